import 'server-only';
import type { Country } from '@/i18n/locales';
import { DELIVERY_RULES, type CouponReason } from '@/lib/commerce';
import type { coupons } from '@/server/db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export interface PricedLine {
  kind: 'product' | 'plan';
  /** Kits are shipped like products; scans are not. */
  shipped: boolean;
  lineMinor: number;
  /** A line that cannot be bought as it is (not sold here, out of stock) counts for nothing. */
  usable: boolean;
}

export type CouponVerdict = { ok: true; discountMinor: number } | { ok: false; reason: CouponReason };

/**
 * Whether a coupon can be used on these lines now, and for how much. Pure: every rule is visible here.
 * `customerUses` is how many of the customer's orders hold it (null for a guest, checked again at the order).
 */
export function evaluateCoupon(
  coupon: CouponRow | undefined,
  lines: PricedLine[],
  country: Country,
  now: Date,
  customerUses: number | null = null,
): CouponVerdict {
  if (!coupon) return { ok: false, reason: 'unknown' };
  if (coupon.country !== country) return { ok: false, reason: 'otherCountry' };
  if (now < coupon.validFrom) return { ok: false, reason: 'notYetValid' };
  if (now > coupon.validUntil) return { ok: false, reason: 'expired' };
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return { ok: false, reason: 'usedUp' };
  if (coupon.maxUsesPerCustomer !== null && customerUses !== null && customerUses >= coupon.maxUsesPerCustomer)
    return { ok: false, reason: 'alreadyUsed' };
  const usable = lines.filter((l) => l.usable);
  const subtotal = usable.reduce((sum, l) => sum + l.lineMinor, 0);
  if (subtotal < coupon.minSubtotalMinor) return { ok: false, reason: 'minSubtotal' };
  const base = usable
    .filter(
      (l) => coupon.appliesTo === 'all' || (coupon.appliesTo === 'products' ? l.kind === 'product' : l.kind === 'plan'),
    )
    .reduce((sum, l) => sum + l.lineMinor, 0);
  if (base === 0) return { ok: false, reason: 'notApplicable' };
  const discountMinor =
    coupon.kind === 'percent' ? Math.floor((base * coupon.value) / 100) : Math.min(coupon.value, base);
  return { ok: true, discountMinor };
}

export interface Totals {
  subtotalMinor: number;
  discountMinor: number;
  deliveryMinor: number;
  totalMinor: number;
}

/** Subtotal, discount, delivery and total. Delivery is charged on shipped goods below the country's threshold. */
export function totals(lines: PricedLine[], discountMinor: number, country: Country): Totals {
  const usable = lines.filter((l) => l.usable);
  const subtotalMinor = usable.reduce((sum, l) => sum + l.lineMinor, 0);
  const shipped = usable.filter((l) => l.shipped).reduce((sum, l) => sum + l.lineMinor, 0);
  const rule = DELIVERY_RULES[country];
  const deliveryMinor = shipped > 0 && shipped < rule.freeFromMinor ? rule.feeMinor : 0;
  const discount = Math.min(discountMinor, subtotalMinor);
  return {
    subtotalMinor,
    discountMinor: discount,
    deliveryMinor,
    totalMinor: subtotalMinor - discount + deliveryMinor,
  };
}

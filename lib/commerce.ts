import type { Country } from '@/i18n/locales';

/**
 * Commerce rules shared by the server (which enforces them) and the pages (which explain them).
 * Money is always integer minor units of the country's currency.
 */

/** At most this many of one product in a cart line. */
export const MAX_LINE_QUANTITY = 10;

/** Delivery fee per country below a free-delivery threshold; scans have no delivery. */
export const DELIVERY_RULES: Readonly<Record<Country, { feeMinor: number; freeFromMinor: number }>> = {
  IN: { feeMinor: 4_900, freeFromMinor: 49_900 },
  AE: { feeMinor: 1_500, freeFromMinor: 10_000 },
  SA: { feeMinor: 1_500, freeFromMinor: 10_000 },
  QA: { feeMinor: 1_500, freeFromMinor: 10_000 },
  BH: { feeMinor: 1_500, freeFromMinor: 10_000 },
};

/** `scan` and `skin` (a package of skin sessions) need a slot; `kit` is delivered. */
export const PLAN_KINDS = ['scan', 'kit', 'skin'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const LOCATION_TYPES = ['home', 'centre'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** What a cart's address is for: the home visit of its booking (and its goods), or delivering its goods. */
export const ADDRESS_PURPOSES = ['homeVisit', 'delivery'] as const;
export type AddressPurpose = (typeof ADDRESS_PURPOSES)[number];

/** Scans are offered this many days ahead (in the place's calendar), from this many hours after now. */
export const SLOT_HORIZON_DAYS = 14;
export const SLOT_LEAD_HOURS = 12;

/** Why a day of the schedule has no free time. */
export const DAY_STATES = ['open', 'full', 'tooSoon', 'notServed'] as const;
export type DayState = (typeof DAY_STATES)[number];

/** Reasons a coupon is refused; the pages translate each (`checkout.coupon.{reason}`). */
export const COUPON_REASONS = [
  'unknown',
  'expired',
  'notYetValid',
  'otherCountry',
  'usedUp',
  'alreadyUsed',
  'minSubtotal',
  'notApplicable',
] as const;
export type CouponReason = (typeof COUPON_REASONS)[number];

/** pending_payment → paid → refunded (operations), or pending_payment → cancelled. */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order books at a place and time: a 3D scan (toothsi) or skin sessions (skinnsi); null for goods only. */
export const BOOKING_KINDS = ['scan', 'skin'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** Every stage an order can reach. Each kind of order walks its own timeline through them (timelineFor). */
export const ORDER_STAGES = [
  'placed',
  'paid',
  'scanScheduled',
  'scanDone',
  'inProduction',
  'sessionScheduled',
  'sessionsDone',
  'dispatched',
  'delivered',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

const TIMELINES: Readonly<Record<BookingKind | 'goods', readonly OrderStage[]>> = {
  goods: ['placed', 'paid', 'dispatched', 'delivered'],
  scan: ['placed', 'paid', 'scanScheduled', 'scanDone', 'inProduction', 'dispatched', 'delivered'],
  // A package of sessions ends when its last session is done; nothing is dispatched.
  skin: ['placed', 'paid', 'sessionScheduled', 'sessionsDone'],
};

/** The timeline of an order by what it books: scan steps and production for a scan, sessions for skin. */
export function timelineFor(booking: BookingKind | null): OrderStage[] {
  return [...TIMELINES[booking ?? 'goods']];
}

/** The stage a booking order reaches when it is paid: its appointment is then scheduled. */
export function scheduledStage(booking: BookingKind): OrderStage {
  return booking === 'scan' ? 'scanScheduled' : 'sessionScheduled';
}

/** Forward-only: a stage may move only to a later one on its order's timeline. */
export function canAdvance(from: OrderStage, to: OrderStage, booking: BookingKind | null): boolean {
  const line = timelineFor(booking);
  const a = line.indexOf(from);
  const b = line.indexOf(to);
  return a >= 0 && b > a;
}

export const PAYMENT_STATUSES = ['created', 'pending', 'failed', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Whether a payment may move from one status to another. `paid` is final; a failed attempt may still be paid
 * (a late capture at the gateway); nothing moves back to created or pending from a final-looking state.
 */
export function paymentMayMove(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to || from === 'paid') return false;
  if (to === 'created') return false;
  if (to === 'pending') return from === 'created';
  return true;
}

/** How customers see an order number. */
export function orderNumber(serial: number): string {
  return `TS${100_000 + serial}`;
}

import type { Country } from '@/i18n/locales';
import type { ProductCategory, ProductLine } from './catalog';
import { sells } from './markets';
import { money, type Money } from './money';
import type { SkinCategory } from './skin';

/**
 * "From" prices of the marketing pages (menus, home, cards). None is written anywhere: each is the lowest price a
 * customer can actually pay in the market, computed from the catalogue (server/offer-prices.ts reads it) — aligner
 * plans, products in stock, skin packages. A market that does not sell an offering has no "from" price for it.
 */
export type Offering =
  'aligners' | 'teenAligners' | 'retainer' | 'whitening' | 'lhr' | 'hydraFacial' | 'dermaFacial' | 'acne';

/** What a "from" price can be quoted for: the offerings, and the whole oral-care shop (the header's shop card). */
export type PricedOffering = Offering | 'oralCare';

/** The cheapest buyable price of each offering in one market; absent when the market sells none of it. */
export type FromPrices = Partial<Record<PricedOffering, Money>>;

/** The catalogue as far as "from" prices need it, in one market's currency. */
export interface CatalogueForPrices {
  /** Aligner plans (lib/aligner-plans.ts). */
  plans: ReadonlyArray<{ id: string; total: Money }>;
  products: ReadonlyArray<{ line: ProductLine; category: ProductCategory; slug: string; stock: number; price: Money }>;
  /** Skin packages offered in the market, at their package price (what is paid at checkout). */
  skinPackages: ReadonlyArray<{ category: SkinCategory; price: Money }>;
}

const SKIN_OFFERING: Readonly<Record<SkinCategory, Offering | null>> = {
  lhr: 'lhr',
  hydrafacial: 'hydraFacial',
  dermafacial: 'dermaFacial',
  acne: 'acne',
  'anti-ageing': null,
  advanced: null,
};

/** Which "from" prices a product counts toward: only products in stock can be bought. */
function productOfferings(p: CatalogueForPrices['products'][number]): PricedOffering[] {
  if (p.line !== 'toothsi' || p.stock <= 0) return [];
  const offerings: PricedOffering[] = ['oralCare'];
  if (p.category === 'TEETH_WHITENING') offerings.push('whitening');
  if (p.category === 'ALIGNER_ESSENTIALS' && p.slug.includes('retainer')) offerings.push('retainer');
  return offerings;
}

/** The lowest price of each offering the market sells, among what the catalogue lets a customer buy there. */
export function fromPricesOf(country: Country, catalogue: CatalogueForPrices): FromPrices {
  const buyable: Array<{ price: Money; offerings: PricedOffering[] }> = [
    // Every plan is an aligner plan; the teen plan is also the teen offering.
    ...catalogue.plans.map((plan) => ({
      price: plan.total,
      offerings: plan.id === 'teen' ? (['aligners', 'teenAligners'] as PricedOffering[]) : ['aligners' as const],
    })),
    ...catalogue.products.map((p) => ({ price: p.price, offerings: productOfferings(p) })),
    ...catalogue.skinPackages.flatMap((p) => {
      const offering = SKIN_OFFERING[p.category];
      return offering ? [{ price: p.price, offerings: [offering] as PricedOffering[] }] : [];
    }),
  ];
  const prices: FromPrices = {};
  for (const item of buyable)
    for (const offering of item.offerings) {
      if (offering !== 'oralCare' && !sells(country, offering)) continue;
      const best = prices[offering];
      if (!best || item.price.amountMinor < best.amountMinor) prices[offering] = item.price;
    }
  return prices;
}

/** Referral cashback (spec §9: up to ₹4,500), India only. */
export const REFERRAL_CASHBACK_INR: Money = money(450_000, 'INR');

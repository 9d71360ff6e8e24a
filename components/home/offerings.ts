import type { PricedOffering } from '@/lib/offer-prices';

/** The offerings of spec §1 on the home page: message key, destination, brand theme and the price shown. */
export const HOME_OFFERINGS = [
  { key: 'aligners', href: '/toothsi/teeth-aligners', brand: 'toothsi', price: 'aligners' },
  { key: 'teenAligners', href: '/toothsi/aligners-for-teens', brand: 'toothsi', price: 'teenAligners' },
  { key: 'oralCare', href: '/toothsi/products/allproducts?category=ORAL_HYGIENE', brand: 'toothsi', price: null },
  {
    key: 'retainers',
    href: '/toothsi/products/allproducts?category=ALIGNER_ESSENTIALS',
    brand: 'toothsi',
    price: 'retainer',
  },
  {
    key: 'whitening',
    href: '/toothsi/products/allproducts?category=TEETH_WHITENING',
    brand: 'toothsi',
    price: 'whitening',
  },
  { key: 'lhr', href: '/skinnsi/laser-hair-removal', brand: 'skinnsi', price: 'lhr' },
  { key: 'hydraFacial', href: '/skinnsi/hydra-facial-treatment', brand: 'skinnsi', price: 'hydraFacial' },
  { key: 'dermaFacial', href: '/skinnsi/dermafacial-at-home', brand: 'skinnsi', price: 'dermaFacial' },
  { key: 'acne', href: '/skinnsi/acne-treatment', brand: 'skinnsi', price: 'acne' },
  { key: 'skincare', href: '/skinnsi/skin-care-products', brand: 'skinnsi', price: null },
] as const satisfies ReadonlyArray<{
  key: string;
  href: string;
  brand: 'toothsi' | 'skinnsi';
  price: PricedOffering | null;
}>;

export const JOURNEY_STEPS = ['scan', 'plan', 'aligners', 'results'] as const;

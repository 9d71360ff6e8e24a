/** A product's copy in one language: what the product page, cards and bag show. */
export interface ProductCopy {
  name: string;
  description: string;
  inTheBox: string[];
  howToUse: string[];
}

/** One language's copy for every product of both lines, keyed by product slug (see catalog-seed.ts, skin-product-seed.ts). */
export type ProductCopyTable = Readonly<Record<string, ProductCopy>>;

import type { ProductCopyTable } from './types';

/** Product copy in hi, keyed by slug. */
export const copy: ProductCopyTable = {};

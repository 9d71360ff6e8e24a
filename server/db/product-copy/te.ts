import type { ProductCopyTable } from './types';

/** Product copy in te, keyed by slug. */
export const copy: ProductCopyTable = {};

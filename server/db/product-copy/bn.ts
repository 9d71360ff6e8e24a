import type { ProductCopyTable } from './types';

/** Product copy in bn, keyed by slug. */
export const copy: ProductCopyTable = {};

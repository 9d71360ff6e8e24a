import type { ProductCopyTable } from './types';

/** Product copy in ta, keyed by slug. */
export const copy: ProductCopyTable = {};

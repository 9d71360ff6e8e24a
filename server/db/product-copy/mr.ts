import type { ProductCopyTable } from './types';

/** Product copy in mr, keyed by slug. */
export const copy: ProductCopyTable = {};

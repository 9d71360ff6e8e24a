import type { ProductCopyTable } from './types';

/** Product copy in gu, keyed by slug. */
export const copy: ProductCopyTable = {};

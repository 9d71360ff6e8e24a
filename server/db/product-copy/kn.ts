import type { ProductCopyTable } from './types';

/** Product copy in kn, keyed by slug. */
export const copy: ProductCopyTable = {};

import type { IndianLanguage } from '@/i18n/locales';
import type { ProductCopyTable } from './types';
import { copy as bn } from './bn';
import { copy as gu } from './gu';
import { copy as hi } from './hi';
import { copy as kn } from './kn';
import { copy as mr } from './mr';
import { copy as ta } from './ta';
import { copy as te } from './te';

/**
 * Product copy in the seven Indian languages, one file per language, keyed by slug. A product missing from a
 * language falls back to English (contentFallbackChain), like content.
 */
export const INDIAN_PRODUCT_COPY: Readonly<Record<IndianLanguage, ProductCopyTable>> = { hi, kn, mr, te, ta, bn, gu };

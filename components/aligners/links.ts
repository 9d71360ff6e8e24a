import { BOOK_SCAN_PATH } from '@/lib/journey';

/** Where "Book a scan" leads: the start of booking a scan (sign-in first for a visitor), as my account's first stage does. */
export const BOOK_SCAN_HREF = BOOK_SCAN_PATH;

/** Pages of the aligner line that other pages point to, by their `aligners.common.related` message key. */
export const RELATED_PAGES = {
  aligners: '/toothsi/teeth-aligners',
  teens: '/toothsi/aligners-for-teens',
  pricing: '/toothsi/pricing',
  how: '/toothsi/how-it-works',
  results: '/toothsi/results',
  braces: '/toothsi/braces',
  why: '/toothsi/why-toothsi',
  homeKit: '/toothsi/home-impression-kit',
  technical: '/toothsi/technical-doc',
  refund: '/toothsi/refund-policy',
} as const;
export type RelatedPage = keyof typeof RELATED_PAGES;

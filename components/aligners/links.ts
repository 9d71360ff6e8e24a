/** Where "Book a scan" leads: the account page, which starts the journey (spec §4, initial stage). */
export const BOOK_SCAN_HREF = '/my-account';

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

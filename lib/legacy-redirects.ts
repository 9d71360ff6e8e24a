/** Legacy paths kept alive (spec §2): each answers a permanent redirect to its current page. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/pricing': '/toothsi/pricing',
  '/results': '/toothsi/results',
  '/aligners': '/toothsi/teeth-aligners',
  '/how-it-works': '/toothsi/how-it-works',
  '/video-consultation': '/get-started',
  // The old quiz's numbered steps and the old referral page, which spec §2 still names (the chat button is hidden
  // on them): their successors are the quiz and refer and earn, which have no chat button either.
  '/get-started1': '/get-started',
  '/get-started2': '/get-started',
  '/get-started3': '/get-started',
  '/get-started4': '/get-started',
  '/refer-and-discount': '/refer-and-earn-get-discount',
};

export function legacyTarget(strippedPath: string): string | undefined {
  return LEGACY_REDIRECTS[strippedPath];
}

/** Legacy paths kept alive (spec §2): each answers a permanent redirect to its current page. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/pricing': '/toothsi/pricing',
  '/results': '/toothsi/results',
  '/aligners': '/toothsi/teeth-aligners',
  '/how-it-works': '/toothsi/how-it-works',
  '/video-consultation': '/get-started',
};

export function legacyTarget(strippedPath: string): string | undefined {
  return LEGACY_REDIRECTS[strippedPath];
}

/** Legacy paths whose traffic now lands on `path`, so a rule written for the old path follows it. */
export function legacyAliasesOf(path: string): string[] {
  return Object.entries(LEGACY_REDIRECTS)
    .filter(([, target]) => target === path)
    .map(([legacy]) => legacy);
}

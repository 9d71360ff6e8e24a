import { isSectionRoute, sectionOf, SECTION_PREFIXES } from './section-routes';
import { withCarried, type CarriedValues } from './query-whitelist';

/**
 * Resolves an app-internal href against the current (locale-stripped) path: a link without a section prefix
 * inherits the current section's prefix when that prefixed route exists; otherwise it stays as written.
 * External links, hashes and already-prefixed links are returned unchanged.
 */
export function resolveSectionHref(href: string, currentPath: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [pathPart = '/', rest = ''] = splitPath(href);
  if (SECTION_PREFIXES.some((p) => pathPart === p || pathPart.startsWith(`${p}/`))) return href;
  // The home link is the one shared page of the whole site: it never moves into a section.
  if (pathPart === '/') return href;
  const section = sectionOf(currentPath);
  if (!section) return href;
  const candidate = `${section}${pathPart}`;
  return isSectionRoute(candidate) ? `${candidate}${rest}` : href;
}

function splitPath(href: string): [string, string] {
  const i = href.search(/[?#]/);
  return i < 0 ? [href, ''] : [href.slice(0, i), href.slice(i)];
}

/**
 * Where an app link leads from the current page, before the locale is added: into the current section when that
 * route exists, with the carried query parameters. Server links (through LinkBehaviour) and client links both use it.
 */
export function appLinkTarget(href: string, currentPath: string, carried: CarriedValues): string {
  return withCarried(resolveSectionHref(href, currentPath), carried);
}

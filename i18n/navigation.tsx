import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware navigation for client components, from the one routing config: `Link` and `useRouter` take
 * locale-free paths and add the page's locale; `usePathname` answers the path without it. App code links with
 * `components/link.tsx` (server) or `components/client-link.tsx` (client), which build on these.
 */
export const { Link: IntlLink, usePathname, useRouter, getPathname } = createNavigation(routing);
export { useLocale } from 'next-intl';

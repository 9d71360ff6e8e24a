import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware primitives. App code links with `components/link.tsx` (server) or `components/client-link.tsx`, which
 * add sections and the query whitelist.
 */
export const { Link: IntlLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware primitives. App code uses `components/link.tsx`, which adds sections and the query whitelist. */
export const { Link: IntlLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

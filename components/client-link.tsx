'use client';

import type { ComponentProps } from 'react';
import { IntlLink, usePathname } from '../i18n/navigation';
import { useCarriedParams } from '../client/attribution';
import { resolveSectionHref } from '../lib/section-link';
import { withCarried } from '../lib/query-whitelist';

type Props = Omit<ComponentProps<typeof IntlLink>, 'href'> & { href: string };

/**
 * The link of client components (server components use `link.tsx`, a plain anchor): adds the locale (i18n/navigation),
 * moves an unprefixed href into the current section when
 * that route exists, and carries the whitelisted query parameters. External hrefs render a plain anchor.
 */
export function Link({ href, ...rest }: Props) {
  const pathname = usePathname();
  const carried = useCarriedParams();
  if (!href.startsWith('/') || href.startsWith('//')) {
    const { locale: _locale, prefetch: _prefetch, ...anchor } = rest;
    return <a href={href} {...(anchor as ComponentProps<'a'>)} />;
  }
  return <IntlLink href={withCarried(resolveSectionHref(href, pathname), carried)} {...rest} />;
}

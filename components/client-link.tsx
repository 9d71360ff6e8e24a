'use client';

import type { ComponentProps, SyntheticEvent } from 'react';
import { useRouter } from 'next/navigation';
import { IntlLink, useLocale, usePathname } from '@/i18n/navigation';
import { localizedHref } from '@/i18n/localized-href';
import { useCarriedParams } from '@/client/attribution';
import { appLinkTarget } from '@/lib/section-link';

type Props = Omit<ComponentProps<typeof IntlLink>, 'href'> & { href: string };

/**
 * The link of client components (server components use `link.tsx`, a plain anchor): adds the locale (i18n/navigation),
 * moves an unprefixed href into the current section when
 * that route exists, and carries the whitelisted query parameters. External hrefs render a plain anchor.
 *
 * Like the server links, it prefetches its page when the visitor points at, touches or focuses it, never just for
 * being in view: the header's cart link alone made every page view fetch the checkout route's data and code.
 */
export function Link({ href, prefetch, onPointerEnter, onTouchStart, onFocus, ...rest }: Props) {
  const pathname = usePathname();
  const carried = useCarriedParams();
  const locale = useLocale();
  const router = useRouter();
  if (!href.startsWith('/') || href.startsWith('//')) {
    const { locale: _locale, ...anchor } = rest;
    return (
      <a
        href={href}
        onPointerEnter={onPointerEnter}
        onTouchStart={onTouchStart}
        onFocus={onFocus}
        {...(anchor as ComponentProps<'a'>)}
      />
    );
  }
  const target = appLinkTarget(href, pathname, carried);
  const onIntent =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      if (prefetch !== false) router.prefetch(localizedHref(target, rest.locale ?? locale));
      handler?.(event);
    };
  return (
    <IntlLink
      href={target}
      prefetch={false}
      onPointerEnter={onIntent(onPointerEnter)}
      onTouchStart={onIntent(onTouchStart)}
      onFocus={onIntent(onFocus)}
      {...rest}
    />
  );
}

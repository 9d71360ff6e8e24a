'use client';

import type { ComponentProps, SyntheticEvent } from 'react';
import { useRouter } from 'next/navigation';
import { IntlLink, getPathname, useLocale, usePathname } from '@/i18n/navigation';
import { useCarriedParams } from '@/client/attribution';
import { announceRouteStart } from '@/client/native-bridge';
import { appLinkTarget } from '@/lib/section-link';

type Props = Omit<ComponentProps<typeof IntlLink>, 'href'> & { href: string };

/**
 * The app's one link, for server and client components alike: next-intl's Link (the page's locale, client-side
 * navigation), with an unprefixed href moved into the current section when that page exists (spec §2,
 * lib/section-link.ts) and the whitelisted query parameters carried (spec §5). The section is known from the path
 * while the page renders, so the server's HTML has it; carried parameters come from the visitor's URL and storage
 * after hydration. Other hrefs (another site, `mailto:`, `tel:`, a hash) render a plain anchor.
 *
 * It prefetches its page when the visitor points at, touches or focuses it, never just for being in view: the
 * header's cart link alone made every page view fetch the checkout route's data and code.
 */
export function Link({ href, prefetch, onPointerEnter, onTouchStart, onFocus, onNavigate, ...rest }: Props) {
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
      if (prefetch !== false) router.prefetch(getPathname({ href: target, locale: rest.locale ?? locale }));
      handler?.(event);
    };
  return (
    <IntlLink
      href={target}
      prefetch={false}
      onPointerEnter={onIntent(onPointerEnter)}
      onTouchStart={onIntent(onTouchStart)}
      onFocus={onIntent(onFocus)}
      onNavigate={(event) => {
        announceRouteStart(target);
        onNavigate?.(event);
      }}
      data-app-link=""
      {...rest}
    />
  );
}

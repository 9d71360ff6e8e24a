'use client';

import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type SyntheticEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { getPathname, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { announceRouteStart } from '@/client/native-bridge';
import { appLinkTarget } from '@/lib/section-link';
import type { CarriedValues } from '@/lib/query-whitelist';

/** The whitelisted parameters of the visit (spec §5), read once for every link (ShellProvider provides them). */
export const CarriedContext = createContext<CarriedValues>({});

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean };

/**
 * The app's one link, for server and client components alike. Its href is next-intl's getPathname for the page's
 * locale, moved into the current section when that page exists (spec §2, lib/section-link.ts; the path is known
 * while the page renders, so the server's HTML has it) and carrying the whitelisted query parameters (spec §5, known
 * in the browser after hydration). A plain click navigates with the App Router (no page load), and the app is told
 * a navigation starts; other clicks (new tab, modifier keys) are the browser's. The page is prefetched when the
 * visitor points at, touches or focuses the link, never for being in view. Hrefs to other sites, `mailto:`, `tel:`
 * and hashes render as they are.
 *
 * Deliberately light, as there are a hundred on a page: one element and two context reads, no effect and no
 * observer of its own (next/link's Link registers each instance for viewport prefetching and link status).
 */
export function Link({ href, prefetch, onClick, onPointerEnter, onTouchStart, onFocus, ...rest }: Props) {
  const pathname = usePathname();
  const carried = useContext(CarriedContext);
  const locale = useLocale() as Locale;
  const router = useRouter();
  if (!href.startsWith('/') || href.startsWith('//'))
    return (
      <a
        href={href}
        onClick={onClick}
        onPointerEnter={onPointerEnter}
        onTouchStart={onTouchStart}
        onFocus={onFocus}
        {...rest}
      />
    );
  const target = appLinkTarget(href, pathname, carried);
  const url = getPathname({ href: target, locale });
  const intent =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      if (prefetch !== false) router.prefetch(url);
      handler?.(event);
    };
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if ((rest.target && rest.target !== '_self') || rest.download !== undefined) return;
    event.preventDefault();
    announceRouteStart(target);
    router.push(url);
  };
  return (
    <a
      href={url}
      onClick={navigate}
      onPointerEnter={intent(onPointerEnter)}
      onTouchStart={intent(onTouchStart)}
      onFocus={intent(onFocus)}
      data-app-link=""
      {...rest}
    />
  );
}

'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, usePathname } from '@/i18n/navigation';
import { delocalizedHref, localizedHref } from '@/i18n/localized-href';
import type { Locale } from '@/i18n/locales';
import { useCarriedParams } from '@/client/attribution';
import { appLinkTarget } from '@/lib/section-link';
import { sectionOf } from '@/lib/routes';
import { eachWhenIdle } from '@/client/idle';

const APP_LINKS = 'a[data-app-link]';

/** Each server link's app path (its href as the server wrote it, without the locale) and the href we last gave it. */
const known = new WeakMap<HTMLAnchorElement, { appHref: string; written: string }>();

/**
 * The app path a server link was written with. The server's href is the app path in the page's locale; once we have
 * rewritten it, the remembered path stands, unless React has since set another href (a refreshed page).
 */
function appHrefOf(a: HTMLAnchorElement, locale: Locale): string {
  const current = a.getAttribute('href') ?? '/';
  const seen = known.get(a);
  return seen && seen.written === current ? seen.appHref : delocalizedHref(current, locale);
}

/**
 * One island for every server-rendered app link (components/link.tsx): rewrites their hrefs for the current section
 * and the carried query parameters, navigates without a full page load, and prefetches a page when the visitor
 * points at, touches or focuses its link (not every link in view, which cost slow phones at load).
 *
 * A link is always brought up to date the moment it is used (intent or click). Every other link is rewritten in
 * idle time, a slice at a time, so a page with hundreds of links adds no long task; on the first page, when there
 * is no section and nothing to carry, the server's hrefs are already right and the pass is skipped.
 */
export function LinkBehaviour() {
  const pathname = usePathname();
  const locale = useLocale();
  const carried = useCarriedParams();
  const router = useRouter();
  const serverHrefs = useRef(true);

  useEffect(() => {
    const refresh = (a: HTMLAnchorElement) => {
      const appHref = appHrefOf(a, locale);
      const next = localizedHref(appLinkTarget(appHref, pathname, carried), locale);
      known.set(a, { appHref, written: next });
      if (a.getAttribute('href') !== next) a.setAttribute('href', next);
    };
    const unchanged = serverHrefs.current && !sectionOf(pathname) && Object.keys(carried).length === 0;
    serverHrefs.current = false;
    const cancelPass = unchanged
      ? () => {}
      : eachWhenIdle([...document.querySelectorAll<HTMLAnchorElement>(APP_LINKS)], refresh);

    const linkOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(APP_LINKS) : null;
    // Anchors that appeared after the pass above are brought up to date the moment they are used.
    const onIntent = (event: Event) => {
      const a = linkOf(event);
      if (!a) return;
      refresh(a);
      router.prefetch(a.getAttribute('href') ?? '/');
    };
    const onClick = (event: MouseEvent) => {
      const a = linkOf(event);
      if (
        !a ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      refresh(a);
      event.preventDefault();
      router.push(a.getAttribute('href') ?? '/');
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('click', onClick);
    return () => {
      cancelPass();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('click', onClick);
    };
  }, [pathname, carried, locale, router]);

  return null;
}

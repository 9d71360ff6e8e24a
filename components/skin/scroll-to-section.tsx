'use client';

import { useEffect } from 'react';

/**
 * `?scrollTo={id}` (spec §2: the laser page's `select-packages`): after hydration, scrolls to that section of the
 * page and moves focus into it, so keyboard and screen-reader users land where the link promised. The page stays
 * static: the query is read from the address bar here, never on the server. Only the ids named are honoured.
 */
export function ScrollToSection({ ids }: { ids: readonly string[] }) {
  const known = ids.join(' ');
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('scrollTo');
    if (!wanted || !known.split(' ').includes(wanted)) return;
    const target = document.getElementById(wanted);
    if (!target) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
  }, [known]);
  return null;
}

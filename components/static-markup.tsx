'use client';

import { createElement, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';

/** Set once the first StaticMarkup has hydrated: any instance mounted after that renders its children normally. */
let pageHydrated = false;

type Props = HTMLAttributes<HTMLElement> & {
  /** The element to render: it holds the markup, so it must be one that needs no JavaScript of ours. */
  as: 'div' | 'ul' | 'nav' | 'details';
  children: ReactNode;
};

/**
 * Server-rendered markup that React does not hydrate: the header's mega-menu panels, the burger menu's lists and
 * the footer, several hundred elements of plain links that need no JavaScript (links.tsx anchors get theirs from
 * `LinkBehaviour`, popovers and details are native). Hydrating them cost slow phones a long task on every page.
 *
 * While the page hydrates, the element is kept exactly as the server sent it: an element whose content is
 * `dangerouslySetInnerHTML` is not walked by hydration, and an empty string is never written to the DOM during
 * hydration. An instance that mounts later (after a client navigation into another layout) renders its children
 * as usual, so the content is never lost. Nothing inside may be a client component: it would never hydrate.
 */
export function StaticMarkup({ as, children, ...attributes }: Props) {
  const [keepServerMarkup] = useState(() => typeof window !== 'undefined' && !pageHydrated);
  useEffect(() => {
    pageHydrated = true;
  }, []);
  if (keepServerMarkup) return createElement(as, { ...attributes, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } });
  return createElement(as, attributes, children);
}

'use client';

import {
  createElement,
  Fragment,
  isValidElement,
  useEffect,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

/** Set once the first StaticMarkup has hydrated: any instance mounted after that renders its children normally. */
let pageHydrated = false;

const neverChanges = () => () => undefined;

/**
 * True while React hydrates HTML the server sent (it reads a store's server snapshot then), false in a render made
 * in the browser alone: Next renders a 404 that way, from its error shell (an empty <body>) and the page's data.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

type Props = HTMLAttributes<HTMLElement> & {
  /** The element to render: it holds the markup, so it must be one that needs no JavaScript of ours. */
  as: 'div' | 'ul' | 'nav' | 'details';
  children: ReactNode;
};

/**
 * Server-rendered markup that React does not hydrate: the header's mega-menu panels, the burger menu's lists, the
 * footer and the bodies of content pages without islands (home, aligner pages), hundreds of elements of plain
 * text and links that need no JavaScript (links.tsx anchors get theirs from `LinkBehaviour`, popovers and details
 * are native). Hydrating them cost slow phones a long task on every page.
 *
 * While the page hydrates, the element is kept exactly as the server sent it: an element whose content is
 * `dangerouslySetInnerHTML` is not walked by hydration, and an empty string is never written to the DOM during
 * hydration. An instance that mounts later (after a client navigation into another layout), or in a page the
 * browser renders without server HTML (a 404, see useHydrating), renders its children as usual, so the content is
 * never lost. Nothing inside may be a client component: it would never hydrate, so
 * development builds report one.
 */
export function StaticMarkup({ as, children, ...attributes }: Props) {
  const hydrating = useHydrating();
  const [keepServerMarkup] = useState(() => hydrating && typeof window !== 'undefined' && !pageHydrated);
  useEffect(() => {
    pageHydrated = true;
  }, []);
  if (process.env.NODE_ENV !== 'production') {
    const island = firstComponent(children);
    if (island)
      console.error(`StaticMarkup holds the component ${island}, which would never hydrate: keep it outside.`);
  }
  if (keepServerMarkup)
    return createElement(as, {
      ...attributes,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: '' },
    });
  return createElement(as, attributes, children);
}

/**
 * The name of the first element in `children` that is a component rather than markup. Server components reach a
 * client component already rendered to host elements, so any component left here is a client island.
 */
export function firstComponent(children: ReactNode): string | null {
  // Arrays and elements only: `Children` helpers would unwrap lazy nodes, which can suspend a render.
  if (Array.isArray(children)) {
    for (const child of children as ReactNode[]) {
      const found = firstComponent(child);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement<{ children?: ReactNode }>(children)) return null;
  if (typeof children.type !== 'string' && children.type !== Fragment) return componentName(children.type);
  return firstComponent(children.props.children);
}

function componentName(type: unknown): string {
  if (typeof type === 'function') return type.name || 'anonymous';
  if (typeof type === 'object' && type !== null && 'displayName' in type && typeof type.displayName === 'string')
    return type.displayName;
  return 'a client component';
}

import type { ReactNode } from 'react';

/**
 * A line's layout (app/[locale]/(group)/toothsi/layout.tsx, …/skinnsi/layout.tsx): its pages take the line's colours
 * (`data-brand`, styles/globals.css) once, here, rather than each page wrapping itself.
 */
export function brandLayout(brand: 'toothsi' | 'skinnsi') {
  return function BrandLayout({ children }: { children: ReactNode }) {
    return <div data-brand={brand}>{children}</div>;
  };
}

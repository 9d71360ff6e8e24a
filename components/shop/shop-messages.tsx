import type { ReactNode } from 'react';
import { IslandMessages } from '../island-messages';

/** Gives the shop's client islands the catalogue namespaces they translate in the browser. */
export function ShopMessages({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['shop', 'common']}>{children}</IslandMessages>;
}

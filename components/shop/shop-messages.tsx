import type { ReactNode } from 'react';
import { IntlProvider } from '@/components/intl-provider';

/** Gives the shop's client islands the catalogue namespaces they translate in the browser. */
export function ShopMessages({ children }: { children: ReactNode }) {
  return <IntlProvider namespaces={['shop', 'common']}>{children}</IntlProvider>;
}

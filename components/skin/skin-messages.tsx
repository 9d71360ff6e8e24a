import type { ReactNode } from 'react';
import { IntlProvider } from '@/components/intl-provider';

/** The namespaces the skin line's islands translate in the browser: names, booking strings and API errors. */
export function SkinMessages({ children }: { children: ReactNode }) {
  return <IntlProvider namespaces={['skin', 'skinBooking', 'errors']}>{children}</IntlProvider>;
}

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Gives the shop's client islands the one catalogue namespace they translate in the browser. */
export async function ShopMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={{ shop: messages.shop, common: messages.common }}>{children}</NextIntlClientProvider>;
}

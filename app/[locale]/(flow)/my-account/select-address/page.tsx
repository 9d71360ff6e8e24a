import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { AddressList } from '@/components/account/address-list';
import { PageData } from '@/components/page-data';
import { queryKeys } from '@/client/query-keys';
import { listAddresses } from '@/server/addresses';
import { requirePageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/my-account/select-address', 'addresses');
}

/** Rendered per request with the customer's addresses, read next to the session. */
export default personalPage(async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await requirePageSession(locale, '/my-account/select-address');
  const addresses = await listAddresses(user.id).catch((error: unknown) => {
    console.error('my addresses: could not read the addresses', error);
    return undefined;
  });
  return (
    <AccountPage>
      <PageData queries={[[queryKeys.addresses, addresses]]}>
        <AddressList user={toAccountUser(user)} />
      </PageData>
    </AccountPage>
  );
});

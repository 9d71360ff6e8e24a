import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { AddressForm } from '@/components/account/address-form';
import { PageData } from '@/components/page-data';
import { queryKeys } from '@/client/query-keys';
import { addressCityNames } from '@/lib/city-list';
import type { Address } from '@/lib/api/account-contracts';
import { getOwnAddress } from '@/server/addresses';
import { AppError } from '@/server/errors';
import { listServiceableCities } from '@/server/location';
import { requirePageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import { personalPage } from '@/server/personal-page';

type Params = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ id?: string | string[]; next?: string | string[] }>;
};

const PATH = '/my-account/add-edit-address';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, PATH, 'addAddress');
}

/** Rendered per request: the address to edit (`?id=`) and the cities to choose from, read next to the session. */
export default personalPage(async function Page({ params, searchParams }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const id = typeof query.id === 'string' ? query.id : null;
  const next = typeof query.next === 'string' ? query.next : null;
  const back = new URLSearchParams({ ...(id ? { id } : {}), ...(next ? { next } : {}) }).toString();
  const { user } = await requirePageSession(locale, back ? `${PATH}?${back}` : PATH);
  const { country } = localeInfo(locale);
  const [editing, cities] = await Promise.all([
    id ? ownAddress(user.id, id) : null,
    Promise.all([listServiceableCities('toothsi', country), listServiceableCities('skinnsi', country)]).then(
      (lists) => addressCityNames(...lists),
      (error: unknown) => {
        console.error('address form: could not read the cities', error);
        return undefined;
      },
    ),
  ]);
  return (
    <AccountPage>
      <PageData queries={[[queryKeys.addressCities(country), cities]]}>
        <AddressForm
          user={toAccountUser(user)}
          country={country}
          editing={editing}
          missing={id !== null && editing === null}
        />
      </PageData>
    </AccountPage>
  );
});

/** The customer's address of `id`, or null when they have none of that id (another customer's looks the same). */
async function ownAddress(userId: string, id: string): Promise<Address | null> {
  if (!UUID.test(id)) return null;
  return getOwnAddress(userId, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
}

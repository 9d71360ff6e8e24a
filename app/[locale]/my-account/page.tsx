import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { MyAccount } from '@/components/account/my-account';
import { getSiteConfig } from '@/server/content';
import { ASSESSMENTS_PATH } from '@/lib/api/paths';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/my-account', 'myAccount');
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage reads={[ASSESSMENTS_PATH]}>
      <MyAccount ctas={await stageCtas(locale)} />
    </AccountPage>
  );
}

async function stageCtas(locale: Locale) {
  const site = await getSiteConfig(localeInfo(locale).contentLocale);
  return { initialCTA: site.initialCTA, scanBookedOrIKOrderedCTA: site.scanBookedOrIKOrderedCTA, alignersDispatchedCTA: site.alignersDispatchedCTA };
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { SignInPage } from '@/components/account/sign-in-page';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/sign-in', 'signIn');
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <AccountPage>
      <SignInPage defaultCountry={localeInfo(locale).country} />
    </AccountPage>
  );
}

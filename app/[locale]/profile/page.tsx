import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { AccountPage } from '@/components/account/account-page';
import { ProfileForm } from '@/components/account/profile-form';
import { getProfileMenu } from '@/server/content';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return privatePageMetadata((await params).locale, '/profile', 'profile');
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AccountPage><ProfileForm {...await profileCopy(locale)} /></AccountPage>;
}

async function profileCopy(locale: Locale) {
  const menu = await getProfileMenu(localeInfo(locale).contentLocale);
  return { note: menu.updateProfileNote, submitLabel: menu.updateProfileBtn };
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { privatePageMetadata } from '@/i18n/page-metadata';
import { getProfileMenu } from '@/server/content';
import { requirePageSession } from '@/server/page-session';
import { toAccountUser } from '@/server/users';
import { personalPage } from '@/server/personal-page';
import { AccountPage } from './account-page';
import { ProfileForm } from './profile-form';

type Params = { params: Promise<{ locale: Locale }> };

/**
 * The profile page lives at /profile and, for the UAE app, at /ae/toothsi/profile: one page, two routes. Rendered
 * per request with the customer's profile, read next to the session.
 */
export function profileRoute(path: string) {
  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      return privatePageMetadata((await params).locale, path, 'profile');
    },
    Page: personalPage(async function Page({ params }: Params) {
      const { locale } = await params;
      setRequestLocale(locale);
      const { user } = await requirePageSession(locale, path);
      const menu = await getProfileMenu(localeInfo(locale).contentLocale);
      return (
        <AccountPage>
          <ProfileForm user={toAccountUser(user)} note={menu.updateProfileNote} submitLabel={menu.updateProfileBtn} />
        </AccountPage>
      );
    }),
  };
}

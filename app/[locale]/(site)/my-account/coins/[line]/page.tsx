import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { coinsPath, isCoinLine } from '@/lib/coin-rules';
import { CoinsPage } from '@/components/rewards/coins-page';
import { StaysSignedIn } from '@/components/account/require-sign-in';
import { toAccountUser } from '@/server/users';
import { requirePageSession } from '@/server/page-session';
import { coinStatement } from '@/server/rewards/coins';
import { personalPage } from '@/server/personal-page';

type Params = { params: Promise<{ locale: Locale; line: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, line } = await params;
  if (!isCoinLine(line)) return {};
  const t = await getTranslations({ locale, namespace: 'coins' });
  return {
    title: t('title', { line }),
    alternates: localizedAlternates(coinsPath(line), locale),
    robots: { index: false, follow: false },
  };
}

/** A line's coins (toothsi or skinnsi): rendered per request for the signed-in customer, expiry settled as it is read. */
export default personalPage(async function Page({ params }: Params) {
  const { locale, line } = await params;
  if (!isCoinLine(line)) notFound();
  setRequestLocale(locale);
  const { user } = await requirePageSession(locale, coinsPath(line));
  return (
    <>
      <StaysSignedIn user={toAccountUser(user)} />
      <CoinsPage statement={await coinStatement(user.id, line)} locale={locale} />
    </>
  );
});

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { AddReviewPage } from '@/components/reviews/review-pages';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'reviews' });
  return {
    title: t('add.title'),
    alternates: localizedAlternates('/review/add', locale),
    robots: { index: false, follow: false },
  };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** Rendered per request for the signed-in customer, with what their paid orders bought (server/page-session.ts). */
export default async function Page({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  return <AddReviewPage locale={locale} subject={one(query.subject)} order={one(query.order)} />;
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedAlternates } from '@/i18n/metadata';
import { EditReviewPage } from '@/components/reviews/review-pages';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'reviews' });
  return {
    title: t('edit.title'),
    alternates: localizedAlternates('/review/edit', locale),
    robots: { index: false, follow: false },
  };
}

/** Rendered per request: only the review's author gets its form; anyone else a 404. */
export default async function Page({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  return <EditReviewPage locale={locale} id={typeof query.id === 'string' ? query.id : null} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { ResultsPage } from '@/components/aligners/results-page';
import { StickyBookNow } from '@/components/shell/sticky-cta';

// Customers' reviews of their aligners come from the database: refreshed by a review's write, five minutes at most.
export const revalidate = 300;

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/toothsi/results', namespace: 'aligners.results' });
}

export default async function Results({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <>
      <ResultsPage locale={locale} />
      <StickyBookNow locale={locale} />
    </>
  );
}

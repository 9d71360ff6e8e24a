import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { feedbackMetadata } from '@/components/feedback/metadata';
import { NpsPage } from '@/components/feedback/feedback-pages';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return feedbackMetadata((await params).locale, '/retainer-nps-quiz', 'nps.retainer_nps.metaTitle');
}

/** Rendered per request: the SMS link's signed token (`?t=`) decides whose survey it is, and whether it is answered. */
export default async function Page({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  return <NpsPage survey="retainer_nps" token={typeof query.t === 'string' ? query.t : null} />;
}

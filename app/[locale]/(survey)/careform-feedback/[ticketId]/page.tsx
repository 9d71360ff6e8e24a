import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { feedbackMetadata } from '@/components/feedback/metadata';
import { CareformPage } from '@/components/feedback/feedback-pages';

type Props = {
  params: Promise<{ locale: Locale; ticketId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, ticketId } = await params;
  return feedbackMetadata(locale, `/careform-feedback/${encodeURIComponent(ticketId)}`, 'careform.metaTitle');
}

/** Rendered per request: an unknown ticket is a 404, an answered one a thank-you, else the form of its signed link. */
export default async function Page({ params, searchParams }: Props) {
  const [{ locale, ticketId }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  return <CareformPage ticketId={ticketId} token={typeof query.t === 'string' ? query.t : null} />;
}

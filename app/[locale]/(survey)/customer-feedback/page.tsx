import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { feedbackMetadata } from '@/components/feedback/metadata';
import { CustomerFeedbackPage } from '@/components/feedback/feedback-pages';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return feedbackMetadata((await params).locale, '/customer-feedback', 'customer.metaTitle');
}

/** Rendered per request: from a signed link (`?t=`), or for the signed-in customer. */
export default async function Page({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  return <CustomerFeedbackPage token={typeof query.t === 'string' ? query.t : null} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { feedbackMetadata } from '@/components/feedback/metadata';
import { FeedbackThankYouPage } from '@/components/feedback/feedback-pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return feedbackMetadata((await params).locale, '/customer-feedback/thank-you', 'thankYou.title');
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FeedbackThankYouPage />;
}

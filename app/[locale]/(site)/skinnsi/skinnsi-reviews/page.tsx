import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { SKIN_REVIEWS_PATH } from '@/lib/skin-pages';
import { skinPageMetadata } from '@/components/skin/metadata';
import { ReviewsPage } from '@/components/skin/reviews-page';

// Reviews come from the database: prerendered from the seed, then refreshed every five minutes (and the `skin` tag).
export const revalidate = 300;

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return skinPageMetadata({ locale, path: SKIN_REVIEWS_PATH, namespace: 'skinPages.reviews' });
}

export default async function Page({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ReviewsPage locale={locale} />;
}

import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { BlogHome } from '@/components/blog/blog-home';

type Params = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  return alignerPageMetadata({ locale, path: '/blog', namespace: 'blog' });
}

export default async function Blog({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <BlogHome locale={locale} />;
}

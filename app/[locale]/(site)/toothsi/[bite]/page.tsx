import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localeInfo, type Locale } from '@/i18n/locales';
import { BITE_PROBLEMS, bitePath, biteProblemBySlug } from '@/lib/bite-problems';
import { alignerPageMetadata } from '@/components/aligners/metadata';
import { BitePage } from '@/components/aligners/bite-page';
import { StickyBookNow } from '@/components/shell/sticky-cta';

type Params = { params: Promise<{ locale: Locale; bite: string }> };

// The seven bite-problem pages of spec §2 (one template); any other slug here is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return BITE_PROBLEMS.map((problem) => ({ bite: problem.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, bite } = await params;
  const problem = biteProblemBySlug(bite);
  if (!problem) return {};
  return alignerPageMetadata({ locale, path: bitePath(problem), namespace: `bites.${problem.key}` });
}

export default async function BiteProblemPage({ params }: Params) {
  const { locale, bite } = await params;
  const problem = biteProblemBySlug(bite);
  if (!problem) notFound();
  setRequestLocale(locale);
  return (
    <>
      <BitePage locale={locale} country={localeInfo(locale).country} problem={problem} />
      <StickyBookNow locale={locale} />
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { ACNE_CONDITIONS, acneConditionBySlug, acneConditionPath } from '@/lib/skin-pages';
import { skinPageMetadata } from '@/components/skin/metadata';
import { ConditionPage } from '@/components/skin/condition-page';

// The treatments' prices come from the catalogue.
export const revalidate = 300;

type Params = { params: Promise<{ locale: Locale; condition: string }> };

// The three acne condition pages of spec §2 (one template); any other slug is a 404 (the page's notFound()).
export function generateStaticParams() {
  return ACNE_CONDITIONS.map((c) => ({ condition: c.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, condition } = await params;
  const found = acneConditionBySlug(condition);
  if (!found) return {};
  return skinPageMetadata({ locale, path: acneConditionPath(found), namespace: `skinPages.conditions.${found.key}` });
}

export default async function Page({ params }: Params) {
  const { locale, condition } = await params;
  const found = acneConditionBySlug(condition);
  if (!found) notFound();
  setRequestLocale(locale);
  return <ConditionPage locale={locale} condition={found} />;
}

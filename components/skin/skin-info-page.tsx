import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { SkinRelated } from '@/lib/skin-pages';
import { Faq } from '@/components/aligners/faq';
import { PageHero } from '@/components/aligners/page-hero';
import { SkinBreadcrumbs, type Crumb } from './skin-breadcrumbs';
import { SkinCtaBand } from './skin-cta-band';
import { SkinRelatedLinks } from './skin-related';
import { faqItems, SkinSections } from './skin-sections';

export interface SkinInfoPageProps {
  locale: Locale;
  /** The page's messages: eyebrow, title, lead, sections.{key}, faq. */
  namespace: string;
  sections: readonly string[];
  /** Breadcrumbs after skinnsi, this page last. */
  trail: readonly Crumb[];
  related: readonly SkinRelated[];
  art?: ReactNode;
  actions?: ReactNode;
  /** Blocks between the sections and the FAQ. */
  children?: ReactNode;
}

/** A content page of the skin line written in its messages: hero, sections, FAQ, related links and the CTA. */
export async function SkinInfoPage({
  locale,
  namespace,
  sections,
  trail,
  related,
  art,
  actions,
  children,
}: SkinInfoPageProps) {
  const t = await getTranslations(namespace);
  const tc = await getTranslations('skinPages.common');
  const faq = faqItems(t);
  return (
    <>
      <div>
        <SkinBreadcrumbs locale={locale} trail={trail} />
        <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} art={art} actions={actions} />
        <SkinSections namespace={namespace} sections={sections} />
        {children}
        {faq.length > 0 ? <Faq title={tc('faqTitle')} items={faq} /> : null}
        <SkinRelatedLinks pages={related} />
        <SkinCtaBand />
      </div>
    </>
  );
}

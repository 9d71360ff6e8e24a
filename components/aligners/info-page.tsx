import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { Breadcrumbs } from './breadcrumbs';
import { CtaBand } from './cta-band';
import { Faq, type FaqItem } from './faq';
import { CheckIcon } from './illustrations';
import { BOOK_SCAN_HREF, type RelatedPage } from './links';
import { PageHero } from './page-hero';
import { RelatedLinks } from './related-links';
import { Section } from './section';
import { IconList } from './icon-list';
import styles from './info-page.module.css';

export interface InfoPageProps {
  locale: Locale;
  path: string;
  /** Key under the `aligners` namespace holding the page's copy. */
  namespace: string;
  /** Section keys in reading order; each has a title, paragraphs p1…pN and/or points.p1…pN. */
  sections: readonly string[];
  related: readonly RelatedPage[];
  art?: ReactNode;
  /** Values for placeholders in the copy, such as a contact email. */
  values?: Record<string, string>;
  /** Extra blocks between the sections and the FAQ. */
  children?: ReactNode;
}

const UP_TO_NINE = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** A content page of the aligner line built from its messages: hero, sections, FAQ, related links and CTA. */
export async function InfoPage({ locale, path, namespace, sections, related, art, values, children }: InfoPageProps) {
  const t = await getTranslations(`aligners.${namespace}`);
  const tc = await getTranslations('aligners.common');
  const numbered = (prefix: string) => UP_TO_NINE.map((n) => `${prefix}${n}`).filter((key) => t.has(key));
  const faq: FaqItem[] = numbered('faq.q').map((key) => ({ question: t(`${key}.q`), answer: t(`${key}.a`, values) }));

  return (
    <div>
      <Breadcrumbs locale={locale} path={path} label={t('eyebrow')} />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        art={art}
        actions={
          <Link href={BOOK_SCAN_HREF} className={buttonClass()}>
            {tc('bookScan')}
          </Link>
        }
      />
      {sections.map((section, i) => {
        const points = numbered(`sections.${section}.points.p`);
        return (
          <Section
            key={section}
            id={`section-${section}`}
            title={t(`sections.${section}.title`)}
            tone={i % 2 === 1 ? 'alt' : 'plain'}
            narrow
          >
            {numbered(`sections.${section}.p`).map((key) => (
              <p key={key} className={styles.paragraph}>
                {t(key, values)}
              </p>
            ))}
            {points.length > 0 ? (
              <IconList
                icon={<CheckIcon />}
                items={points.map((key) => ({ key, text: t(key, values) }))}
                className={styles.points}
              />
            ) : null}
          </Section>
        );
      })}
      {children}
      {faq.length > 0 ? <Faq title={tc('faqTitle')} items={faq} /> : null}
      <RelatedLinks pages={related} />
      <CtaBand />
    </div>
  );
}

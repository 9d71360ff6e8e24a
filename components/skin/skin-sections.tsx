import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CheckIcon } from '@/components/aligners/illustrations';
import { IconList } from '@/components/aligners/icon-list';
import { Section } from '@/components/aligners/section';
import styles from './skin-page.module.css';

const UP_TO_NINE = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Content sections written in a page's messages, in reading order: `{namespace}.sections.{key}` holds a title,
 * paragraphs p1…pN and/or points.p1…pN. Every other section gets the soft band, starting with `firstTone`.
 */
export async function SkinSections({
  namespace,
  sections,
  firstTone = 'plain',
  values,
  art,
}: {
  namespace: string;
  sections: readonly string[];
  firstTone?: 'plain' | 'alt';
  values?: Record<string, string>;
  /** A picture that shows what a section says, placed after its words. */
  art?: Readonly<Record<string, ReactNode>>;
}) {
  const t = await getTranslations(namespace);
  const numbered = (prefix: string) => UP_TO_NINE.map((n) => `${prefix}${n}`).filter((key) => t.has(key));
  const other = firstTone === 'plain' ? 'alt' : 'plain';
  return sections.map((section, i) => {
    const points = numbered(`sections.${section}.points.p`);
    return (
      <Section
        key={section}
        id={`section-${section}`}
        title={t(`sections.${section}.title`)}
        tone={i % 2 === 0 ? firstTone : other}
        narrow
      >
        {numbered(`sections.${section}.p`).map((key) => (
          <p key={key} className={styles.paragraph}>
            {t(key, values)}
          </p>
        ))}
        {points.length > 0 ? (
          <IconList icon={<CheckIcon />} items={points.map((key) => ({ key, text: t(key, values) }))} />
        ) : null}
        {art?.[section] ? <figure className={styles.figure}>{art[section]}</figure> : null}
      </Section>
    );
  });
}

/** The numbered questions of a page's messages (`{prefix}q1`…) as FAQ items. */
export function faqItems(
  t: { (key: string): string; has(key: string): boolean },
  prefix = 'faq.',
): Array<{ question: string; answer: string }> {
  return UP_TO_NINE.map((n) => `${prefix}q${n}`)
    .filter((key) => t.has(`${key}.q`))
    .map((key) => ({ question: t(`${key}.q`), answer: t(`${key}.a`) }));
}

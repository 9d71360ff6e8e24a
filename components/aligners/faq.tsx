import { faqPage } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { Section } from './section';
import styles from './faq.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosures (no script), plus FAQPage structured data. */
export function Faq({ title, items }: { title: string; items: readonly FaqItem[] }) {
  return (
    <Section id="faq-title" title={title} narrow>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqPage(items)} />
    </Section>
  );
}

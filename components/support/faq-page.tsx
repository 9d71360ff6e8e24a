import { getTranslations } from 'next-intl/server';
import { faqPage } from '@/lib/structured-data';
import { PageHero } from '@/components/aligners/page-hero';
import { IntlProvider } from '@/components/intl-provider';
import { Link } from '@/components/link';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { FAQ_GROUPS, faqAnchor } from './faq-data';
import { FaqSearch } from './faq-search';
import styles from './faq-page.module.css';

const LIST_ID = 'faq-list';

/**
 * /faqs: every question by line and topic, as native disclosures with anchors, searchable in the browser, with
 * FAQPage structured data. The list is static markup; the search box is the one island.
 */
export async function FaqPage() {
  const t = await getTranslations('faqs');
  const all = FAQ_GROUPS.flatMap((g) => g.topics.flatMap((topic) => topic.items)).map((item) => ({
    question: t(`items.${item.key}.q`),
    answer: t(`items.${item.key}.a`),
  }));

  return (
    <>
      <JsonLd data={faqPage(all)} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <IntlProvider namespaces={['faqSearch']}>
          <FaqSearch rootId={LIST_ID} />
        </IntlProvider>
      </PageHero>
      <div className={`container ${styles.layout}`}>
        <div id={LIST_ID} className={styles.list}>
          {FAQ_GROUPS.map((group) => (
            <section
              key={group.key}
              data-faq-group=""
              data-brand={group.brand}
              className={styles.group}
              aria-labelledby={`faq-group-${group.key}`}
            >
              <h2 id={`faq-group-${group.key}`} className={styles.groupTitle}>
                {t(`groups.${group.key}`)}
              </h2>
              {group.topics.map((topic) => (
                <section
                  key={topic.key}
                  id={topic.key}
                  data-faq-topic=""
                  className={styles.topic}
                  aria-labelledby={`faq-topic-${topic.key}`}
                >
                  <h3 id={`faq-topic-${topic.key}`} className={styles.topicTitle}>
                    {t(`topics.${topic.key}.title`)}
                  </h3>
                  {topic.items.map((item) => {
                    const anchor = faqAnchor(item.key);
                    return (
                      <details key={item.key} id={anchor} data-faq-item="" className={styles.item}>
                        <summary className={styles.question}>{t(`items.${item.key}.q`)}</summary>
                        <div className={styles.answer}>
                          <p>{t(`items.${item.key}.a`)}</p>
                          <p className={styles.answerLinks}>
                            {item.more ? <Link href={item.more.href}>{t(`more.${item.more.label}`)}</Link> : null}
                            <a href={`#${anchor}`} className={styles.permalink}>
                              {t('linkToQuestion')}
                            </a>
                          </p>
                        </div>
                      </details>
                    );
                  })}
                </section>
              ))}
            </section>
          ))}
        </div>
        <nav className={styles.topicNav} aria-labelledby="faq-topics">
          <h2 id="faq-topics" className={styles.topicNavTitle}>
            {t('topicsNav')}
          </h2>
          {FAQ_GROUPS.map((group) => (
            <div key={group.key}>
              <p className={styles.topicNavGroup}>{t(`groups.${group.key}`)}</p>
              <ul>
                {group.topics.map((topic) => (
                  <li key={topic.key}>
                    <a href={`#${topic.key}`}>{t(`topics.${topic.key}.title`)}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <section className="container" aria-labelledby="faq-still">
        <div className={styles.still}>
          <div>
            <h2 id="faq-still">{t('stillTitle')}</h2>
            <p>{t('stillBody')}</p>
          </div>
          <div className={styles.stillActions}>
            <Link href="/help-and-support" className={buttonClass()}>
              {t('stillHelp')}
            </Link>
            <Link href="/contact-us" className={buttonClass({ variant: 'secondary' })}>
              {t('stillContact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { SKIN_REVIEWS_PATH, skinCategoryPath } from '@/lib/skin-pages';
import { ratingSummary, reviewsByCategory } from '@/server/skin/showcase';
import { PageHero } from '@/components/aligners/page-hero';
import { Section } from '@/components/aligners/section';
import { Link } from '@/components/link';
import { reviewAddHref } from '@/lib/reviews';
import { RatingSummaryView } from './rating-summary';
import { ReviewList } from './review-list';
import { SkinBreadcrumbs } from './skin-breadcrumbs';
import { SkinCtaBand } from './skin-cta-band';
import styles from './reviews-page.module.css';

/** /skinnsi/skinnsi-reviews: the overall rating, then each treatment's rating summary and latest reviews. */
export async function ReviewsPage({ locale }: { locale: Locale }) {
  const [t, ts, tr, summary, categories] = await Promise.all([
    getTranslations('skinPages.reviews'),
    getTranslations('skin'),
    getTranslations('reviews'),
    ratingSummary(),
    reviewsByCategory(),
  ]);
  return (
    <>
      <div>
        <SkinBreadcrumbs locale={locale} trail={[{ name: t('eyebrow'), path: SKIN_REVIEWS_PATH }]} />
        <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
        <Section id="summary-title" title={t('summaryTitle')}>
          <RatingSummaryView summary={summary} />
        </Section>
        {summary.count > 0 ? (
          <>
            <nav className="container" aria-labelledby="jump-title">
              <h2 id="jump-title" className={styles.jumpTitle}>
                {t('jump')}
              </h2>
              <ul className={styles.jump}>
                {categories.map(({ category }) => (
                  <li key={category}>
                    <a href={`#reviews-${category}`} className={styles.chip}>
                      {ts(`categories.${category}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {categories.map(({ category, summary: own, latest }, i) => (
              <section
                key={category}
                id={`reviews-${category}`}
                className={i % 2 === 0 ? `${styles.category} ${styles.alt}` : styles.category}
                aria-labelledby={`reviews-${category}-title`}
                data-testid={`reviews-${category}`}
              >
                <div className="container">
                  <h2 id={`reviews-${category}-title`}>{ts(`categories.${category}`)}</h2>
                  {own.count > 0 ? (
                    <div className={styles.body}>
                      <RatingSummaryView summary={own} compact />
                      <ReviewList reviews={latest} limit={6} />
                    </div>
                  ) : (
                    <p className={styles.none}>{t('noneForCategory')}</p>
                  )}
                  <p className={styles.book}>
                    <Link href={skinCategoryPath(category)}>
                      {t('book', { category: ts(`categories.${category}`) })}
                    </Link>
                    {' · '}
                    <Link href={reviewAddHref({ kind: 'skin', category })}>
                      {tr('writeAbout', { name: ts(`categories.${category}`) })}
                    </Link>
                  </p>
                </div>
              </section>
            ))}
          </>
        ) : null}
        <SkinCtaBand />
      </div>
    </>
  );
}

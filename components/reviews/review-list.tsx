import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { localeInfo } from '@/i18n/locales';
import type { PublicReview } from '@/lib/api/review-contracts';
import { cityLabel } from '@/lib/cities';
import { reviewLanguage, reviewsForPage } from '@/lib/reviews';
import { Stars } from './stars';
import styles from './reviews.module.css';

/**
 * Customers' reviews in their own words and language (marked with its `lang`; `dir="auto"` lets an Arabic review
 * read right to left on an English page). Text is rendered by React, so it is always escaped, never markup. The
 * page's market's reviews come first, its language's first within them (lib/reviews.ts), at most `limit`; a review
 * in another language than the page's says which.
 */
export async function ReviewList({ reviews, limit }: { reviews: readonly PublicReview[]; limit: number }) {
  const t = await getTranslations('reviews');
  const format = await getFormatter();
  const locale = await getLocale();
  const { language, country } = localeInfo(locale);
  const languages = new Intl.DisplayNames(locale, { type: 'language' });
  const shown = reviewsForPage(reviews, { country, language }).slice(0, limit);
  return (
    <ul className={styles.list}>
      {shown.map((review) => (
        <li key={review.id} id={`review-${review.id}`} className={styles.review} data-testid="review">
          <article aria-label={t('reviewBy', { name: review.authorName })}>
            <p className={styles.rating}>
              <Stars rating={review.rating} size={16} />
              <span className="visually-hidden">{t('rated', { rating: review.rating })}</span>
              {review.verified ? <span className={styles.badge}>{t('verified')}</span> : null}
            </p>
            {reviewLanguage(review.locale) !== language ? (
              <p className={styles.language} data-testid="review-language">
                {t('writtenIn', { language: languages.of(reviewLanguage(review.locale)) ?? review.locale })}
              </p>
            ) : null}
            <p className={styles.body} lang={review.locale} dir="auto" data-testid="review-body">
              {review.body}
            </p>
            {review.photoUrl ? (
              <a href={review.photoUrl} className={styles.photoLink} target="_blank" rel="noopener">
                {/* eslint-disable-next-line @next/next/no-img-element -- our own API serves it; sized, lazy */}
                <img
                  src={review.photoUrl}
                  alt={t('photoAlt', { name: review.authorName })}
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className={styles.photo}
                />
              </a>
            ) : null}
            <p className={styles.caption}>
              <bdi>{review.authorName}</bdi>
              {review.city ? (
                <>
                  , <bdi>{cityLabel(review.city, language)}</bdi>
                </>
              ) : null}{' '}
              ·{' '}
              <time dateTime={review.createdAt}>
                {format.dateTime(new Date(review.createdAt), { dateStyle: 'medium' })}
              </time>
              {review.edited ? <> · {t('edited')}</> : null}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

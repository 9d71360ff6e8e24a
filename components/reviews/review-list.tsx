import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { localeInfo } from '@/i18n/locales';
import type { PublicReview } from '@/lib/api/review-contracts';
import { cityLabel } from '@/lib/cities';
import { Stars } from './stars';
import styles from './reviews.module.css';

/**
 * Customers' reviews in their own words and language (marked with its `lang`; `dir="auto"` lets an Arabic review
 * read right to left on an English page). Text is rendered by React, so it is always escaped, never markup.
 */
export async function ReviewList({ reviews }: { reviews: readonly PublicReview[] }) {
  const t = await getTranslations('reviews');
  const format = await getFormatter();
  const { language } = localeInfo(await getLocale());
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} id={`review-${review.id}`} className={styles.review} data-testid="review">
          <article aria-label={t('reviewBy', { name: review.authorName })}>
            <p className={styles.rating}>
              <Stars rating={review.rating} size={16} />
              <span className="visually-hidden">{t('rated', { rating: review.rating })}</span>
              {review.verified ? <span className={styles.badge}>{t('verified')}</span> : null}
            </p>
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

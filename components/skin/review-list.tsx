import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { localeInfo } from '@/i18n/locales';
import type { TreatmentReview } from '@/lib/api/skin-contracts';
import { cityLabel } from '@/lib/cities';
import { reviewLanguage, reviewsForPage } from '@/lib/reviews';
import { Stars } from './illustrations';
import { skinServiceName } from './names';
import styles from './review-list.module.css';

/**
 * Customers' reviews in their own words and language (marked with its `lang`), with rating, service and date: the
 * page's market's first, its language's first within them (lib/reviews.ts), at most `limit`; a review in another
 * language than the page's says which.
 */
export async function ReviewList({ reviews, limit }: { reviews: readonly TreatmentReview[]; limit: number }) {
  const t = await getTranslations('skinPages.reviews');
  const tr = await getTranslations('reviews');
  const ts = await getTranslations('skin');
  const format = await getFormatter();
  const locale = await getLocale();
  const { language, country } = localeInfo(locale);
  const languages = new Intl.DisplayNames(locale, { type: 'language' });
  const shown = reviewsForPage(reviews, { country, language }).slice(0, limit);
  return (
    <ul className={styles.list}>
      {shown.map((review) => (
        <li key={review.id} className={styles.review} data-testid="review">
          <figure className={styles.figure}>
            <p className={styles.rating}>
              <Stars rating={review.rating} size={16} />
              <span className="visually-hidden">{t('rated', { rating: review.rating })}</span>
              {review.service ? <span className={styles.service}>{skinServiceName(ts, review.service)}</span> : null}
            </p>
            {reviewLanguage(review.locale) !== language ? (
              <p className={styles.language} data-testid="review-language">
                {tr('writtenIn', { language: languages.of(reviewLanguage(review.locale)) ?? review.locale })}
              </p>
            ) : null}
            <blockquote className={styles.body} lang={review.locale} dir="auto">
              <p>{review.body}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <bdi translate="no">{review.authorName}</bdi>, <bdi>{cityLabel(review.city, language)}</bdi> ·{' '}
              <time dateTime={review.createdAt}>
                {format.dateTime(new Date(review.createdAt), { dateStyle: 'medium' })}
              </time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

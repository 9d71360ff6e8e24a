import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { localeInfo } from '@/i18n/locales';
import type { TreatmentReview } from '@/lib/api/skin-contracts';
import { cityLabel } from '@/lib/cities';
import { Stars } from './illustrations';
import { skinServiceName } from './names';
import styles from './review-list.module.css';

/** Customers' reviews in their own words and language (marked with its `lang`), with rating, service and date. */
export async function ReviewList({ reviews }: { reviews: readonly TreatmentReview[] }) {
  const t = await getTranslations('skinPages.reviews');
  const ts = await getTranslations('skin');
  const format = await getFormatter();
  const { language } = localeInfo(await getLocale());
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review} data-testid="review">
          <figure className={styles.figure}>
            <p className={styles.rating}>
              <Stars rating={review.rating} size={16} />
              <span className="visually-hidden">{t('rated', { rating: review.rating })}</span>
              {review.service ? <span className={styles.service}>{skinServiceName(ts, review.service)}</span> : null}
            </p>
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

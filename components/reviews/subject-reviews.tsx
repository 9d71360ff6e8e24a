import { getTranslations } from 'next-intl/server';
import { reviewAddHref, type ReviewSubject } from '@/lib/reviews';
import { pageReviews } from '@/server/reviews/read';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/link';
import { RatingSummaryView } from './rating-summary';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

/** Reviews read, so the page's market's and language's can come first (lib/reviews.ts), and reviews shown. */
const REVIEWS_READ = 24;
const REVIEWS_SHOWN = 6;

/**
 * A subject's reviews section (a product page, the aligner results page): the rating summary, the latest published
 * reviews and a way to write one. Read from the cache of the subject's tag, so static pages stay static and a review
 * shows once written. `hideWhenEmpty` leaves a marketing page as it was until the first review.
 */
export async function SubjectReviews({
  subject,
  title,
  hideWhenEmpty = false,
}: {
  subject: ReviewSubject;
  title?: string;
  hideWhenEmpty?: boolean;
}) {
  const [{ reviews, summary }, t] = await Promise.all([pageReviews(subject, REVIEWS_READ), getTranslations('reviews')]);
  if (hideWhenEmpty && summary.count === 0) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className={styles.section} data-testid="reviews">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="reviews-title">{title ?? t('title')}</h2>
          <Link
            href={reviewAddHref(subject)}
            className={buttonClass({ variant: 'secondary' })}
            data-testid="write-review"
          >
            {t('write')}
          </Link>
        </div>
        <RatingSummaryView summary={summary} />
        {reviews.length > 0 ? (
          <ReviewList reviews={reviews} limit={REVIEWS_SHOWN} />
        ) : (
          <p className={styles.muted}>{t('beFirst')}</p>
        )}
      </div>
    </section>
  );
}

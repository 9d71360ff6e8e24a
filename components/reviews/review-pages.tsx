import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { localizedHref } from '@/i18n/navigation';
import {
  defaultAuthorName,
  parseSubjectKey,
  reviewAddHref,
  reviewEditHref,
  reviewSubjectName,
  sameSubject,
  subjectKey,
  type ReviewSubject,
} from '@/lib/reviews';
import type { OwnReview, Reviewable } from '@/lib/api/review-contracts';
import { pageSession } from '@/server/page-session';
import { signInHref } from '@/lib/auth-rules';
import { myReviews } from '@/server/reviews/read';
import { paidOrderSubjects, reviewPagePaths } from '@/server/reviews/subjects';
import { IntlProvider } from '@/components/intl-provider';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/link';
import { Stars } from './stars';
import { ReviewForm, type ReviewChoice } from './review-form';
import styles from './reviews.module.css';
import { personalPage } from '@/server/personal-page';

const NAMESPACES = ['reviews', 'errors'] as const;

function Frame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <IntlProvider namespaces={NAMESPACES}>
      <div className={`container ${styles.page}`}>
        <h1>{title}</h1>
        <p className={styles.muted}>{lead}</p>
        {children}
      </div>
    </IntlProvider>
  );
}

/**
 * What a visitor sees of the review pages: a review is written by the customer about what their paid order bought,
 * so writing one needs sign-in; before that, how reviews work, a sign-in button that comes back here, and where to
 * read what customers wrote.
 */
async function ReviewsSignIn({ back }: { back: string }) {
  const t = await getTranslations('reviews');
  return (
    <Frame title={t('add.title')} lead={t('visitor.lead')}>
      <p className={styles.actions} data-testid="reviews-sign-in">
        <Link href={signInHref(back)} className={buttonClass()}>
          {t('visitor.signIn')}
        </Link>
        <Link href="/skinnsi/skinnsi-reviews" className={buttonClass({ variant: 'secondary' })}>
          {t('visitor.read')}
        </Link>
      </p>
    </Frame>
  );
}

/** The customer's reviews, each with a link to edit it and its moderation state. */
async function YourReviews({ reviews, labels }: { reviews: OwnReview[]; labels: Map<string, string> }) {
  const t = await getTranslations('reviews');
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="yours-title">
      <h2 id="yours-title">{t('add.yoursTitle')}</h2>
      <ul className={styles.choices}>
        {reviews.map((r) => (
          <li key={r.id} className={styles.choice} data-testid="own-review">
            <div>
              <p>
                <strong>
                  {labels.get(`${r.orderId} ${subjectKey(r.subject)}`) ?? t(`subjects.${r.subject.kind}`)}
                </strong>
              </p>
              <p className={styles.muted}>
                <Stars rating={r.rating} size={14} />{' '}
                <span className="visually-hidden">{t('rated', { rating: r.rating })}</span>
                {r.status === 'hidden' ? ` · ${t('add.hidden')}` : ''}
              </p>
            </div>
            <Link
              href={reviewEditHref(r.id)}
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              aria-label={t('add.editAria', {
                name: labels.get(`${r.orderId} ${subjectKey(r.subject)}`) ?? t(`subjects.${r.subject.kind}`),
              })}
            >
              {t('add.edit')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /review/add: the customer picks what a paid order of theirs bought (or comes with `?subject=`, from a product page)
 * and writes a review. A subject already reviewed opens its edit page; one never bought says so.
 */
export const AddReviewPage = personalPage(async function AddReviewPage({
  locale,
  subject: rawSubject,
  order,
}: {
  locale: Locale;
  subject: string | null;
  order: string | null;
}) {
  const back = rawSubject ? reviewAddHref(parseSubjectKey(rawSubject) ?? undefined) : reviewAddHref();
  const { session } = await pageSession();
  if (!session) return <ReviewsSignIn back={back} />;
  const { user } = session;
  const [t, format, mine, named] = await Promise.all([
    getTranslations('reviews'),
    getFormatter(),
    myReviews(user.id),
    subjectNamer(),
  ]);
  const wanted = parseSubjectKey(rawSubject);
  const matches = (r: { subject: Reviewable['subject']; orderId: string }) =>
    wanted !== null && sameSubject(r.subject, wanted) && (!order || r.orderId === order);
  if (wanted && !mine.reviewable.some(matches)) {
    const existing = mine.reviews.find(matches);
    if (existing) redirect(localizedHref(reviewEditHref(existing.id), locale));
  }
  const paths = await reviewPagePaths(mine.reviewable.map((r) => r.subject));
  const label = (r: Reviewable) =>
    t('add.choice', {
      name: named(r),
      order: r.orderNumber,
      date: format.dateTime(new Date(r.paidAt), { dateStyle: 'medium' }),
    });
  const choices: ReviewChoice[] = mine.reviewable.map((r) => ({
    subject: subjectKey(r.subject),
    orderId: r.orderId,
    label: label(r),
    returnPath: paths.get(subjectKey(r.subject)) ?? '/',
  }));
  const selected = mine.reviewable.find(matches) ?? mine.reviewable[0];
  const labels = new Map(mine.reviewable.map((r) => [`${r.orderId} ${subjectKey(r.subject)}`, named(r)]));
  return (
    <Frame title={t('add.title')} lead={t('add.lead')}>
      {wanted && !mine.reviewable.some(matches) ? (
        <p role="status" className={styles.none}>
          {t('add.notBought')}
        </p>
      ) : null}
      {selected ? (
        <ReviewForm
          mode="add"
          choices={choices}
          selected={subjectKey(selected.subject)}
          defaultName={defaultAuthorName(user.name)}
        />
      ) : (
        <section aria-labelledby="nothing-title">
          <h2 id="nothing-title">{t('add.nothingTitle')}</h2>
          <p>{t('add.nothingBody')}</p>
          <p>
            <Link href="/toothsi/products" className={buttonClass({ variant: 'secondary' })}>
              {t('add.shop')}
            </Link>
          </p>
        </section>
      )}
      <YourReviews reviews={mine.reviews} labels={labels} />
    </Frame>
  );
});

/** /review/edit?id=: the author edits their review; anyone else's (or no such review) is a 404. */
export const EditReviewPage = personalPage(async function EditReviewPage({
  id,
}: {
  locale: Locale;
  id: string | null;
}) {
  const { session } = await pageSession();
  if (!session)
    return <ReviewsSignIn back={id && /^\d{1,9}$/.test(id) ? reviewEditHref(Number(id)) : reviewAddHref()} />;
  const { user } = session;
  const reviewId = id && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const [t, mine] = await Promise.all([getTranslations('reviews'), myReviews(user.id)]);
  const review = reviewId === null ? undefined : mine.reviews.find((r) => r.id === reviewId);
  if (!review) notFound();
  const [paths, about] = await Promise.all([reviewPagePaths([review.subject]), reviewAbout(user.id, review)]);
  return (
    <Frame title={t('edit.title')} lead={review.status === 'hidden' ? t('edit.hiddenLead') : t('edit.lead')}>
      <ReviewForm
        mode="edit"
        review={review}
        about={about ?? t(`subjects.${review.subject.kind}`)}
        returnPath={paths.get(subjectKey(review.subject)) ?? '/'}
      />
    </Frame>
  );
});

/** What a review is about, in words, from what its order bought. */
async function reviewAbout(userId: string, review: OwnReview): Promise<string | null> {
  const [bought, named] = await Promise.all([paidOrderSubjects(userId, { orderId: review.orderId }), subjectNamer()]);
  const item = bought.find((b) => sameSubject(b.subject, review.subject));
  return item ? named(item) : null;
}

/** Names what an order bought in the page's words (lib/reviews.ts reviewSubjectName). */
async function subjectNamer(): Promise<(item: { subject: ReviewSubject; name: string }) => string> {
  const [t, ts, tc] = await Promise.all([
    getTranslations('reviews'),
    getTranslations('skin'),
    getTranslations('checkout'),
  ]);
  return (item) =>
    reviewSubjectName(item, {
      skinCategory: (category) => ts(`categories.${category}`),
      planName: (code) => (tc.has(`plans.${code}.name`) ? tc(`plans.${code}.name`) : null),
      aligners: t('subjects.aligners'),
    });
}

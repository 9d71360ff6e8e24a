'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { post } from '@/client/http';
import { isNativeWebview, postToNative } from '@/client/native-bridge';
import { asksForFeedback, rateUsTone, FEEDBACK_COMMENT_MAX } from '@/lib/feedback';
import type { RateUsContent } from '@/lib/api/feedback-contracts';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './rate-us.module.css';

type Step = { name: 'rate' } | { name: 'done'; store: boolean };

/**
 * The rate-us flow (spec §3): five faces, the content's good, average or bad message for the one chosen, a feedback
 * box for a low rating (stored), and for a high one the store badges, or, inside the app, the store's own rating
 * sheet asked for through the bridge.
 */
export function RateUsFlow({
  content,
  onLater,
  onClose,
  onAnswered,
}: {
  content: RateUsContent;
  onLater: () => void;
  onClose: () => void;
  onAnswered?: () => void;
}) {
  const t = useTranslations('rateUs');
  const locale = useLocale();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [step, setStep] = useState<Step>({ name: 'rate' });
  const inApp = isNativeWebview();
  const answer = useMutation({
    mutationFn: () =>
      post<{ tone: string; askStore: boolean }>('/api/v1/rate-us', {
        rating,
        comment: asksForFeedback(rating) ? comment : '',
        locale,
        source: inApp ? 'app' : 'web',
      }),
    onSuccess: ({ askStore }) => {
      onAnswered?.();
      if (askStore && inApp) postToNative({ type: 'REQUEST_STORE_RATING' });
      setStep({ name: 'done', store: askStore });
    },
  });

  if (step.name === 'done') {
    return (
      <div className={styles.flow} role="status" data-testid="rate-us-done">
        {step.store ? (
          <>
            <p className={styles.message}>{content.thanks}</p>
            {inApp ? (
              <p>{t('storeAsked')}</p>
            ) : (
              <>
                <p>{content.goodMessage}</p>
                <ul className={styles.badges} aria-label={content.rateOnStore}>
                  {content.storeBadges.map((badge) => (
                    <li key={badge.store}>
                      <a className={styles.badge} href={badge.url} rel="noopener noreferrer" target="_blank">
                        {t(`stores.${badge.store}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        ) : (
          <>
            {rateUsTone(rating) === 'bad' ? <p className={styles.message}>{content.sorry}</p> : null}
            <p className={styles.message}>{content.thanks}</p>
          </>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    );
  }

  const tone = rating ? rateUsTone(rating) : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating > 0) answer.mutate();
  }
  return (
    <form className={styles.flow} onSubmit={submit} data-testid="rate-us-flow">
      <fieldset className={styles.faces}>
        <legend className={styles.question}>{content.title}</legend>
        {[1, 2, 3, 4, 5].map((value) => {
          const emoji = content.emojis[value - 1];
          return (
            <span key={value} className={styles.face}>
              <input
                type="radio"
                id={`rate-us-${value}`}
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <label htmlFor={`rate-us-${value}`}>
                {emoji ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a 40 px face from the content
                  <img src={emoji.url} alt="" width={40} height={40} />
                ) : null}
                <span>{t(`ratingNames.${value as 1 | 2 | 3 | 4 | 5}`)}</span>
              </label>
            </span>
          );
        })}
      </fieldset>
      <p className={styles.message} aria-live="polite">
        {tone === 'good'
          ? content.goodMessage
          : tone === 'average'
            ? content.averageMessage
            : tone === 'bad'
              ? content.badMessage
              : ''}
      </p>
      {rating > 0 && asksForFeedback(rating) ? (
        <FieldShell label={t('feedbackLabel')} hint={t('feedbackHint')}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className={`${fieldStyles.control} ${styles.textarea}`}
              aria-describedby={describedBy}
              maxLength={FEEDBACK_COMMENT_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          )}
        </FieldShell>
      ) : null}
      <FormMessage tone="error">{answer.isError ? t('failed') : undefined}</FormMessage>
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={rating === 0 || answer.isPending}
          aria-busy={answer.isPending}
          data-testid="rate-us-submit"
        >
          {tone === 'good' ? content.rateOnStore : content.submit}
        </Button>
        <Button variant="ghost" onClick={onLater}>
          {content.later}
        </Button>
      </div>
    </form>
  );
}

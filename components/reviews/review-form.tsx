'use client';

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { request } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import type { ApiFieldError } from '@/client/api-errors';
import { localizedHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import {
  MAX_STARS,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_NAME_MAX,
  REVIEW_NAME_MIN,
  REVIEW_PHOTO_ACCEPT,
  REVIEW_PHOTO_MAX_BYTES,
} from '@/lib/reviews';
import type { OwnReview } from '@/lib/api/review-contracts';
import { useErrorText } from '@/components/account/use-error-text';
import { Button } from '@/components/ui/button';
import { FieldShell, SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './reviews.module.css';

/** A photo upload may take longer than the client's usual 30 s on a slow connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

export interface ReviewChoice {
  /** The subject's key (`product:101`). */
  subject: string;
  orderId: string;
  label: string;
  /** Where the review shows once published. */
  returnPath: string;
}

type Props =
  | { mode: 'add'; choices: ReviewChoice[]; selected: string; defaultName: string }
  | {
      mode: 'edit';
      review: Pick<OwnReview, 'id' | 'rating' | 'body' | 'authorName' | 'photoUrl'>;
      about: string;
      returnPath: string;
    };

/**
 * Writing or editing a review: stars, words, the name to show and an optional photo. Checked here first (so a slow
 * upload is not wasted), and again on the server, which also reads the photo's first bytes. Once published, the
 * customer is taken to the page showing it, loaded afresh.
 */
export function ReviewForm(props: Props) {
  const t = useTranslations('reviews');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const initial = props.mode === 'edit' ? props.review : null;
  const [rating, setRating] = useState<number>(initial?.rating ?? 0);
  const [body, setBody] = useState(initial?.body ?? '');
  const [subject, setSubject] = useState(props.mode === 'add' ? props.selected : '');
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (form: FormData) =>
      props.mode === 'add'
        ? request<{ review: OwnReview }>('POST', '/api/v1/reviews', form, { timeoutMs: UPLOAD_TIMEOUT_MS })
        : request<{ review: OwnReview }>('PUT', `/api/v1/reviews/${props.review.id}`, form, {
            timeoutMs: UPLOAD_TIMEOUT_MS,
          }),
  });
  const choice =
    props.mode === 'add' ? (props.choices.find((c) => c.subject === subject) ?? props.choices[0]) : undefined;
  const returnPath = props.mode === 'add' ? (choice?.returnPath ?? '/') : props.returnPath;
  const form = useApiForm<FormData, { review: OwnReview }>({
    send: save.mutateAsync,
    // A full load: the page is static and refreshed by the write; the client router's prefetched copy is the old one.
    onDone: ({ review }) => {
      const target = `${localizedHref(returnPath.split('#')[0] ?? '/', locale)}#review-${review.id}`;
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
      window.location.assign(target);
    },
  });

  // What each field asks for, said when the server refuses it without a reason of its own ("Enter your name", never
  // "Check this field").
  const fieldAdvice: Record<string, () => string> = {
    rating: () => t('errors.ratingMissing'),
    body: () => t('errors.bodyLength', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX }),
    authorName: () => t('errors.nameLength', { min: REVIEW_NAME_MIN, max: REVIEW_NAME_MAX }),
    subject: () => t('errors.subjectMissing'),
    orderId: () => t('errors.subjectMissing'),
    photo: () => t('errors.photoType'),
  };
  const message = (field: ApiFieldError | undefined, name?: string) => {
    if (!field) return undefined;
    if (field.code && t.has(`errors.${field.code}`)) return t(`errors.${field.code}`);
    const advice = name ? fieldAdvice[name] : undefined;
    if (advice && field.code === 'invalidField') return advice();
    return errorText(field);
  };
  const fieldText = (name: string) => local[name] ?? message(form.fields[name], name);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const photo = data.get('photo');
    const problems: Record<string, string> = {};
    if (rating < 1) problems.rating = t('errors.ratingMissing');
    const length = body.trim().length;
    if (length < REVIEW_BODY_MIN || length > REVIEW_BODY_MAX)
      problems.body = t('errors.bodyLength', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX });
    const name = String(data.get('authorName') ?? '').trim().length;
    if (name < REVIEW_NAME_MIN || name > REVIEW_NAME_MAX)
      problems.authorName = t('errors.nameLength', { min: REVIEW_NAME_MIN, max: REVIEW_NAME_MAX });
    if (photo instanceof File && photo.size > REVIEW_PHOTO_MAX_BYTES) problems.photo = t('errors.photoTooLarge');
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    if (photo instanceof File && photo.size === 0) data.delete('photo');
    // The contract's fields only: the radio group and the picker are the form's own.
    data.delete('stars');
    data.delete('subjectChoice');
    data.set('rating', String(rating));
    if (props.mode === 'add') {
      data.set('subject', choice?.subject ?? '');
      data.set('orderId', choice?.orderId ?? '');
      data.set('locale', locale);
    }
    form.submit(data)();
  }

  const formError = form.formError ? message(form.formError as ApiFieldError) : undefined;
  return (
    <form onSubmit={submit} noValidate data-testid="review-form">
      {props.mode === 'add' ? (
        props.choices.length > 1 ? (
          <SelectField
            label={t('form.subject')}
            name="subjectChoice"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={fieldText('subject') ?? fieldText('orderId')}
          >
            {props.choices.map((c) => (
              <option key={`${c.orderId} ${c.subject}`} value={c.subject}>
                {c.label}
              </option>
            ))}
          </SelectField>
        ) : (
          <p>
            <strong>{t('form.about')}</strong> {choice?.label}
          </p>
        )
      ) : (
        <p>
          <strong>{t('form.about')}</strong> {props.about}
        </p>
      )}
      <fieldset className={styles.stars} aria-describedby={fieldText('rating') ? 'rating-error' : undefined}>
        <legend>{t('form.rating')}</legend>
        {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((value) => (
          <span key={value} className={value <= rating ? `${styles.star} ${styles.lit}` : styles.star}>
            <input
              type="radio"
              id={`stars-${value}`}
              name="stars"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <label htmlFor={`stars-${value}`}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('form.stars', { count: value })}</span>
            </label>
          </span>
        ))}
        {rating > 0 ? (
          <span className={styles.muted}>{t(`form.ratingNames.${rating as 1 | 2 | 3 | 4 | 5}`)}</span>
        ) : null}
        {fieldText('rating') ? (
          <span id="rating-error" role="alert" className={fieldStyles.error}>
            {fieldText('rating')}
          </span>
        ) : null}
      </fieldset>
      <FieldShell
        label={t('form.body')}
        hint={t('form.bodyHint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX, count: body.trim().length })}
        error={fieldText('body')}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="body"
            className={`${fieldStyles.control} ${styles.textarea}`}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={REVIEW_BODY_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            required
          />
        )}
      </FieldShell>
      <TextField
        label={t('form.name')}
        hint={t('form.nameHint')}
        name="authorName"
        defaultValue={initial?.authorName ?? (props.mode === 'add' ? props.defaultName : '')}
        maxLength={REVIEW_NAME_MAX}
        autoComplete="nickname"
        error={fieldText('authorName')}
        required
      />
      {initial?.photoUrl ? (
        <div className={styles.current}>
          {/* eslint-disable-next-line @next/next/no-img-element -- our own API serves it */}
          <img
            src={initial.photoUrl}
            alt={t('form.currentPhoto')}
            width={80}
            height={80}
            className={styles.photo}
            style={{ inlineSize: 80, blockSize: 80 }}
          />
          <label>
            <input type="checkbox" name="removePhoto" value="true" /> {t('form.removePhoto')}
          </label>
        </div>
      ) : null}
      <TextField
        label={initial?.photoUrl ? t('form.replacePhoto') : t('form.photo')}
        hint={t('form.photoHint')}
        name="photo"
        type="file"
        accept={REVIEW_PHOTO_ACCEPT}
        error={fieldText('photo')}
      />
      <FormMessage tone="error">{formError}</FormMessage>
      <div className={styles.actions}>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="review-submit">
          {form.pending ? t('form.sending') : props.mode === 'add' ? t('form.publish') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}

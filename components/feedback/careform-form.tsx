'use client';

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { post } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { isNativeWebview } from '@/client/native-bridge';
import { CAREFORM_OUTCOMES, type CareformOutcome } from '@/lib/feedback';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { ChoiceGroup } from './choice-group';
import { CommentField } from './comment-field';
import { useFeedbackError } from './use-feedback-error';
import styles from './feedback.module.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The care form of a resolved support ticket: how we did (1–5), whether it was solved, a comment. Once per ticket. */
export function CareformForm({ ticketId, token }: { ticketId: string; token: string }) {
  const t = useTranslations('feedback');
  const errorText = useFeedbackError();
  const [rating, setRating] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<CareformOutcome | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<{ rating?: boolean; outcome?: boolean }>({});
  const answer = useMutation({
    mutationFn: (body: Record<string, unknown>) => post(`/api/v1/feedback/careform/${ticketId}`, body),
  });
  const form = useApiForm({ send: answer.mutateAsync });

  if (form.state.status === 'done') {
    return (
      <div className={styles.done} role="status" data-testid="feedback-done">
        <h2>{t('answered.title')}</h2>
        <p>{t('answered.body')}</p>
      </div>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing({ rating: rating === null, outcome: outcome === null });
    if (rating === null || outcome === null) return;
    form.submit({ token, rating, outcome, comment, source: isNativeWebview() ? 'app' : 'web' })();
  }
  return (
    <form onSubmit={submit} noValidate data-testid="careform-form">
      <ChoiceGroup
        legend={t('careform.ratingLegend')}
        name="rating"
        options={RATINGS.map((value) => ({ value, label: `${value} · ${t(`ratingNames.${value}`)}` }))}
        value={rating}
        onChange={setRating}
        error={missing.rating ? t('chooseRating') : errorText(form.fields.rating)}
      />
      <ChoiceGroup
        legend={t('careform.outcomeLegend')}
        name="outcome"
        options={CAREFORM_OUTCOMES.map((value) => ({ value, label: t(`careform.outcomes.${value}`) }))}
        value={outcome}
        onChange={setOutcome}
        error={missing.outcome ? t('chooseOne') : errorText(form.fields.outcome)}
      />
      <CommentField label={t('comment')} value={comment} onChange={setComment} error={errorText(form.fields.comment)} />
      <FormMessage tone="error">{errorText(form.formError ?? form.fields.token)}</FormMessage>
      <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="feedback-submit">
        {form.pending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { post } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { isNativeWebview } from '@/client/native-bridge';
import { NPS_REASONS, NPS_SCORES, npsBand, type NpsSurvey } from '@/lib/feedback';
import type { NpsAnswer } from '@/lib/api/feedback-contracts';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { ChoiceGroup } from './choice-group';
import { CommentField } from './comment-field';
import { useFeedbackError } from './use-feedback-error';
import styles from './feedback.module.css';

/**
 * An NPS survey from its SMS link: 0–10, then the follow-up question of the score's band (what disappointed,
 * what would make it a 10, what they liked), and a comment. Answered once: the page shows a thank-you after.
 */
export function NpsForm({ survey, token }: { survey: NpsSurvey; token: string }) {
  const t = useTranslations('feedback');
  const errorText = useFeedbackError();
  const [score, setScore] = useState<number | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const answer = useMutation({
    mutationFn: (body: Omit<NpsAnswer, 'source'> & { source: 'web' | 'app' }) => post('/api/v1/feedback/nps', body),
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

  const band = score === null ? null : npsBand(score);
  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(score === null);
    if (score === null) return;
    form.submit({
      survey,
      token,
      score,
      ...(reason ? { reason } : {}),
      comment,
      source: isNativeWebview() ? 'app' : 'web',
    })();
  }
  return (
    <form onSubmit={submit} noValidate data-testid="nps-form">
      <ChoiceGroup
        legend={t(`nps.${survey}.question`)}
        name="score"
        options={NPS_SCORES.map((value) => ({ value, label: value }))}
        value={score}
        onChange={(value) => {
          setScore(value);
          if (npsBand(value) !== band) setReason(null);
        }}
        error={missing ? t('nps.chooseScore') : errorText(form.fields.score)}
        after={
          <p className={styles.ends} aria-hidden="true">
            <span>{t('nps.notLikely')}</span>
            <span>{t('nps.veryLikely')}</span>
          </p>
        }
      />
      {band ? (
        <ChoiceGroup
          legend={t(`nps.questions.${band}`)}
          name="reason"
          options={NPS_REASONS[survey][band].map((value) => ({ value, label: t(`nps.reasons.${value}`) }))}
          value={reason}
          onChange={setReason}
          error={errorText(form.fields.reason)}
        />
      ) : null}
      <CommentField label={t('comment')} value={comment} onChange={setComment} error={errorText(form.fields.comment)} />
      <FormMessage tone="error">{errorText(form.formError ?? form.fields.token)}</FormMessage>
      <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="feedback-submit">
        {form.pending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}

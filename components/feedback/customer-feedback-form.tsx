'use client';

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { post } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { isNativeWebview } from '@/client/native-bridge';
import { useRouter } from '@/i18n/navigation';
import { CUSTOMER_FEEDBACK_THANK_YOU_PATH, CUSTOMER_FEEDBACK_TOPICS, type CustomerFeedbackTopic } from '@/lib/feedback';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { ChoiceGroup } from './choice-group';
import { CommentField } from './comment-field';
import { useFeedbackError } from './use-feedback-error';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** Customer feedback (from a link, or as the signed-in customer): 1–5, a topic, a comment; then the thank-you page. */
export function CustomerFeedbackForm({ token }: { token: string | null }) {
  const t = useTranslations('feedback');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useFeedbackError();
  const [rating, setRating] = useState<number | null>(null);
  const [topic, setTopic] = useState<CustomerFeedbackTopic | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<{ rating?: boolean; topic?: boolean }>({});
  const answer = useMutation({
    mutationFn: (body: Record<string, unknown>) => post('/api/v1/feedback/customer', body),
  });
  const form = useApiForm({ send: answer.mutateAsync, onDone: () => router.push(CUSTOMER_FEEDBACK_THANK_YOU_PATH) });

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing({ rating: rating === null, topic: topic === null });
    if (rating === null || topic === null) return;
    form.submit({
      ...(token ? { token } : {}),
      rating,
      topic,
      comment,
      locale,
      source: isNativeWebview() ? 'app' : 'web',
    })();
  }
  return (
    <form onSubmit={submit} noValidate data-testid="customer-feedback-form">
      <ChoiceGroup
        legend={t('customer.ratingLegend')}
        name="rating"
        options={RATINGS.map((value) => ({ value, label: `${value} · ${t(`ratingNames.${value}`)}` }))}
        value={rating}
        onChange={setRating}
        error={missing.rating ? t('chooseRating') : errorText(form.fields.rating)}
      />
      <ChoiceGroup
        legend={t('customer.topicLegend')}
        name="topic"
        options={CUSTOMER_FEEDBACK_TOPICS.map((value) => ({ value, label: t(`customer.topics.${value}`) }))}
        value={topic}
        onChange={setTopic}
        error={missing.topic ? t('chooseOne') : errorText(form.fields.topic)}
      />
      <CommentField label={t('comment')} value={comment} onChange={setComment} error={errorText(form.fields.comment)} />
      <FormMessage tone="error">{errorText(form.formError ?? form.fields.token)}</FormMessage>
      <Button type="submit" disabled={form.pending} aria-busy={form.pending} data-testid="feedback-submit">
        {form.pending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}

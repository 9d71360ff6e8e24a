'use client';

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Country } from '@/i18n/locales';
import { QUESTIONS, type Answers, type AssessmentKind, type Recommendation } from '@/lib/assessments';
import { post } from '@/client/http';
import { readApiError } from '@/client/api-errors';
import { useSession } from '@/client/session';
import { useApiForm } from '@/client/use-api-form';
import { Link } from '@/components/link';
import { Button, buttonClass } from '@/components/ui/button';
import { SignInFlow } from './sign-in-flow';
import { useErrorText } from './use-error-text';
import { FormMessage } from '@/components/ui/form-message';
import styles from './account.module.css';
import { BOOK_SCAN_PATH } from '@/lib/journey';

/**
 * A consultation questionnaire (aligners or laser hair reduction). Anyone gets a recommendation; a signed-in
 * customer's answers are saved to "My consultations", and a visitor can sign in right here to save them.
 */
export function Consultation({ kind, defaultCountry }: { kind: AssessmentKind; defaultCountry: Country }) {
  const t = useTranslations('assessment');
  const tr = useTranslations('account');
  const errorText = useErrorText();
  const session = useSession();
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<Recommendation | null>(null);
  const [missing, setMissing] = useState(false);
  const questions = QUESTIONS[kind];
  // My consultations is rendered per request from the database: nothing cached here to invalidate.
  const save = useMutation({
    mutationFn: (saved: Answers) => post('/api/v1/customer-assessment/save', { kind, answers: saved }),
  });
  const recommend = useMutation({
    mutationFn: (given: Answers) =>
      post<{ recommendation: Recommendation }>('/api/v1/customer-assessment/recommendation', { kind, answers: given }),
  });
  const form = useApiForm({
    send: (given: Answers) => recommend.mutateAsync(given),
    onDone: ({ recommendation }) => {
      setResult(recommendation);
      // A signed-in customer's answers are saved at once; a visitor can sign in below to save them.
      if (session.status === 'signedIn') save.mutate(answers);
    },
  });
  const error = form.error ?? (save.isError ? readApiError(save.error) : null);

  function toggle(id: string, option: string, multiple: boolean) {
    setAnswers((current) => {
      if (!multiple) return { ...current, [id]: option };
      const list = Array.isArray(current[id]) ? (current[id] as string[]) : [];
      return { ...current, [id]: list.includes(option) ? list.filter((o) => o !== option) : [...list, option] };
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const complete = questions.every((q) =>
      Array.isArray(answers[q.id]) ? (answers[q.id] as string[]).length > 0 : Boolean(answers[q.id]),
    );
    setMissing(!complete);
    if (complete) form.submit(answers)();
  }

  if (result) {
    return (
      <div className={styles.stack} aria-live="polite">
        <h2>{t('resultTitle')}</h2>
        <p className={styles.cta} data-testid="recommendation">
          <span>{tr(`recommendation.${result.code}`)}</span>
        </p>
        {save.isSuccess ? (
          <FormMessage tone="success">
            {t('saved')} <Link href="/my-account">{t('viewAll')}</Link>
          </FormMessage>
        ) : session.status !== 'signedIn' ? (
          <>
            <p>{t('signInToSave')}</p>
            <SignInFlow defaultCountry={defaultCountry} onSignedIn={() => save.mutate(answers)} />
          </>
        ) : null}
        {error ? <FormMessage tone="error">{errorText(error)}</FormMessage> : null}
        <div className={styles.row}>
          {kind === 'aligner' ? (
            <Link href={BOOK_SCAN_PATH} className={buttonClass()}>
              {t('bookScan')}
            </Link>
          ) : null}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setResult(null);
              save.reset();
              setAnswers({});
            }}
          >
            {t('startOver')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className={styles.stack}>
      {questions.map((q) => (
        <fieldset
          key={q.id}
          className={styles.item}
          aria-describedby={q.kind === 'multiple' ? `${q.id}-hint` : undefined}
        >
          <legend>
            <strong>{t(`${kind}.${q.id}.question`)}</strong>
          </legend>
          {q.kind === 'multiple' ? (
            <p id={`${q.id}-hint`} className={styles.muted}>
              {t(`${kind}.${q.id}.hint`)}
            </p>
          ) : null}
          {q.options.map((option) => {
            const checked =
              q.kind === 'multiple'
                ? ((answers[q.id] as string[] | undefined) ?? []).includes(option)
                : answers[q.id] === option;
            return (
              <label key={option} className={styles.row} style={{ minBlockSize: 44 }}>
                <input
                  type={q.kind === 'multiple' ? 'checkbox' : 'radio'}
                  name={q.id}
                  value={option}
                  checked={checked}
                  onChange={() => toggle(q.id, option, q.kind === 'multiple')}
                  style={{ inlineSize: 20, blockSize: 20 }}
                />
                {t(`${kind}.${q.id}.options.${option}`)}
              </label>
            );
          })}
        </fieldset>
      ))}
      {missing ? <FormMessage tone="error">{t('answerAll')}</FormMessage> : null}
      {error ? <FormMessage tone="error">{errorText(error)}</FormMessage> : null}
      <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
        {form.pending ? t('checking') : t('submit')}
      </Button>
    </form>
  );
}

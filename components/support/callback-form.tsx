'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { Country } from '@/i18n/locales';
import { CALLBACK_REASONS, type CallbackReason } from '@/lib/support-requests';
import type { CallbackRequestInput } from '@/lib/api/support-contracts';
import { CALLBACK_REQUESTS_PATH } from '@/lib/api/paths';
import { isolateLtr } from '@/lib/contact-links';
import { post } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { useFormattedPhone } from '@/client/use-formatted-phone';
import { useErrorText } from '@/components/account/use-error-text';
import { useRequestDevice } from '@/components/shell/shell-provider';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { TextAreaField } from './text-area-field';
import styles from './support.module.css';

type Draft = { phone: string; name: string; reason: CallbackReason; note: string };
type Props = { country: Country; hours: { start: string; end: string } };

const callbackSchema = () => import('@/lib/api/support-contracts').then((m) => m.callbackRequestSchema);

/**
 * "Call me back" with one of the reasons of spec §9, stored by POST /api/v1/support/callback-requests. A second
 * request for the same number within 30 minutes joins the first, and the confirmation says so. Each request is a
 * fresh form (its own submit state); the number and name carry over to the next.
 */
export function CallbackForm(props: Props) {
  const [round, setRound] = useState(0);
  const [who, setWho] = useState({ phone: '', name: '' });
  const again = (next: { phone: string; name: string }) => {
    setWho(next);
    setRound(round + 1);
  };
  return <CallbackRequest key={round} {...props} who={who} onAgain={again} />;
}

/** The request is in: when we will call, on the number as its country writes it. */
function Requested({
  merged,
  phone,
  country,
  hours,
  onAgain,
}: {
  merged: boolean;
  phone: string;
  country: Country;
  hours: Props['hours'];
  onAgain: () => void;
}) {
  const t = useTranslations('contact.callback');
  const shown = useFormattedPhone(phone, country);
  return (
    <div className={styles.done} role="status">
      <h3>{merged ? t('mergedTitle') : t('doneTitle')}</h3>
      <p>{merged ? t('merged') : t('done', { phone: isolateLtr(shown), start: hours.start, end: hours.end })}</p>
      <div>
        <Button variant="secondary" onClick={onAgain}>
          {t('again')}
        </Button>
      </div>
    </div>
  );
}

function CallbackRequest({
  country,
  hours,
  who,
  onAgain,
}: Props & { who: { phone: string; name: string }; onAgain: (who: { phone: string; name: string }) => void }) {
  const t = useTranslations('contact.callback');
  const locale = useLocale();
  const errorText = useErrorText();
  const device = useRequestDevice();
  const [draft, setDraft] = useState<Draft>({ ...who, reason: 'smilePlan', note: '' });
  const request = useMutation({
    mutationFn: (input: CallbackRequestInput) => post<{ merged: boolean }>(CALLBACK_REQUESTS_PATH, input),
  });
  const form = useApiForm({ schema: callbackSchema, send: request.mutateAsync });

  if (form.state.status === 'done') {
    return (
      <Requested
        merged={form.state.result.merged}
        phone={draft.phone}
        country={country}
        hours={hours}
        onAgain={() => onAgain({ phone: draft.phone, name: draft.name })}
      />
    );
  }

  const set = (name: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: e.target.value });
  // The schema only says a number is missing or too short; say it the way the server does.
  const phone = form.fields.phone;
  const phoneError = phone
    ? errorText(phone.code === 'invalidField' ? { ...phone, code: 'phoneInvalid' } : phone)
    : undefined;
  const formError =
    form.formError && 'code' in form.formError && form.formError.code === 'RATE_LIMITED'
      ? t('limited')
      : errorText(form.formError);

  return (
    <form
      onSubmit={form.submit({ ...draft, country, locale, device })}
      noValidate
      className={styles.form}
      aria-label={t('submit')}
    >
      <TextField
        label={t('phone')}
        hint={t('phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone}
        onChange={set('phone')}
        error={phoneError}
        className={styles.ltr}
        required
      />
      <TextField
        label={t('name')}
        value={draft.name}
        onChange={set('name')}
        autoComplete="name"
        maxLength={80}
        error={errorText(form.fields.name)}
      />
      <SelectField
        label={t('reason')}
        value={draft.reason}
        onChange={set('reason')}
        error={errorText(form.fields.reason)}
      >
        {CALLBACK_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('note')}
        value={draft.note}
        onChange={set('note')}
        maxLength={500}
        error={errorText(form.fields.note)}
      />
      <FormMessage tone="error">{formError}</FormMessage>
      <div>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
          {form.pending ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

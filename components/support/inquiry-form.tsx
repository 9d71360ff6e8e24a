'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { Country } from '@/i18n/locales';
import { INQUIRY_TOPICS, type InquiryTopic } from '@/lib/support-requests';
import type { InquiryInput } from '@/lib/api/support-contracts';
import { INQUIRIES_PATH } from '@/lib/api/paths';
import { isolateLtr } from '@/lib/contact-links';
import { post } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { useErrorText } from '@/components/account/use-error-text';
import { useRequestDevice } from '@/components/shell/shell-provider';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { TextAreaField } from './text-area-field';
import styles from './support.module.css';

type Draft = { topic: InquiryTopic; name: string; email: string; phone: string; message: string };
const EMPTY: Draft = { topic: 'ALIGNER', name: '', email: '', phone: '', message: '' };
/** Fields whose schema refusal has a sentence of its own (`contact.inquiry.invalid.*`). */
const OWN_MESSAGES: ReadonlySet<string> = new Set(['name', 'email', 'message', 'topic']);

const inquirySchema = () => import('@/lib/api/support-contracts').then((m) => m.inquirySchema);

/** The contact-us message form (topics of spec §3), stored by POST /api/v1/support/inquiries. */
export function InquiryForm({ country }: { country: Country }) {
  const [round, setRound] = useState(0);
  return <Inquiry key={round} country={country} onAgain={() => setRound(round + 1)} />;
}

function Inquiry({ country, onAgain }: { country: Country; onAgain: () => void }) {
  const t = useTranslations('contact.inquiry');
  const locale = useLocale();
  const errorText = useErrorText();
  const device = useRequestDevice();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const send = useMutation({ mutationFn: (input: InquiryInput) => post(INQUIRIES_PATH, input) });
  const form = useApiForm({ schema: inquirySchema, send: send.mutateAsync });

  if (form.state.status === 'done') {
    return (
      <div className={styles.done} role="status">
        <h3>{t('doneTitle')}</h3>
        <p>{t('done', { name: draft.name.trim(), email: isolateLtr(draft.email.trim()) })}</p>
        <div>
          <Button variant="secondary" onClick={onAgain}>
            {t('again')}
          </Button>
        </div>
      </div>
    );
  }

  const fieldText = (name: keyof Draft) => {
    const field = form.fields[name];
    if (!field) return undefined;
    if (name === 'phone' && field.code === 'invalidField') return errorText({ ...field, code: 'phoneInvalid' });
    return OWN_MESSAGES.has(name) && field.code === 'invalidField'
      ? t(`invalid.${name as 'name' | 'email' | 'message' | 'topic'}`)
      : errorText(field);
  };
  const set = (name: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: e.target.value });

  return (
    <form
      onSubmit={form.submit({ ...draft, country, locale, device })}
      noValidate
      className={styles.form}
      aria-label={t('submit')}
    >
      <SelectField label={t('topic')} value={draft.topic} onChange={set('topic')} error={fieldText('topic')}>
        {INQUIRY_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`topics.${topic}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('name')}
        value={draft.name}
        onChange={set('name')}
        autoComplete="name"
        maxLength={80}
        error={fieldText('name')}
        required
      />
      <TextField
        label={t('email')}
        type="email"
        value={draft.email}
        onChange={set('email')}
        autoComplete="email"
        error={fieldText('email')}
        className={styles.ltr}
        required
      />
      <TextField
        label={t('phone')}
        type="tel"
        inputMode="tel"
        value={draft.phone}
        onChange={set('phone')}
        autoComplete="tel"
        error={fieldText('phone')}
        className={styles.ltr}
      />
      <TextAreaField
        label={t('message')}
        value={draft.message}
        onChange={set('message')}
        maxLength={2000}
        error={fieldText('message')}
        required
      />
      <FormMessage tone="error">{errorText(form.formError)}</FormMessage>
      <div>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
          {form.pending ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

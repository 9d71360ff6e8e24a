'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { LAUNCH_INTERESTS, type LaunchInterest } from '@/lib/support-requests';
import type { LaunchAlertInput } from '@/lib/api/support-contracts';
import { LAUNCH_ALERTS_PATH } from '@/lib/api/paths';
import { isolateLtr } from '@/lib/contact-links';
import { post } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { useErrorText } from '@/components/account/use-error-text';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './coming-soon.module.css';

type Draft = { email: string; country: string; city: string; interests: LaunchInterest[] };

const launchAlertSchema = () => import('@/lib/api/support-contracts').then((m) => m.launchAlertSchema);

/** "Tell me when it opens" on /ae/comming-soon, stored by POST /api/v1/launch-alerts (one per email and country). */
export function NotifyForm({
  countries,
  defaultCountry,
}: {
  countries: ReadonlyArray<{ code: string; name: string }>;
  defaultCountry: string;
}) {
  const t = useTranslations('comingSoon');
  const locale = useLocale();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<Draft>({ email: '', country: defaultCountry, city: '', interests: ['aligners'] });
  const subscribe = useMutation({
    mutationFn: (input: LaunchAlertInput) => post<{ alreadySubscribed: boolean }>(LAUNCH_ALERTS_PATH, input),
  });
  const form = useApiForm({ schema: launchAlertSchema, send: subscribe.mutateAsync });

  if (form.state.status === 'done') {
    return (
      <div className={styles.done} role="status">
        <h3>{t('doneTitle')}</h3>
        <p>
          {form.state.result.alreadySubscribed ? t('already') : t('done', { email: isolateLtr(draft.email.trim()) })}
        </p>
      </div>
    );
  }

  const fields = form.fields;
  const toggle = (interest: LaunchInterest, on: boolean) =>
    setDraft({
      ...draft,
      interests: on ? [...draft.interests, interest] : draft.interests.filter((i) => i !== interest),
    });

  const interestsError = fields.interests ? t('invalid.interests') : undefined;
  return (
    <form onSubmit={form.submit({ ...draft, locale })} noValidate className={styles.form} aria-label={t('formTitle')}>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(e) => setDraft({ ...draft, email: e.target.value })}
        error={fields.email ? t('invalid.email') : undefined}
        className={styles.ltr}
        required
      />
      <SelectField
        label={t('country')}
        value={draft.country}
        onChange={(e) => setDraft({ ...draft, country: e.target.value })}
        error={errorText(fields.country)}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('city')}
        value={draft.city}
        onChange={(e) => setDraft({ ...draft, city: e.target.value })}
        autoComplete="address-level2"
        maxLength={60}
        error={errorText(fields.city)}
      />
      <fieldset className={styles.interests} aria-describedby={interestsError ? 'interests-error' : undefined}>
        <legend className={fieldStyles.label}>{t('interests')}</legend>
        {LAUNCH_INTERESTS.map((interest) => (
          <label key={interest} className={styles.check}>
            <input
              type="checkbox"
              checked={draft.interests.includes(interest)}
              onChange={(e) => toggle(interest, e.target.checked)}
            />
            {t(`interest.${interest}`)}
          </label>
        ))}
        {interestsError ? (
          <span id="interests-error" className={fieldStyles.error} role="alert">
            {interestsError}
          </span>
        ) : null}
      </fieldset>
      <FormMessage tone="error">{errorText(form.formError)}</FormMessage>
      <div>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
          {form.pending ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

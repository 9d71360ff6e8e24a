'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useLocale } from '../../i18n/navigation';
import type { Country } from '../../i18n/locales';
import { CV_ACCEPT, CV_MAX_BYTES } from '../../lib/cv';
import { readApiError, fieldErrors, type ApiError } from '../../client/api-errors';
import { useErrorText } from '../account/use-error-text';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import { FormMessage } from '../ui/form-message';
import styles from '../account/account.module.css';

/** A job application with a CV upload; the size and type are checked here first, and again on the server. */
export function CareerForm({ roles, country }: { roles: Array<{ id: string; title: string }>; country: Country }) {
  const t = useTranslations('careers');
  const locale = useLocale();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <div className={styles.stack} role="status">
        <h2>{t('thanksTitle')}</h2>
        <p>{t('thanksBody')}</p>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const cv = form.get('cv');
    setError(null);
    setCvError(null);
    if (!(cv instanceof File) || cv.size === 0) return setCvError(t('invalid.cvMissing'));
    if (cv.size > CV_MAX_BYTES) return setCvError(t('invalid.cvTooLarge'));
    form.set('country', country);
    form.set('locale', locale);
    setBusy(true);
    try {
      const response = await fetch('/api/v1/careers/apply', { method: 'POST', body: form, signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw await response.json().catch(() => null);
      setDone(true);
    } catch (body) {
      setError(readApiError(body));
    } finally {
      setBusy(false);
    }
  }

  const fields = error ? fieldErrors(error) : {};
  const fieldText = (name: string) => {
    const field = fields[name];
    if (!field) return undefined;
    return name === 'cv' && field.code ? t(`invalid.${field.code}`) : t(`invalid.${name}`);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.stack} id="apply">
      <h2>{t('formTitle')}</h2>
      <SelectField label={t('role')} name="roleId" defaultValue={roles[0]?.id} error={fieldText('roleId')}>
        {roles.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title}
          </option>
        ))}
      </SelectField>
      <TextField label={t('name')} name="name" autoComplete="name" error={fieldText('name')} required />
      <TextField label={t('email')} name="email" type="email" autoComplete="email" error={fieldText('email')} required />
      <TextField label={t('phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel" className={styles.ltr} error={fieldText('phone')} required />
      <TextField label={t('coverNote')} name="coverNote" maxLength={2000} error={fieldText('coverNote')} />
      <TextField label={t('cv')} name="cv" type="file" accept={CV_ACCEPT} hint={t('cvHint')} error={cvError ?? fieldText('cv')} required />
      <FormMessage tone="error">{error && Object.keys(fields).length === 0 ? errorText(error) : undefined}</FormMessage>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}

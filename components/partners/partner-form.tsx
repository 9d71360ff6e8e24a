'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useLocale } from '../../i18n/navigation';
import type { Country } from '../../i18n/locales';
import { PRACTICE_TYPES } from '../../lib/form-options';
import { post } from '../../client/http';
import { fieldErrors, readApiError, type ApiError } from '../../client/api-errors';
import { useErrorText } from '../account/use-error-text';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import { FormMessage } from '../ui/form-message';
import styles from '../account/account.module.css';

type Draft = { doctorName: string; clinicName: string; practiceType: string; registrationNumber: string; phone: string; email: string; city: string; message: string };
const EMPTY: Draft = { doctorName: '', clinicName: '', practiceType: 'dentist', registrationNumber: '', phone: '', email: '', city: '', message: '' };

/** The partner-clinic application: stored in the database, confirmed on the spot. */
export function PartnerForm({ country }: { country: Country }) {
  const t = useTranslations('partners');
  const locale = useLocale();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <div className={styles.stack} role="status">
        <h2>{t('thanksTitle')}</h2>
        <p>{t('thanksBody')}</p>
      </div>
    );
  }

  const fields = error ? fieldErrors(error) : {};
  const fieldText = (name: keyof Draft) => (fields[name] ? t(`invalid.${name}`) : undefined);
  const set = (name: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await post('/api/v1/doctor-partners', { ...draft, country, locale });
      setDone(true);
    } catch (body) {
      setError(readApiError(body));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={styles.stack}>
      <h2>{t('formTitle')}</h2>
      <TextField label={t('doctorName')} value={draft.doctorName} onChange={set('doctorName')} autoComplete="name" error={fieldText('doctorName')} required />
      <TextField label={t('clinicName')} value={draft.clinicName} onChange={set('clinicName')} autoComplete="organization" error={fieldText('clinicName')} required />
      <SelectField label={t('practiceType')} value={draft.practiceType} onChange={set('practiceType')} error={fieldText('practiceType')}>
        {PRACTICE_TYPES.map((p) => (
          <option key={p} value={p}>
            {t(`practiceTypes.${p}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('registrationNumber')} value={draft.registrationNumber} onChange={set('registrationNumber')} error={fieldText('registrationNumber')} className={styles.ltr} required />
      <TextField label={t('phone')} type="tel" inputMode="tel" value={draft.phone} onChange={set('phone')} autoComplete="tel" error={fieldText('phone')} className={styles.ltr} required />
      <TextField label={t('email')} type="email" value={draft.email} onChange={set('email')} autoComplete="email" error={fieldText('email')} required />
      <TextField label={t('city')} value={draft.city} onChange={set('city')} autoComplete="address-level2" error={fieldText('city')} required />
      <TextField label={t('message')} value={draft.message} onChange={set('message')} maxLength={1000} error={fieldText('message')} />
      <FormMessage tone="error">{error && Object.keys(fields).length === 0 ? errorText(error) : undefined}</FormMessage>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}

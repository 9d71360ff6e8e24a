'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { SmileTrackerSettings } from '../../lib/api/account-contracts';
import { get, request } from '../../client/http';
import { fieldErrors, readApiError, type ApiError } from '../../client/api-errors';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { Skeleton } from '../ui/skeleton';
import { RequireSignIn } from './require-sign-in';
import { useErrorText } from './use-error-text';
import { FormMessage } from '../ui/form-message';
import styles from './account.module.css';

/** Smile tracker settings: daily wear target, reminder times, current aligner and days per aligner. */
export function SmileTrackerForm() {
  return <RequireSignIn>{() => <TrackerFields />}</RequireSignIn>;
}

function TrackerFields() {
  const t = useTranslations('smileTracker');
  const errorText = useErrorText();
  const [settings, setSettings] = useState<SmileTrackerSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    get<{ settings: SmileTrackerSettings }>('/api/v1/user/smile-tracker-settings')
      .then((r) => setSettings(r.settings))
      .catch((body: unknown) => setError(readApiError(body)));
  }, []);

  if (!settings) return error ? <p role="alert">{errorText(error)}</p> : <Skeleton height="14rem" label={t('title')} />;

  const update = (patch: Partial<SmileTrackerSettings>) => {
    setSaved(false);
    setSettings({ ...settings, ...patch });
  };
  const fields = error ? fieldErrors(error) : {};
  const fieldText = (name: string) => (fields[name] ? t(`invalid.${name}`) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    setBusy(true);
    setError(null);
    try {
      const response = await request<{ settings: SmileTrackerSettings }>('PUT', '/api/v1/user/smile-tracker-settings', settings, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
      setSettings(response.settings);
      setSaved(true);
    } catch (body) {
      setError(readApiError(body));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={styles.stack}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <TextField label={t('dailyWearHours')} type="number" inputMode="numeric" min={1} max={24} value={settings.dailyWearHours} onChange={(e) => update({ dailyWearHours: Number(e.target.value) })} error={fieldText('dailyWearHours')} hint={t('dailyWearHint')} />
      <fieldset className={styles.stack} style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend>{t('reminders')}</legend>
        <div className={styles.times}>
          {settings.reminderTimes.map((time, index) => (
            <div key={index} className={styles.row}>
              <TextField label={t('reminder', { number: index + 1 })} type="time" value={time} onChange={(e) => update({ reminderTimes: settings.reminderTimes.map((v, i) => (i === index ? e.target.value : v)) })} />
              <button type="button" className={styles.linkButton} onClick={() => update({ reminderTimes: settings.reminderTimes.filter((_, i) => i !== index) })}>
                {t('remove')}
              </button>
            </div>
          ))}
        </div>
        <FormMessage tone="error">{fieldText('reminderTimes')}</FormMessage>
        {settings.reminderTimes.length < 6 ? (
          <button type="button" className={styles.linkButton} onClick={() => update({ reminderTimes: [...settings.reminderTimes, '12:00'] })}>
            {t('addReminder')}
          </button>
        ) : null}
      </fieldset>
      <TextField label={t('currentAligner')} type="number" inputMode="numeric" min={1} max={100} value={settings.currentAligner} onChange={(e) => update({ currentAligner: Number(e.target.value) })} error={fieldText('currentAligner')} />
      <TextField label={t('daysPerAligner')} type="number" inputMode="numeric" min={5} max={30} value={settings.daysPerAligner} onChange={(e) => update({ daysPerAligner: Number(e.target.value) })} error={fieldText('daysPerAligner')} />
      {saved ? (
        <FormMessage tone="success">{t('saved')}</FormMessage>
      ) : null}
      {error && Object.keys(fields).length === 0 ? (
        <FormMessage tone="error">{errorText(error)}</FormMessage>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {t('save')}
      </Button>
    </form>
  );
}

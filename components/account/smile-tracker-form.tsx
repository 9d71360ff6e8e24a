'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { AccountUser, SmileTrackerSettings } from '@/lib/api/account-contracts';
import { get, request } from '@/client/http';
import { queryKeys } from '@/client/query-keys';
import { useApiForm } from '@/client/use-api-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { StaysSignedIn } from './require-sign-in';
import { useErrorText } from './use-error-text';
import { FormMessage } from '@/components/ui/form-message';
import styles from './account.module.css';

const SETTINGS_PATH = '/api/v1/user/smile-tracker-settings';
const trackerSchema = () => import('@/lib/api/account-contracts').then((m) => m.smileTrackerSchema);

/**
 * Smile tracker settings: daily wear target, reminder times, current aligner and days per aligner. The page reads
 * them per request (components/page-data.tsx).
 */
export function SmileTrackerForm({ user }: { user: AccountUser }) {
  const t = useTranslations('smileTracker');
  const settings = useQuery({
    queryKey: queryKeys.smileTracker,
    queryFn: () => get<{ settings: SmileTrackerSettings }>(SETTINGS_PATH).then((answer) => answer.settings),
  });
  return (
    <>
      <StaysSignedIn user={user} />
      {settings.data ? (
        <TrackerFields saved={settings.data} />
      ) : settings.isError ? (
        <div className={styles.stack}>
          <h1>{t('title')}</h1>
          <QueryError onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        </div>
      ) : (
        <Skeleton height="14rem" label={t('title')} />
      )}
    </>
  );
}

function TrackerFields({ saved }: { saved: SmileTrackerSettings }) {
  const t = useTranslations('smileTracker');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [settings, setSettings] = useState(saved);
  const [edited, setEdited] = useState(false);
  const save = useMutation({
    mutationFn: (body: SmileTrackerSettings) =>
      request<{ settings: SmileTrackerSettings }>('PUT', SETTINGS_PATH, body, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: (answer) => client.setQueryData(queryKeys.smileTracker, answer.settings),
  });
  const form = useApiForm({
    schema: trackerSchema,
    send: save.mutateAsync,
    // The server keeps reminders once each and in order: show them as saved.
    onDone: (answer) => {
      setSettings(answer.settings);
      setEdited(false);
    },
  });

  const update = (patch: Partial<SmileTrackerSettings>) => {
    setEdited(true);
    setSettings({ ...settings, ...patch });
  };
  const fieldText = (name: string) => (form.fields[name] ? t(`invalid.${name}`) : undefined);

  return (
    <form onSubmit={form.submit(settings)} noValidate className={styles.stack}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <TextField
        label={t('dailyWearHours')}
        type="number"
        inputMode="numeric"
        min={1}
        max={24}
        value={settings.dailyWearHours}
        onChange={(e) => update({ dailyWearHours: Number(e.target.value) })}
        error={fieldText('dailyWearHours')}
        hint={t('dailyWearHint')}
      />
      <fieldset className={styles.stack} style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend>{t('reminders')}</legend>
        <div className={styles.times}>
          {settings.reminderTimes.map((time, index) => (
            <div key={index} className={styles.row}>
              <TextField
                label={t('reminder', { number: index + 1 })}
                type="time"
                value={time}
                onChange={(e) =>
                  update({ reminderTimes: settings.reminderTimes.map((v, i) => (i === index ? e.target.value : v)) })
                }
              />
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => update({ reminderTimes: settings.reminderTimes.filter((_, i) => i !== index) })}
              >
                {t('remove')}
              </button>
            </div>
          ))}
        </div>
        <FormMessage tone="error">{fieldText('reminderTimes')}</FormMessage>
        {settings.reminderTimes.length < 6 ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => update({ reminderTimes: [...settings.reminderTimes, '12:00'] })}
          >
            {t('addReminder')}
          </button>
        ) : null}
      </fieldset>
      <TextField
        label={t('currentAligner')}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={settings.currentAligner}
        onChange={(e) => update({ currentAligner: Number(e.target.value) })}
        error={fieldText('currentAligner')}
      />
      <TextField
        label={t('daysPerAligner')}
        type="number"
        inputMode="numeric"
        min={5}
        max={30}
        value={settings.daysPerAligner}
        onChange={(e) => update({ daysPerAligner: Number(e.target.value) })}
        error={fieldText('daysPerAligner')}
      />
      {form.state.status === 'done' && !edited && !form.pending ? (
        <FormMessage tone="success">{t('saved')}</FormMessage>
      ) : null}
      <FormMessage tone="error">{errorText(form.formError)}</FormMessage>
      <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
        {t('save')}
      </Button>
    </form>
  );
}

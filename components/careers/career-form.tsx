'use client';

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { Country } from '@/i18n/locales';
import { CV_ACCEPT, CV_MAX_BYTES } from '@/lib/cv';
import { request } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { useErrorText } from '@/components/account/use-error-text';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import styles from '@/components/account/account.module.css';

/** A CV upload may take longer than the client's usual 30 s on a slow connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The API's schema of the text fields, with the CV file alongside (its size and type are checked by hand and on the server). */
const applicationSchema = () =>
  import('@/lib/api/careers-contracts').then(async (m) =>
    m.careerApplicationFields.extend({ cv: (await import('zod')).z.instanceof(Blob) }),
  );

/** The multipart body of the endpoint: the checked fields and the `cv` file. */
function multipart(application: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(application))
    body.set(name, value instanceof Blob ? value : String(value));
  return body;
}

/** A job application with a CV upload; the size and type are checked here first, and again on the server. */
export function CareerForm({ roles, country }: { roles: Array<{ id: string; title: string }>; country: Country }) {
  const t = useTranslations('careers');
  const locale = useLocale();
  const errorText = useErrorText();
  const [cvError, setCvError] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: (application: Record<string, unknown>) =>
      request('POST', '/api/v1/careers/apply', multipart(application), { timeoutMs: UPLOAD_TIMEOUT_MS }),
  });
  const form = useApiForm({ schema: applicationSchema, send: apply.mutateAsync });

  if (form.state.status === 'done') {
    return (
      <div className={styles.stack} role="status">
        <h2>{t('thanksTitle')}</h2>
        <p>{t('thanksBody')}</p>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const cv = values.cv;
    const problem = !(cv instanceof Blob) || cv.size === 0 ? 'cvMissing' : cv.size > CV_MAX_BYTES ? 'cvTooLarge' : null;
    setCvError(problem ? t(`invalid.${problem}`) : null);
    if (!problem) form.submit({ ...values, country, locale })();
  }

  const fieldText = (name: string) => {
    const field = form.fields[name];
    if (!field) return undefined;
    return name === 'cv' && field.code && field.code !== 'invalidField'
      ? t(`invalid.${field.code}`)
      : t(name === 'cv' ? 'invalid.cvMissing' : `invalid.${name}`);
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
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        error={fieldText('email')}
        required
      />
      <TextField
        label={t('phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        className={styles.ltr}
        error={fieldText('phone')}
        required
      />
      <TextField label={t('coverNote')} name="coverNote" maxLength={2000} error={fieldText('coverNote')} />
      <TextField
        label={t('cv')}
        name="cv"
        type="file"
        accept={CV_ACCEPT}
        hint={t('cvHint')}
        error={cvError ?? fieldText('cv')}
        required
      />
      <FormMessage tone="error">{errorText(form.formError)}</FormMessage>
      <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
        {form.pending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}

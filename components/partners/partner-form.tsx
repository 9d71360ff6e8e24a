'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { Country } from '@/i18n/locales';
import type { PartnerApplicationInput } from '@/lib/api/partner-contracts';
import { PRACTICE_TYPES } from '@/lib/form-options';
import { post } from '@/client/http';
import { useApiForm } from '@/client/use-api-form';
import { useErrorText } from '@/components/account/use-error-text';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import styles from '@/components/account/account.module.css';

type Draft = {
  doctorName: string;
  clinicName: string;
  practiceType: string;
  registrationNumber: string;
  phone: string;
  email: string;
  city: string;
  message: string;
};
const EMPTY: Draft = {
  doctorName: '',
  clinicName: '',
  practiceType: 'dentist',
  registrationNumber: '',
  phone: '',
  email: '',
  city: '',
  message: '',
};

const partnerSchema = () => import('@/lib/api/partner-contracts').then((m) => m.partnerApplicationSchema);

/** The partner-clinic application: stored in the database, confirmed on the spot. */
export function PartnerForm({ country }: { country: Country }) {
  const t = useTranslations('partners');
  const locale = useLocale();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const apply = useMutation({
    mutationFn: (application: PartnerApplicationInput) => post('/api/v1/doctor-partners', application),
  });
  const form = useApiForm({ schema: partnerSchema, send: apply.mutateAsync });

  if (form.state.status === 'done') {
    return (
      <div className={styles.stack} role="status">
        <h2>{t('thanksTitle')}</h2>
        <p>{t('thanksBody')}</p>
      </div>
    );
  }

  const fieldText = (name: keyof Draft) => (form.fields[name] ? t(`invalid.${name}`) : undefined);
  const set = (name: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: e.target.value });

  return (
    <form onSubmit={form.submit({ ...draft, country, locale })} noValidate className={styles.stack}>
      <h2>{t('formTitle')}</h2>
      <TextField
        label={t('doctorName')}
        value={draft.doctorName}
        onChange={set('doctorName')}
        autoComplete="name"
        error={fieldText('doctorName')}
        required
      />
      <TextField
        label={t('clinicName')}
        value={draft.clinicName}
        onChange={set('clinicName')}
        autoComplete="organization"
        error={fieldText('clinicName')}
        required
      />
      <SelectField
        label={t('practiceType')}
        value={draft.practiceType}
        onChange={set('practiceType')}
        error={fieldText('practiceType')}
      >
        {PRACTICE_TYPES.map((p) => (
          <option key={p} value={p}>
            {t(`practiceTypes.${p}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('registrationNumber')}
        value={draft.registrationNumber}
        onChange={set('registrationNumber')}
        error={fieldText('registrationNumber')}
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
        required
      />
      <TextField
        label={t('email')}
        type="email"
        value={draft.email}
        onChange={set('email')}
        autoComplete="email"
        error={fieldText('email')}
        required
      />
      <TextField
        label={t('city')}
        value={draft.city}
        onChange={set('city')}
        autoComplete="address-level2"
        error={fieldText('city')}
        required
      />
      <TextField
        label={t('message')}
        value={draft.message}
        onChange={set('message')}
        maxLength={1000}
        error={fieldText('message')}
      />
      <FormMessage tone="error">{errorText(form.formError)}</FormMessage>
      <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
        {form.pending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}

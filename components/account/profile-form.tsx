'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { AccountUser, ProfileUpdate } from '@/lib/api/account-contracts';
import { GENDERS } from '@/lib/form-options';
import { formatPhone } from '@/lib/phone-format';
import { post } from '@/client/http';
import { useSetSignedInUser } from '@/client/session';
import { useApiForm } from '@/client/use-api-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useErrorText } from './use-error-text';
import { useSignedInSession } from './require-sign-in';
import { FormMessage } from '@/components/ui/form-message';
import styles from './account.module.css';

const profileSchema = () => import('@/lib/api/account-contracts').then((m) => m.profileUpdateSchema);

/**
 * Profile: name and gender can be saved once (then shown read-only, spec §5); email and birth date stay editable.
 * `user` is the customer the page read per request; after a save the session holds the saved profile.
 */
export function ProfileForm({
  user: rendered,
  note,
  submitLabel,
}: {
  user: AccountUser;
  note: string;
  submitLabel: string;
}) {
  const t = useTranslations('profile');
  const errorText = useErrorText();
  const session = useSignedInSession(rendered);
  const user = session.status === 'signedIn' ? session.user : rendered;
  const setSignedInUser = useSetSignedInUser();
  const save = useMutation({
    mutationFn: (body: ProfileUpdate) => post<{ user: AccountUser }>('/api/v1/user/update-profile', body),
    onSuccess: ({ user: updated }) => setSignedInUser(updated),
  });
  const form = useApiForm({ schema: profileSchema, send: save.mutateAsync });
  const [name, setName] = useState(user.name ?? '');
  const [gender, setGender] = useState<string>(user.gender ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(user.dateOfBirth ?? '');

  const values = {
    ...(user.nameLocked ? {} : name.trim() ? { name: name.trim() } : {}),
    ...(user.genderLocked ? {} : gender ? { gender } : {}),
    email: email.trim(),
    dateOfBirth,
  };
  const fieldText = (field: string) => {
    const error = form.fields[field];
    if (!error) return undefined;
    return error.code === 'invalidField' ? t(`invalid.${field}`) : errorText(error);
  };
  const locked = user.nameLocked && user.genderLocked;

  return (
    <form onSubmit={form.submit(values)} noValidate className={styles.stack}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>
        {t('phone')}: <span className={styles.ltr}>{formatPhone(user.phone)}</span>
      </p>
      {!locked ? <p className={styles.note}>{note}</p> : null}
      {user.nameLocked ? (
        <div>
          <p className={styles.muted}>{t('name')}</p>
          <p className={styles.readonly} data-testid="name-locked">
            {user.name}
          </p>
        </div>
      ) : (
        <TextField
          label={t('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={80}
          error={fieldText('name')}
          required
        />
      )}
      {user.genderLocked ? (
        <div>
          <p className={styles.muted}>{t('gender')}</p>
          <p className={styles.readonly} data-testid="gender-locked">
            {t(`genders.${user.gender ?? 'prefer_not_to_say'}`)}
          </p>
        </div>
      ) : (
        <SelectField
          label={t('gender')}
          value={gender}
          onChange={(e) => setGender(e.target.value)}
          error={fieldText('gender')}
        >
          <option value="">{t('chooseGender')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`genders.${g}`)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t('email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
        error={fieldText('email')}
      />
      <TextField
        label={t('dateOfBirth')}
        type="date"
        value={dateOfBirth}
        onChange={(e) => setDateOfBirth(e.target.value)}
        autoComplete="bday"
        error={fieldText('dateOfBirth')}
      />
      <FormMessage tone="error">{errorText(form.formError)}</FormMessage>
      {form.state.status === 'done' && !form.pending ? <FormMessage tone="success">{t('saved')}</FormMessage> : null}
      <Button type="submit" disabled={form.pending} aria-busy={form.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

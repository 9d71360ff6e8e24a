'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { AccountUser } from '../../lib/api/account-contracts';
import { GENDERS } from '../../lib/form-options';
import { post } from '../../client/http';
import { fieldErrors, readApiError, type ApiError } from '../../client/api-errors';
import { setSignedInUser } from '../../client/session';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import { RequireSignIn } from './require-sign-in';
import { useErrorText } from './use-error-text';
import { FormMessage } from '../ui/form-message';
import styles from './account.module.css';

/** Profile: name and gender can be saved once (then shown read-only, spec §5); email and birth date stay editable. */
export function ProfileForm({ note, submitLabel }: { note: string; submitLabel: string }) {
  return <RequireSignIn>{(user) => <ProfileFields user={user} note={note} submitLabel={submitLabel} />}</RequireSignIn>;
}

function ProfileFields({ user, note, submitLabel }: { user: AccountUser; note: string; submitLabel: string }) {
  const t = useTranslations('profile');
  const errorText = useErrorText();
  const [name, setName] = useState(user.name ?? '');
  const [gender, setGender] = useState<string>(user.gender ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(user.dateOfBirth ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const body = {
        ...(user.nameLocked ? {} : name.trim() ? { name: name.trim() } : {}),
        ...(user.genderLocked ? {} : gender ? { gender } : {}),
        email: email.trim(),
        dateOfBirth,
      };
      const { user: updated } = await post<{ user: AccountUser }>('/api/v1/user/update-profile', body);
      setSignedInUser(updated);
      setSaved(true);
    } catch (body) {
      setError(readApiError(body));
    } finally {
      setBusy(false);
    }
  }

  const fields = error ? fieldErrors(error) : {};
  const fieldText = (name: string) => (fields[name] ? (fields[name].code === 'invalidField' ? t(`invalid.${name}`) : errorText(fields[name])) : undefined);
  const locked = user.nameLocked && user.genderLocked;

  return (
    <form onSubmit={submit} noValidate className={styles.stack}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>
        {t('phone')}: <span className={styles.ltr}>{user.phone}</span>
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
        <TextField label={t('name')} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={80} error={fieldText('name')} required />
      )}
      {user.genderLocked ? (
        <div>
          <p className={styles.muted}>{t('gender')}</p>
          <p className={styles.readonly} data-testid="gender-locked">
            {t(`genders.${user.gender ?? 'prefer_not_to_say'}`)}
          </p>
        </div>
      ) : (
        <SelectField label={t('gender')} value={gender} onChange={(e) => setGender(e.target.value)} error={fieldText('gender')}>
          <option value="">{t('chooseGender')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`genders.${g}`)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label={t('email')} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" error={fieldText('email')} />
      <TextField label={t('dateOfBirth')} type="date" value={dateOfBirth} onChange={(e) => setDateOfBirth(e.target.value)} autoComplete="bday" error={fieldText('dateOfBirth')} />
      {error && Object.keys(fields).length === 0 ? (
        <FormMessage tone="error">{errorText(error)}</FormMessage>
      ) : null}
      {saved ? (
        <FormMessage tone="success">{t('saved')}</FormMessage>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

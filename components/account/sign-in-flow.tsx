'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Country } from '../../i18n/locales';
import type { AccountUser } from '../../lib/api/account-contracts';
import { OTP_LENGTH } from '../../lib/auth-rules';
import { PHONE_COUNTRIES, PHONE_COUNTRY_LIST, normalisePhone } from '../../lib/phone';
import { post } from '../../client/http';
import { readApiError, fieldErrors, type ApiError } from '../../client/api-errors';
import { setSignedInUser } from '../../client/session';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import { useErrorText } from './use-error-text';
import { FormMessage } from '../ui/form-message';
import styles from './account.module.css';

const RESEND_AFTER_S = 30;

/**
 * Sign in or sign up in one flow: a mobile number, then the 6-digit code sent to it. The server answers the same
 * whether or not the number has an account, so the form does too.
 */
export function SignInFlow({ defaultCountry, onSignedIn }: { defaultCountry: Country; onSignedIn?: (user: AccountUser) => void }) {
  const t = useTranslations('signIn');
  const errorText = useErrorText();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [country, setCountry] = useState<Country>(defaultCountry);
  const [phone, setPhone] = useState('');
  const [e164, setE164] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    setLocalError(null);
    const checked = normalisePhone(phone, country);
    if (!checked.ok) {
      setLocalError(t(checked.reason === 'unsupported_country' ? 'phoneUnsupported' : 'phoneInvalid'));
      return;
    }
    setBusy(true);
    try {
      const sent = await post<{ phone: string }>('/api/v1/auth/otp/send', { phone, country });
      setE164(sent.phone);
      setStep('code');
      setCode('');
      setCooldown(RESEND_AFTER_S);
    } catch (body) {
      setError(readApiError(body));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLocalError(null);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setLocalError(t('codeFormat'));
      return;
    }
    setBusy(true);
    try {
      const { user } = await post<{ user: AccountUser }>('/api/v1/auth/otp/verify', { phone, country, code });
      setSignedInUser(user);
      onSignedIn?.(user);
    } catch (body) {
      setError(readApiError(body));
    } finally {
      setBusy(false);
    }
  }

  const fields = error ? fieldErrors(error) : {};
  const topError = error && !fields.phone && !fields.code ? errorText(error) : undefined;

  if (step === 'phone') {
    return (
      <form onSubmit={sendCode} noValidate className={styles.stack}>
        <p className={styles.muted}>{t('intro')}</p>
        <SelectField label={t('country')} value={country} onChange={(e) => setCountry(e.target.value as Country)} autoComplete="tel-country-code">
          {PHONE_COUNTRY_LIST.map((c) => (
            <option key={c} value={c}>
              {t(`countries.${c}`)} ({PHONE_COUNTRIES[c]})
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={localError ?? errorText(fields.phone)}
          className={styles.ltr}
          required
        />
        {topError ? (
          <FormMessage tone="error">{topError}</FormMessage>
        ) : null}
        <Button type="submit" block disabled={busy} aria-busy={busy}>
          {busy ? t('sending') : t('sendCode')}
        </Button>
        <p className={styles.muted}>{t('privacy')}</p>
      </form>
    );
  }

  return (
    <form onSubmit={verify} noValidate className={styles.stack}>
      <p role="status">
        {t('codeSent')} <span className={styles.ltr}>{e164}</span>
      </p>
      <TextField
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={localError ?? errorText(fields.code)}
        className={styles.codeInput}
        autoFocus
        required
      />
      {topError ? (
        <FormMessage tone="error">{topError}</FormMessage>
      ) : null}
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? t('verifying') : t('verify')}
      </Button>
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={() => setStep('phone')}>
          {t('changeNumber')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => void sendCode()} disabled={cooldown > 0 || busy}>
          {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
        </button>
      </div>
    </form>
  );
}

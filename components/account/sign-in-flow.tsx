'use client';

import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Country } from '@/i18n/locales';
import type { AccountUser } from '@/lib/api/account-contracts';
import { OTP_LENGTH } from '@/lib/auth-rules';
import { PHONE_COUNTRIES, PHONE_COUNTRY_LIST, normalisePhone } from '@/lib/phone';
import { formatPhone } from '@/lib/phone-format';
import { post } from '@/client/http';
import { useSetSignedInUser } from '@/client/session';
import { useApiForm } from '@/client/use-api-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useErrorText } from './use-error-text';
import { FormMessage } from '@/components/ui/form-message';
import styles from './account.module.css';

const RESEND_AFTER_S = 30;

const sendSchema = () => import('@/lib/api/account-contracts').then((m) => m.sendOtpContract.body);
const verifySchema = () => import('@/lib/api/account-contracts').then((m) => m.verifyOtpContract.body);

type PhoneInput = { phone: string; country: Country };

/**
 * Sign in or sign up in one flow: a mobile number, then the 6-digit code sent to it. The server answers the same
 * whether or not the number has an account, so the form does too.
 */
export function SignInFlow({
  defaultCountry,
  onSignedIn,
}: {
  defaultCountry: Country;
  onSignedIn?: (user: AccountUser) => void;
}) {
  const t = useTranslations('signIn');
  const errorText = useErrorText();
  const setSignedInUser = useSetSignedInUser();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [country, setCountry] = useState<Country>(defaultCountry);
  const [phone, setPhone] = useState('');
  const [e164, setE164] = useState('');
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const sendCode = useMutation({
    mutationFn: (input: PhoneInput) => post<{ phone: string }>('/api/v1/auth/otp/send', input),
  });
  const verify = useMutation({
    mutationFn: (input: PhoneInput & { code: string }) => post<{ user: AccountUser }>('/api/v1/auth/otp/verify', input),
    onSuccess: ({ user }) => setSignedInUser(user),
  });
  const phoneForm = useApiForm({
    schema: sendSchema,
    send: sendCode.mutateAsync,
    onDone: (sent) => {
      setE164(sent.phone);
      setStep('code');
      setCode('');
      setCooldown(RESEND_AFTER_S);
    },
  });
  const codeForm = useApiForm({
    schema: verifySchema,
    send: verify.mutateAsync,
    onDone: ({ user }) => onSignedIn?.(user),
  });

  // The number is checked here first (libphonenumber, as the server does) for a message that says what is wrong.
  const submitPhone = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const checked = normalisePhone(phone, country);
    setLocalError(
      checked.ok ? null : t(checked.reason === 'unsupported_country' ? 'phoneUnsupported' : 'phoneInvalid'),
    );
    if (checked.ok) phoneForm.submit({ phone, country })();
  };
  const submitCode = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const valid = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
    setLocalError(valid ? null : t('codeFormat'));
    if (valid) codeForm.submit({ phone, country, code })();
  };

  if (step === 'phone') {
    const phoneError = phoneForm.fields.phone;
    return (
      <form onSubmit={submitPhone} noValidate className={styles.stack}>
        <p className={styles.muted}>{t('intro')}</p>
        <SelectField
          label={t('country')}
          value={country}
          onChange={(e) => setCountry(e.target.value as Country)}
          autoComplete="tel-country-code"
        >
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
          error={
            localError ??
            (phoneError ? (phoneError.code === 'invalidField' ? t('phoneInvalid') : errorText(phoneError)) : undefined)
          }
          className={styles.ltr}
          required
        />
        <FormMessage tone="error">{errorText(phoneForm.formError)}</FormMessage>
        <Button type="submit" block disabled={phoneForm.pending} aria-busy={phoneForm.pending}>
          {phoneForm.pending ? t('sending') : t('sendCode')}
        </Button>
        <p className={styles.muted}>{t('privacy')}</p>
      </form>
    );
  }

  const busy = codeForm.pending || phoneForm.pending;
  const codeError = codeForm.fields.code;
  return (
    <form onSubmit={submitCode} noValidate className={styles.stack}>
      <p role="status">
        {t('codeSent')} <span className={styles.ltr}>{formatPhone(e164)}</span>
      </p>
      <TextField
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={
          localError ??
          (codeError ? (codeError.code === 'invalidField' ? t('codeFormat') : errorText(codeError)) : undefined)
        }
        className={styles.codeInput}
        autoFocus
        required
      />
      <FormMessage tone="error">{errorText(codeForm.formError ?? phoneForm.formError)}</FormMessage>
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {codeForm.pending ? t('verifying') : t('verify')}
      </Button>
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={() => setStep('phone')}>
          {t('changeNumber')}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => submitPhone()}
          disabled={cooldown > 0 || busy}
        >
          {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
        </button>
      </div>
    </form>
  );
}

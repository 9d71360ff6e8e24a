'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useLocale, useRouter } from '@/i18n/navigation';
import { localeInfo } from '@/i18n/locales';
import type { TrialStatus } from '@/lib/api/skin-contracts';
import { cityLabel } from '@/lib/cities';
import { signInHref } from '@/lib/auth-rules';
import { PACKAGES_SECTION_ID, skinCategoryPath, TRIAL_SECTION_ID } from '@/lib/skin-pages';
import { readApiError, type ApiError } from '@/client/api-errors';
import { useSession } from '@/client/session';
import { skinApi } from '@/client/skin';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { skinServiceName } from './names';
import { useSkinErrorText } from './use-skin-error-text';
import styles from './trial-claim.module.css';

/**
 * Claims the free laser trial: one or two trial areas and a city. A visitor who is not signed in has the choice
 * saved (with their cart) and goes to sign in, then back here, where the choice is restored. One per customer: a
 * customer who has claimed it sees their claim instead of the form.
 */
export function TrialClaim({ parts, cities, max }: { parts: string[]; cities: string[]; max: number }) {
  const t = useTranslations('skin');
  const tb = useTranslations('skinBooking');
  const locale = useLocale();
  const { language } = localeInfo(locale);
  const router = useRouter();
  const session = useSession();
  const errorText = useSkinErrorText();
  const [picked, setPicked] = useState<string[]>([]);
  const [city, setCity] = useState('');
  const [status, setStatus] = useState<TrialStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    let cancelled = false;
    skinApi.choice(locale).then(
      (choice) => {
        if (cancelled || !choice || choice.serviceCategory !== 'lhr') return;
        const restored = choice.bodyParts.filter((p) => parts.includes(p)).slice(0, max);
        if (restored.length) setPicked(restored);
        if (choice.city && cities.includes(choice.city)) setCity(choice.city);
      },
      () => {
        // Nothing saved to restore.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale, parts, cities, max]);

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    skinApi.trial(locale).then(
      (trial) => {
        if (!cancelled) setStatus(trial);
      },
      (body: unknown) => {
        if (!cancelled) setError(readApiError(body));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [signedIn, locale]);

  function toggle(slug: string) {
    setProblem(null);
    setPicked((current) => (current.includes(slug) ? current.filter((p) => p !== slug) : [...current, slug]));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (picked.length === 0) return setProblem(tb('trial.chooseArea'));
    if (picked.length > max) return setProblem(tb('trial.tooMany', { max }));
    if (!city) return setProblem(tb('book.cityMissing'));
    setBusy(true);
    setError(null);
    try {
      if (!signedIn) {
        await skinApi.saveChoice(locale, { serviceCategory: 'lhr', bodyParts: picked, city });
        router.push(signInHref(`${skinCategoryPath('lhr')}#${TRIAL_SECTION_ID}`));
        return;
      }
      setStatus(await skinApi.claimTrial(locale, { bodyParts: picked, city }));
    } catch (body) {
      setError(readApiError(body));
    } finally {
      setBusy(false);
    }
  }

  if (status?.status === 'claimed' && status.claim) {
    const names = status.claim.bodyParts.map((slug) => skinServiceName(t, slug));
    return (
      <p className={styles.claimed} role="status" data-testid="trial-claimed">
        {tb('trial.claimed', {
          parts: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names),
          city: cityLabel(status.claim.city, language),
        })}{' '}
        <a href={`#${PACKAGES_SECTION_ID}`}>{tb('book.packagesLegend')}</a>
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="trial-claim">
      <fieldset className={styles.parts} aria-describedby="trial-hint">
        <legend className={styles.legend}>{tb('trial.legend')}</legend>
        <p id="trial-hint" className={styles.hint}>
          {tb('trial.hint', { max })}
        </p>
        <div className={styles.options}>
          {parts.map((slug) => (
            <label key={slug} className={styles.option}>
              <input
                type="checkbox"
                checked={picked.includes(slug)}
                onChange={() => toggle(slug)}
                disabled={!picked.includes(slug) && picked.length >= max}
              />
              {skinServiceName(t, slug)}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField label={tb('trial.cityLabel')} value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="">{tb('trial.chooseCity')}</option>
        {cities.map((c) => (
          <option key={c} value={c}>
            {cityLabel(c, language)}
          </option>
        ))}
      </SelectField>
      <FormMessage tone="error">{problem ?? errorText(error)}</FormMessage>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || session.status === 'loading'} aria-busy={busy}>
          {busy ? tb('trial.claiming') : signedIn ? tb('trial.claim') : tb('trial.signIn')}
        </Button>
        {signedIn ? null : <p className={styles.hint}>{tb('trial.signInNote')}</p>}
      </div>
    </form>
  );
}

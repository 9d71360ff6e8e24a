'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { safeNextPath } from '../../lib/auth-rules';
import type { Country } from '../../i18n/locales';
import type { Address, AddressInput } from '../../lib/api/account-contracts';
import { ADDRESS_LABELS } from '../../lib/form-options';
import { useRouter } from '../../i18n/navigation';
import { get, post, request } from '../../client/http';
import { fieldErrors, readApiError, type ApiError } from '../../client/api-errors';
import { fetchServiceableCities } from '../../client/location';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import { Skeleton } from '../ui/skeleton';
import { RequireSignIn } from './require-sign-in';
import { useErrorText } from './use-error-text';
import { FormMessage } from '../ui/form-message';
import { asksForPostcode, NO_POSTCODE } from '../../lib/address-lines';
import styles from './account.module.css';

type Draft = Required<Omit<AddressInput, 'country'>>;
const EMPTY: Draft = { label: 'home', recipientName: '', phone: '', line1: '', line2: '', landmark: '', city: '', pincode: '', isDefault: false };

/** Add or edit an address (`?id=` edits). The server checks the pincode is served in the city before saving. */
export function AddressForm({ country }: { country: Country }) {
  return <RequireSignIn>{(user) => <AddressFields country={country} defaultName={user.name ?? ''} defaultPhone={user.phone} />}</RequireSignIn>;
}

function AddressFields({ country, defaultName, defaultPhone }: { country: Country; defaultName: string; defaultPhone: string }) {
  const t = useTranslations('address');
  const errorText = useErrorText();
  const router = useRouter();
  // Rendered only in the browser (behind RequireSignIn), so reading the query here is safe.
  const [editing] = useState(() => new URLSearchParams(window.location.search).get('id'));
  const [id, setId] = useState<string | null | undefined>(editing ? undefined : null);
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, recipientName: defaultName, phone: defaultPhone });
  const [cities, setCities] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    void Promise.all([fetchServiceableCities('Toothsi', country), fetchServiceableCities('Skinnsi', country)]).then(([a, b]) =>
      setCities([...new Set([...(a ?? []), ...(b ?? [])].map((c) => c.city))].sort()),
    );
    if (!editing) return;
    get<{ addresses: Address[] }>('/api/v1/addresses')
      .then(({ addresses }) => {
        const found = addresses.find((a) => a.id === editing);
        if (!found) {
          setError({ code: 'NOT_FOUND', message: '', status: 404, fields: [] });
          setId(null);
          return;
        }
        setDraft({ label: found.label, recipientName: found.recipientName, phone: found.phone, line1: found.line1, line2: found.line2 ?? '', landmark: found.landmark ?? '', city: found.city, pincode: found.pincode, isDefault: found.isDefault });
        setId(found.id);
      })
      .catch((body: unknown) => setError(readApiError(body)));
  }, [editing, country]);

  // Deliveries run in India and the UAE; elsewhere there is no city to choose yet.
  if (country !== 'IN' && cities?.length === 0) return <p className={styles.note}>{t('notServedCountry')}</p>;
  if (id === undefined) return <Skeleton height="20rem" label={t('title')} />;

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const fields = error ? fieldErrors(error) : {};
  const fieldText = (name: string) => (fields[name] ? (fields[name].code === 'invalidField' ? t(`invalid.${name}`) : errorText(fields[name])) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { ...draft, country, pincode: asksForPostcode(country) ? draft.pincode : NO_POSTCODE };
      if (id) await request('PUT', `/api/v1/addresses/${id}`, body, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
      else await post('/api/v1/addresses', body);
      router.push(safeNextPath(new URLSearchParams(window.location.search).get('next'), '/my-account/select-address'));
    } catch (body) {
      setError(readApiError(body));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={styles.stack}>
      <h1>{id ? t('editTitle') : t('addTitle')}</h1>
      <SelectField label={t('label')} value={draft.label} onChange={(e) => set({ label: e.target.value as Draft['label'] })}>
        {ADDRESS_LABELS.map((l) => (
          <option key={l} value={l}>
            {t(`labels.${l}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('recipientName')} value={draft.recipientName} onChange={(e) => set({ recipientName: e.target.value })} autoComplete="name" error={fieldText('recipientName')} required />
      <TextField label={t('phone')} type="tel" inputMode="tel" value={draft.phone} onChange={(e) => set({ phone: e.target.value })} autoComplete="tel" error={fieldText('phone')} className={styles.ltr} required />
      <TextField label={t('line1')} value={draft.line1} onChange={(e) => set({ line1: e.target.value })} autoComplete="address-line1" error={fieldText('line1')} required />
      <TextField label={t('line2')} value={draft.line2} onChange={(e) => set({ line2: e.target.value })} autoComplete="address-line2" error={fieldText('line2')} />
      <TextField label={t('landmark')} value={draft.landmark} onChange={(e) => set({ landmark: e.target.value })} error={fieldText('landmark')} />
      <SelectField label={t('city')} value={draft.city} onChange={(e) => set({ city: e.target.value })} error={fieldText('city')} required>
        <option value="">{t('chooseCity')}</option>
        {(cities ?? []).map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      {asksForPostcode(country) ? (
        <TextField label={t('pincode')} inputMode="numeric" maxLength={6} value={draft.pincode} onChange={(e) => set({ pincode: e.target.value.replace(/\D/g, '') })} autoComplete="postal-code" error={fieldText('pincode')} hint={t('pincodeHint')} className={styles.ltr} required />
      ) : null}
      <label className={styles.row}>
        <input type="checkbox" checked={draft.isDefault} onChange={(e) => set({ isDefault: e.target.checked })} style={{ inlineSize: 20, blockSize: 20 }} />
        {t('makeDefault')}
      </label>
      {error && Object.keys(fields).length === 0 ? (
        <FormMessage tone="error">{errorText(error)}</FormMessage>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {t('save')}
      </Button>
    </form>
  );
}

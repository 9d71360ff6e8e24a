'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { safeNextPath } from '@/lib/auth-rules';
import { localeInfo, type Country } from '@/i18n/locales';
import type { AccountUser, Address, AddressInput } from '@/lib/api/account-contracts';
import { ADDRESS_LABELS } from '@/lib/form-options';
import { addressCityNames, type ServiceableCity } from '@/lib/city-list';
import { cityLabel } from '@/lib/cities';
import { useRouter } from '@/i18n/navigation';
import { get } from '@/client/http';
import { queryKeys } from '@/client/query-keys';
import { useApiForm } from '@/client/use-api-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { FormMessage } from '@/components/ui/form-message';
import { StaysSignedIn } from './require-sign-in';
import { useErrorText } from './use-error-text';
import { useSaveAddress } from './use-addresses';
import { asksForPostcode, NO_POSTCODE } from '@/lib/address-lines';
import styles from './account.module.css';

type Draft = Required<Omit<AddressInput, 'country'>>;

const addressSchema = () => import('@/lib/api/account-contracts').then((m) => m.addressInputSchema);

/** The cities of both lines in a country (the page reads them on the server first). */
export function useAddressCities(country: Country) {
  const citiesOf = (line: 'Toothsi' | 'Skinnsi') =>
    get<ServiceableCity[]>(
      `/api/v3/skinnsi/address/serviceable-cities?businessType=${line}&raw=true${country === 'IN' ? '' : `&country=${country}`}`,
    );
  return useQuery({
    queryKey: queryKeys.addressCities(country),
    queryFn: async () => addressCityNames(...(await Promise.all([citiesOf('Toothsi'), citiesOf('Skinnsi')]))),
    staleTime: 5 * 60_000,
  });
}

interface Props {
  user: AccountUser;
  country: Country;
  /** The address being edited (`?id=`), read by the page; null to add one. */
  editing: Address | null;
  /** `?id=` named no address of this customer: the form adds one, and says so. */
  missing: boolean;
}

/** Add or edit an address. The server checks the pincode is served in the city before saving. */
export function AddressForm({ user, country, editing, missing }: Props) {
  const t = useTranslations('address');
  const { language } = localeInfo(useLocale());
  const errorText = useErrorText();
  const router = useRouter();
  const cities = useAddressCities(country);
  const save = useSaveAddress();
  const form = useApiForm({
    schema: addressSchema,
    send: (address: AddressInput) => save.mutateAsync({ id: editing?.id ?? null, address }),
    onDone: () =>
      router.push(safeNextPath(new URLSearchParams(window.location.search).get('next'), '/my-account/select-address')),
  });
  const [draft, setDraft] = useState<Draft>(
    editing
      ? {
          label: editing.label,
          recipientName: editing.recipientName,
          phone: editing.phone,
          line1: editing.line1,
          line2: editing.line2 ?? '',
          landmark: editing.landmark ?? '',
          city: editing.city,
          pincode: editing.pincode,
          isDefault: editing.isDefault,
        }
      : {
          label: 'home',
          recipientName: user.name ?? '',
          phone: user.phone,
          line1: '',
          line2: '',
          landmark: '',
          city: '',
          pincode: '',
          isDefault: false,
        },
  );

  if (cities.data === undefined) {
    return cities.isError ? (
      <QueryError onRetry={() => void cities.refetch()} retrying={cities.isFetching} />
    ) : (
      <Skeleton height="20rem" label={t('title')} />
    );
  }
  // Deliveries run in India and the UAE; elsewhere there is no city to choose yet.
  if (country !== 'IN' && cities.data.length === 0) return <p className={styles.note}>{t('notServedCountry')}</p>;

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const fieldText = (name: string) => {
    const error = form.fields[name];
    if (!error) return undefined;
    return error.code === 'invalidField' ? t(`invalid.${name}`) : errorText(error);
  };
  const values: AddressInput = { ...draft, country, pincode: asksForPostcode(country) ? draft.pincode : NO_POSTCODE };
  // After a success the page is left: the form stays busy until the next one shows.
  const busy = form.pending || form.state.status === 'done';

  return (
    <form onSubmit={form.submit(values)} noValidate className={styles.stack}>
      <StaysSignedIn user={user} />
      <h1>{editing ? t('editTitle') : t('addTitle')}</h1>
      <SelectField
        label={t('label')}
        value={draft.label}
        onChange={(e) => set({ label: e.target.value as Draft['label'] })}
      >
        {ADDRESS_LABELS.map((l) => (
          <option key={l} value={l}>
            {t(`labels.${l}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('recipientName')}
        value={draft.recipientName}
        onChange={(e) => set({ recipientName: e.target.value })}
        autoComplete="name"
        error={fieldText('recipientName')}
        required
      />
      <TextField
        label={t('phone')}
        type="tel"
        inputMode="tel"
        value={draft.phone}
        onChange={(e) => set({ phone: e.target.value })}
        autoComplete="tel"
        error={fieldText('phone')}
        className={styles.ltr}
        required
      />
      <TextField
        label={t('line1')}
        value={draft.line1}
        onChange={(e) => set({ line1: e.target.value })}
        autoComplete="address-line1"
        error={fieldText('line1')}
        required
      />
      <TextField
        label={t('line2')}
        value={draft.line2}
        onChange={(e) => set({ line2: e.target.value })}
        autoComplete="address-line2"
        error={fieldText('line2')}
      />
      <TextField
        label={t('landmark')}
        value={draft.landmark}
        onChange={(e) => set({ landmark: e.target.value })}
        error={fieldText('landmark')}
      />
      <SelectField
        label={t('city')}
        value={draft.city}
        onChange={(e) => set({ city: e.target.value })}
        error={fieldText('city')}
        required
      >
        <option value="">{t('chooseCity')}</option>
        {cities.data.map((c) => (
          <option key={c} value={c}>
            {cityLabel(c, language)}
          </option>
        ))}
      </SelectField>
      {asksForPostcode(country) ? (
        <TextField
          label={t('pincode')}
          inputMode="numeric"
          maxLength={6}
          value={draft.pincode}
          onChange={(e) => set({ pincode: e.target.value.replace(/\D/g, '') })}
          autoComplete="postal-code"
          error={fieldText('pincode')}
          hint={t('pincodeHint')}
          className={styles.ltr}
          required
        />
      ) : null}
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={draft.isDefault}
          onChange={(e) => set({ isDefault: e.target.checked })}
          style={{ inlineSize: 20, blockSize: 20 }}
        />
        {t('makeDefault')}
      </label>
      <FormMessage tone="error">
        {form.formError
          ? errorText(form.formError)
          : missing
            ? errorText({ code: 'NOT_FOUND', message: '', status: 404, fields: [] })
            : undefined}
      </FormMessage>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {t('save')}
      </Button>
    </form>
  );
}

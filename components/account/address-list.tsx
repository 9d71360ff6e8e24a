'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Address } from '../../lib/api/account-contracts';
import { get, post, request } from '../../client/http';
import { readApiError, type ApiError } from '../../client/api-errors';
import { Link } from '../client-link';
import { buttonClass, Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { RequireSignIn } from './require-sign-in';
import { useErrorText } from './use-error-text';
import { FormMessage } from '../ui/form-message';
import styles from './account.module.css';
import { visiblePincode } from '../../lib/address-lines';

/** My addresses: list, choose the default, edit or delete; the empty state leads to adding one. */
export function AddressList() {
  return <RequireSignIn>{() => <Addresses />}</RequireSignIn>;
}

function Addresses() {
  const t = useTranslations('address');
  const errorText = useErrorText();
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(
    () =>
      get<{ addresses: Address[] }>('/api/v1/addresses').then(
        (r) => setAddresses(r.addresses),
        (body: unknown) => setError(readApiError(body)),
      ),
    [],
  );

  useEffect(() => {
    void load();
  }, [load]);

  async function act(id: string, action: () => Promise<unknown>) {
    setBusyId(id);
    setError(null);
    try {
      await action();
      await load();
    } catch (body) {
      setError(readApiError(body));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className={styles.stack}>
      <div className={styles.row} style={{ justifyContent: 'space-between' }}>
        <h1 style={{ margin: 0 }}>{t('title')}</h1>
        <Link href="/my-account/add-edit-address" className={buttonClass({ size: 'small' })}>
          {t('add')}
        </Link>
      </div>
      {error ? (
        <FormMessage tone="error">{errorText(error)}</FormMessage>
      ) : null}
      {addresses === null ? (
        <Skeleton height="8rem" label={t('title')} />
      ) : addresses.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('title')}>
          {addresses.map((a) => (
            <li key={a.id} className={styles.item} data-default={a.isDefault} data-testid="address">
              <p>
                <strong>{t(`labels.${a.label}`)}</strong> {a.isDefault ? <span className={styles.pill}>{t('default')}</span> : null}
              </p>
              <p>
                {a.recipientName} · <span className={styles.ltr}>{a.phone}</span>
                <br />
                {[a.line1, a.line2, a.landmark].filter(Boolean).join(', ')}
                <br />
                {a.city} {visiblePincode(a)}
              </p>
              <div className={styles.row}>
                {!a.isDefault ? (
                  <Button size="small" variant="secondary" disabled={busyId === a.id} onClick={() => act(a.id, () => post(`/api/v1/addresses/${a.id}/default`))}>
                    {t('makeDefault')}
                  </Button>
                ) : null}
                <Link href={`/my-account/add-edit-address?id=${a.id}`} className={buttonClass({ size: 'small', variant: 'ghost' })}>
                  {t('edit')}
                </Link>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={busyId === a.id}
                  onClick={() => {
                    if (window.confirm(t('confirmDelete'))) void act(a.id, () => request('DELETE', `/api/v1/addresses/${a.id}`));
                  }}
                >
                  {t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

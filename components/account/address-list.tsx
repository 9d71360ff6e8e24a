'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localeInfo } from '@/i18n/locales';
import { cityLabel } from '@/lib/cities';
import type { AccountUser } from '@/lib/api/account-contracts';
import { readApiError } from '@/client/api-errors';
import { Link } from '@/components/link';
import { buttonClass, Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { FormMessage } from '@/components/ui/form-message';
import { StaysSignedIn } from './require-sign-in';
import { useErrorText } from './use-error-text';
import { useAddressAction, useAddresses } from './use-addresses';
import styles from './account.module.css';
import { visiblePincode } from '@/lib/address-lines';
import { formatPhone } from '@/lib/phone-format';

/**
 * My addresses: list, choose the default, edit or delete; the empty state leads to adding one. The page reads the
 * list per request (components/page-data.tsx); each change reads it again.
 */
export function AddressList({ user }: { user: AccountUser }) {
  const t = useTranslations('address');
  const { language } = localeInfo(useLocale());
  const errorText = useErrorText();
  const addresses = useAddresses();
  const action = useAddressAction();
  const busyId = action.isPending ? action.variables.id : null;

  return (
    <div className={styles.stack}>
      <StaysSignedIn user={user} />
      <div className={styles.row} style={{ justifyContent: 'space-between' }}>
        <h1 style={{ margin: 0 }}>{t('title')}</h1>
        <Link href="/my-account/add-edit-address" className={buttonClass({ size: 'small' })}>
          {t('add')}
        </Link>
      </div>
      <FormMessage tone="error">{action.isError ? errorText(readApiError(action.error)) : undefined}</FormMessage>
      {addresses.data === undefined ? (
        addresses.isError ? (
          <QueryError onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />
        ) : (
          <Skeleton height="8rem" label={t('title')} />
        )
      ) : addresses.data.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('title')}>
          {addresses.data.map((a) => (
            <li key={a.id} className={styles.item} data-default={a.isDefault} data-testid="address">
              <p>
                <strong>{t(`labels.${a.label}`)}</strong>{' '}
                {a.isDefault ? <span className={styles.pill}>{t('default')}</span> : null}
              </p>
              <p>
                {a.recipientName} · <span className={styles.ltr}>{formatPhone(a.phone)}</span>
                <br />
                {[a.line1, a.line2, a.landmark].filter(Boolean).join(', ')}
                <br />
                {cityLabel(a.city, language)} {visiblePincode(a)}
              </p>
              <div className={styles.row}>
                {!a.isDefault ? (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busyId === a.id}
                    onClick={() => action.mutate({ id: a.id, action: 'makeDefault' })}
                  >
                    {t('makeDefault')}
                  </Button>
                ) : null}
                <Link
                  href={`/my-account/add-edit-address?id=${a.id}`}
                  className={buttonClass({ size: 'small', variant: 'ghost' })}
                >
                  {t('edit')}
                </Link>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={busyId === a.id}
                  onClick={() => {
                    if (window.confirm(t('confirmDelete'))) action.mutate({ id: a.id, action: 'delete' });
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

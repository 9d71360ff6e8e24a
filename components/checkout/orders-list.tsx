import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { AccountUser } from '@/lib/api/account-contracts';
import type { Order } from '@/lib/api/commerce-contracts';
import { formatMoney } from '@/lib/money';
import { statusKey } from '@/lib/order-status';
import { Link } from '@/components/link';
import { FormMessage } from '@/components/ui/form-message';
import { StaysSignedIn } from '@/components/account/require-sign-in';
import { StartShopping } from './start-shopping';
import { skinLineName } from '@/components/skin/names';
import styles from './checkout.module.css';

/**
 * My orders, newest first, rendered on the server for the signed-in customer (the page reads them per request),
 * so the list paints from the HTML with no JavaScript of its own. `orders` is null when they could not be read.
 * The empty state leads to the shop and to booking a scan.
 */
export async function OrdersList({ user, orders }: { user: AccountUser; orders: readonly Order[] | null }) {
  const t = await getTranslations('checkout');
  const ts = await getTranslations('skin');
  const format = await getFormatter();
  const locale = await getLocale();
  return (
    <div className={styles.stack}>
      <StaysSignedIn user={user} />
      <h1>{t('ordersTitle')}</h1>
      {orders === null ? <FormMessage tone="error">{t('loadFailed')}</FormMessage> : null}
      {orders?.length === 0 ? <StartShopping message={t('noOrders')} /> : null}
      {orders && orders.length > 0 ? (
        <ul className={styles.lines}>
          {orders.map((o) => (
            <li key={o.id}>
              <Link href={`/toothsi/my-account/orders/${o.id}`} className={styles.orderCard} data-testid="order-card">
                <span className={styles.lineTop}>
                  <strong>{t('orderNumber', { number: o.number })}</strong>
                  <span>{formatMoney({ amountMinor: o.totalMinor, currency: o.currency }, locale)}</span>
                </span>
                <span className={styles.muted}>
                  {format.dateTime(new Date(o.createdAt), { dateStyle: 'medium' })} ·{' '}
                  {o.items
                    .map((i) =>
                      i.skin ? skinLineName(ts, i.skin) : i.planCode ? t(`plans.${i.planCode}.name`) : i.name,
                    )
                    .join(', ')}
                </span>
                <span>
                  <span className={styles.pill} data-status={o.status}>
                    {t(`status.${statusKey(o)}`)}
                  </span>{' '}
                  {o.status === 'paid' ? t(`stage.${o.stage}`) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/api/commerce-contracts';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/ui/button';
import { BookingFacts, storedAddress } from './visit-place';
import styles from './checkout.module.css';
import booking from './booking.module.css';

/**
 * The confirmation of a booking with nothing to pay (the free 3D scan): it is booked, not bought. It says so, gives
 * the date, the time and the place (the centre's name and address, or the customer's home and its address) and
 * what happens next; no payment, no delivery.
 */
export function BookingConfirmed({ order }: { order: Order }) {
  const t = useTranslations('checkout');
  const skin = order.bookingKind === 'skin';
  const centre = order.locationType === 'centre' ? order.clinic : null;
  const next = [
    t('next.reminder'),
    skin
      ? centre
        ? t('next.sessionCentre')
        : t('next.sessionHome')
      : centre
        ? t('next.scanCentre')
        : t('next.scanHome'),
    skin ? t('next.sessionsPlan') : t('next.scanPlan'),
    t('next.change'),
  ];
  return (
    <div className={booking.confirmed} data-testid="booking-confirmed">
      <span className={styles.statusIcon} data-tone="success" aria-hidden="true">
        ✓
      </span>
      <div>
        <h1>{skin ? t('bookedSessionsTitle') : t('confirmedTitle')}</h1>
        <p>{t('bookedBody', { number: order.number })}</p>
      </div>
      <section className={booking.card} aria-labelledby="booked-when">
        <h2 id="booked-when">{t('bookedWhenWhere')}</h2>
        <BookingFacts
          testId="order-slot"
          startsAt={order.slotStartsAt}
          timeZone={order.slotTimeZone ?? 'UTC'}
          place={{
            locationType: order.locationType ?? 'home',
            clinic: centre,
            address: centre ? null : storedAddress(order.address),
            line: skin ? 'skinnsi' : 'toothsi',
          }}
        />
      </section>
      <section className={booking.card} aria-labelledby="booked-next">
        <h2 id="booked-next">{t('whatNext')}</h2>
        <ol className={booking.next}>
          {next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className={styles.actions}>
        <Link href={`/toothsi/my-account/orders/${order.id}`} className={buttonClass()}>
          {t('viewBooking')}
        </Link>
        <Link href="/" className={buttonClass({ variant: 'secondary' })}>
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}

'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { localeInfo } from '@/i18n/locales';
import type { CartSummary } from '@/lib/api/commerce-contracts';
import type { LocationType } from '@/lib/commerce';
import { addressLine } from '@/lib/address-lines';
import { centreAddress, centreName, type CentreLine } from '@/lib/centre-names';
import { bookingStepPath } from '@/lib/booking';
import { Link } from '@/components/link';
import styles from './checkout.module.css';
import booking from './booking.module.css';

/** Where a visit happens, as the booking says it: the centre (name and address), or the customer's home. */
export interface VisitPlaceOf {
  locationType: LocationType;
  clinic: { name: string; address: string } | null;
  /** Whose visit: a skin session's centre is named under skinnsi. */
  line?: CentreLine;
  /** The address of a home visit, when chosen. */
  address: { line1: string; line2?: string | null; landmark?: string | null; city: string; pincode: string } | null;
}

/** The place in two lines: the centre's name and address, or "At your home" and the address. */
export function PlaceLines({ place }: { place: VisitPlaceOf }) {
  const t = useTranslations('checkout');
  // Cities read in the page's language (lib/cities.ts); streets as they are.
  const { language } = localeInfo(useLocale());
  if (place.locationType === 'centre') {
    return place.clinic ? (
      <>
        <strong>
          <bdi>{centreName(place.clinic.name, language, place.line)}</bdi>
        </strong>
        <span>
          <bdi>{centreAddress(place.clinic.address, language)}</bdi>
        </span>
      </>
    ) : (
      <strong>{t('atCentre')}</strong>
    );
  }
  return (
    <>
      <strong>{t('atYourHome')}</strong>
      {place.address ? (
        <span>
          <bdi>{addressLine(place.address, language)}</bdi>
        </span>
      ) : null}
    </>
  );
}

/** An order's stored address (a JSON record) as the parts of an address line; null when it has none. */
export function storedAddress(record: Record<string, string | null> | null): VisitPlaceOf['address'] {
  if (!record?.line1 || !record.city) return null;
  return {
    line1: record.line1,
    line2: record.line2 ?? null,
    landmark: record.landmark ?? null,
    city: record.city,
    pincode: record.pincode ?? '',
  };
}

/**
 * A booking's date, time and place, as a list of facts: the review, the confirmation and the order show it. Times
 * are the place's own (its time zone), as the schedule offered them.
 */
export function BookingFacts({
  startsAt,
  timeZone,
  place,
  testId,
}: {
  startsAt: string | null;
  timeZone: string;
  place: VisitPlaceOf;
  testId?: string;
}) {
  const t = useTranslations('checkout');
  const format = useFormatter();
  const when = startsAt ? new Date(startsAt) : null;
  return (
    <dl className={booking.facts} data-testid={testId}>
      <dt>{t('factDate')}</dt>
      <dd data-testid="booking-date">
        {when ? format.dateTime(when, { dateStyle: 'full', timeZone }) : t('noTimeYet')}
      </dd>
      <dt>{t('factTime')}</dt>
      <dd data-testid="booking-time">
        {when ? format.dateTime(when, { hour: 'numeric', minute: '2-digit', timeZone }) : t('noTimeYet')}
      </dd>
      <dt>{t('factPlace')}</dt>
      <dd data-testid="booking-place">
        <PlaceLines place={place} />
      </dd>
    </dl>
  );
}

/**
 * The bag's view of where the booking happens: the answer given on the booking page, not the question again, with
 * a link back there to change it. A centre booking asks nothing more; a home visit's address is chosen below.
 */
export function VisitPlace({ cart }: { cart: CartSummary }) {
  const t = useTranslations('checkout');
  const visit = cart.booking;
  if (!visit) return null;
  const home = visit.locationType === 'home';
  return (
    <section
      className={styles.section}
      aria-labelledby="visit-title"
      data-testid="visit-place"
      data-location-type={visit.locationType}
    >
      <h2 id="visit-title">{visit.kind === 'skin' ? t('whereSessions') : t('whereScanChosen')}</h2>
      <p className={booking.visit}>
        <PlaceLines
          place={{
            locationType: visit.locationType,
            clinic: visit.clinic,
            address: null,
            line: visit.kind === 'skin' ? 'skinnsi' : 'toothsi',
          }}
        />
        {home ? (
          <span className={styles.muted}>{visit.kind === 'skin' ? t('atHomeSessionsHint') : t('atHomeHint')}</span>
        ) : null}
      </p>
      {visit.locationType === 'centre' && !visit.clinic ? (
        <p className={styles.problem}>{t('blocker.clinic')}</p>
      ) : null}
      <Link href={bookingStepPath(cart)} data-testid="change-place">
        {t('changePlace')}
      </Link>
    </section>
  );
}

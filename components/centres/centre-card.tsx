'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { cartApi } from '@/client/cart';
import { readApiError } from '@/client/api-errors';
import { queryKeys } from '@/client/query-keys';
import { useLocale, useRouter } from '@/i18n/navigation';
import { localeInfo } from '@/i18n/locales';
import { centreAddress, centreName } from '@/lib/centre-names';
import { directionsUrl, type CentreWithDistance } from '@/lib/centres';
import { Link } from '@/components/link';
import { useErrorText } from '@/components/account/use-error-text';
import { Button, buttonClass } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import styles from './centres.module.css';

const SCAN_AT_CENTRE = 'scan-centre';
const EVERY_DAY = 7;

/** Weekday names (Sunday = 0) in the page's language, from a known Sunday. */
function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );
}

/**
 * One centre: where, how far, when open, what it offers, directions in the visitor's maps app, and "book a scan
 * here", which puts a centre scan in the cart with this centre chosen and continues in the bag like any booking.
 */
export function CentreCard({ centre }: { centre: CentreWithDistance }) {
  const t = useTranslations('centres');
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const client = useQueryClient();
  const errorText = useErrorText();
  const book = useMutation({
    mutationFn: async () => {
      await cartApi.add(locale, { planCode: SCAN_AT_CENTRE });
      return cartApi.setVisit(locale, { locationType: 'centre', clinicId: centre.id });
    },
    onSuccess: (cart) => {
      client.setQueryData(queryKeys.cart(locale), cart);
      router.push('/checkout/select-address');
    },
  });
  const titleId = `centre-${centre.id}`;
  const hours = `${centre.opensAt}–${centre.closesAt}`;
  const days =
    centre.openDays.length === EVERY_DAY
      ? t('openDaily', { hours })
      : t('openOn', { days: format.list(centre.openDays.map((d) => weekdayName(d, locale))), hours });

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="centre" data-city={centre.city}>
      <h3 id={titleId} className={styles.name}>
        <bdi>{centreName(centre.name, localeInfo(locale).language)}</bdi>
      </h3>
      {centre.distanceKm !== null ? (
        <p className={styles.distance}>
          {t('distance', {
            km: format.number(centre.distanceKm, { maximumFractionDigits: centre.distanceKm < 10 ? 1 : 0 }),
          })}
        </p>
      ) : null}
      <address className={styles.address}>
        <bdi>{centreAddress(centre.address, localeInfo(locale).language)}</bdi>
        {/^\d+$/.test(centre.pincode) ? <> – {centre.pincode}</> : null}
      </address>
      <p className={styles.hours}>{days}</p>
      <ul className={styles.services} aria-label={t('servicesLabel')}>
        {centre.services.map((s) => (
          <li key={s} className={styles.service} data-service={s}>
            {t(`services.${s}`)}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {centre.services.includes('alignerScan') ? (
          <Button
            size="small"
            onClick={() => book.mutate()}
            disabled={book.isPending || book.isSuccess}
            aria-describedby={titleId}
          >
            {t('bookScan')}
          </Button>
        ) : null}
        {centre.services.includes('skinTreatments') ? (
          <Link
            href="/skinnsi"
            className={buttonClass({ variant: 'secondary', size: 'small' })}
            aria-describedby={titleId}
          >
            {t('skinTreatments')}
          </Link>
        ) : null}
        <a
          href={directionsUrl(centre)}
          className={buttonClass({ variant: 'ghost', size: 'small' })}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
        >
          {t('directions')}
          <span className="visually-hidden"> {t('opensNewTab')}</span>
        </a>
      </div>
      <FormMessage tone="error">
        {book.isError ? errorText(readApiError(book.error).fields[0] ?? readApiError(book.error)) : undefined}
      </FormMessage>
    </article>
  );
}

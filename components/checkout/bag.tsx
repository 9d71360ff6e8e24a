'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { AccountUser } from '@/lib/api/account-contracts';
import type { CartSummary } from '@/lib/api/commerce-contracts';
import { signInHref } from '@/lib/auth-rules';
import { formatMoney } from '@/lib/money';
import { cartApi, useOtherMarketCarts } from '@/client/cart';
import { useSession } from '@/client/session';
import { useCarriedParams } from '@/client/attribution';
import { useLocale, useRouter } from '@/i18n/navigation';
import { LOCALES, localeInfo, type Country, type Locale } from '@/i18n/locales';
import { localizedHref } from '@/i18n/navigation';
import { Link } from '@/components/link';
import { Button, buttonClass } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useErrorText } from '@/components/account/use-error-text';
import { useAddresses } from '@/components/account/use-addresses';
import { StartShopping } from './start-shopping';
import { Totals } from './summary';
import { CartRewards } from '@/components/rewards/cart-rewards';
import { useCart, useOptimisticChoice } from './use-cart';
import styles from './checkout.module.css';
import { addressLine } from '@/lib/address-lines';
import { productPath } from '@/lib/catalog';
import { countryName, skinLineName } from '@/components/skin/names';
import { TreatmentIcon } from '@/components/skin/illustrations';
import { isBookingOnly, isFreeBooking } from '@/lib/booking';
import { VisitPlace } from './visit-place';

const HERE = '/checkout/select-address';

/**
 * Step 1 of checkout: the cart (quantities, removal, coupon, totals) for everyone; a booking's place as chosen on
 * its booking page (shown with a way back to change it, never asked again); once signed in, the address, only when
 * something needs one (a home visit, goods to deliver). Continues to the schedule or the review. The page
 * renders it per request with the visitor's cart and addresses (components/page-data.tsx) and `user`, who the
 * cookies say is there (null for a guest), so it paints before its script arrives; signing in or out in the header
 * reads the cart (merged at sign-in) and the addresses again.
 */
export function Bag({ user }: { user: AccountUser | null }) {
  const t = useTranslations('checkout');
  const errorText = useErrorText();
  const session = useSession(user);
  const router = useRouter();
  const { cart, query, error, busy, run, locale } = useCart();
  const carried = useCarriedParams();
  const triedCoupon = useRef(false);
  const signedIn = session.status === 'signedIn';

  // A coupon that came in a link (?coupon=) is applied once, and its verdict shown like a typed one; a free booking
  // has nothing to discount.
  useEffect(() => {
    const code = carried.coupon?.trim().toUpperCase();
    if (!cart || triedCoupon.current || !code || cart.coupon || cart.lines.length === 0 || isFreeBooking(cart)) return;
    if (window.sessionStorage.getItem(`sitrus_coupon_tried_${code}`)) return;
    triedCoupon.current = true;
    window.sessionStorage.setItem(`sitrus_coupon_tried_${code}`, '1');
    void run((l) => cartApi.applyCoupon(l, code));
  }, [cart, carried.coupon, run]);

  if (!cart) {
    if (query.isError) {
      return (
        <div className={styles.stack}>
          <h1>{t('cartTitle')}</h1>
          <QueryError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      );
    }
    return (
      <div aria-busy="true">
        <Skeleton width="40%" height="2rem" label={t('loading')} />
        <p />
        <Skeleton height="10rem" />
      </div>
    );
  }

  const errorMessage = error ? errorText(error.fields[0] ?? error) : undefined;

  if (cart.lines.length === 0) {
    return (
      <div className={styles.stack}>
        <h1>{t('cartTitle')}</h1>
        <FormMessage tone="error">{errorMessage}</FormMessage>
        <StartShopping message={t('emptyCart')} testId="empty-cart" />
        <OtherMarketCarts />
      </div>
    );
  }

  const next = cart.booking && !cart.booking.slot ? '/my-account/select-schedule' : '/checkout/select-address-step-2';
  const ready =
    signedIn && !cart.blockers.some((b) => b === 'empty' || b === 'lineProblem' || b === 'address' || b === 'clinic');
  // A booking is not a purchase: it is named as one, and a free one has nothing to discount.
  const bookingOnly = isBookingOnly(cart);
  const free = isFreeBooking(cart);
  const blocker = cart.blockers.find((b) => b !== 'slot') ?? 'address';

  return (
    <div className={`${styles.stack} ${styles.withActionBar}`}>
      <h1>{bookingOnly ? t('bookingTitle') : t('cartTitle')}</h1>
      <FormMessage tone="error">{errorMessage}</FormMessage>
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          <Lines cart={cart} busy={busy} run={run} locale={locale} />
          {cart.booking ? <VisitPlace cart={cart} /> : null}
          {signedIn && cart.addressFor ? <AddressChoice cart={cart} busy={busy} run={run} /> : null}
        </div>
        <aside className={styles.section} aria-labelledby="summary-title">
          <h2 id="summary-title">{bookingOnly ? t('bookingSummary') : t('summary')}</h2>
          {free ? null : <Coupon cart={cart} busy={busy} run={run} />}
          {free ? null : <CartRewards cart={cart} busy={busy} run={run} locale={locale} signedIn={signedIn} />}
          <Totals amounts={cart} ships={cart.ships} couponCode={cart.coupon?.applied ? cart.coupon.code : null} />
          {signedIn ? null : <p className={styles.muted}>{bookingOnly ? t('signInToBook') : t('signInToContinue')}</p>}
          {signedIn && !ready ? (
            <p className={styles.muted}>
              {blocker === 'address' && cart.addressFor === 'homeVisit'
                ? t('blocker.addressForVisit')
                : t(`blocker.${blocker}`)}
            </p>
          ) : null}
          <div className={styles.actionBar}>
            {signedIn ? (
              <Button block disabled={!ready || busy} onClick={() => router.push(next)} data-testid="continue">
                {cart.booking && !cart.booking.slot ? t('chooseTime') : t('continueToReview')}
              </Button>
            ) : (
              <Link href={signInHref(HERE)} className={buttonClass({ block: true })} data-testid="sign-in-to-checkout">
                {bookingOnly ? t('signInToBookButton') : t('signInButton')}
              </Link>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}

type Run = ReturnType<typeof useCart>['run'];

function Lines({ cart, busy, run, locale }: { cart: CartSummary; busy: boolean; run: Run; locale: string }) {
  const t = useTranslations('checkout');
  const ts = useTranslations('skin');
  // A skin package is named from the skin catalogue (service and sessions); other plans from the checkout's.
  const planName = (line: CartSummary['lines'][number]) =>
    line.skin ? skinLineName(ts, line.skin) : t(`plans.${line.planCode}.name`);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: cart.currency }, locale);
  return (
    <section className={styles.section} aria-labelledby="lines-title">
      <h2 id="lines-title">
        {isBookingOnly(cart)
          ? cart.booking?.kind === 'skin'
            ? t('yourPackage')
            : t('yourScan')
          : t('itemsCount', { count: cart.count })}
      </h2>
      <ul className={styles.lines}>
        {cart.lines.map((line) => (
          <li key={line.id} className={styles.line} data-testid="cart-line">
            {line.image ? (
              <Image src={line.image} alt="" width={64} height={64} />
            ) : (
              <span className={styles.planIcon} aria-hidden="true">
                {line.skin ? <TreatmentIcon name={line.skin.category} size={32} /> : '3D'}
              </span>
            )}
            <div className={styles.lineBody}>
              <div className={styles.lineTop}>
                <strong>
                  {line.kind === 'product' && line.slug && line.productId !== null ? (
                    <Link href={productPath({ id: line.productId, slug: line.slug, line: line.line })}>
                      {line.name}
                    </Link>
                  ) : (
                    planName(line)
                  )}
                </strong>
                <span data-testid="line-total">{line.lineMinor === 0 ? t('free') : money(line.lineMinor)}</span>
              </div>
              {line.skin ? (
                <span className={styles.muted}>
                  {ts('lineDescription', { category: ts(`categories.${line.skin.category}`) })}
                </span>
              ) : line.kind === 'plan' ? (
                <span className={styles.muted}>{t(`plans.${line.planCode}.description`)}</span>
              ) : (
                <span className={styles.muted}>{t('each', { price: money(line.unitMinor) })}</span>
              )}
              {line.problem ? <span className={styles.problem}>{t(`problem.${line.problem}`)}</span> : null}
              <div className={styles.actions}>
                {line.kind === 'product' && line.productId !== null ? (
                  <Stepper
                    name={line.name}
                    quantity={line.quantity}
                    max={line.maxQuantity}
                    busy={busy}
                    onChange={(quantity) => {
                      const id = line.productId ?? 0;
                      void run((l) => cartApi.setQuantity(l, id, quantity));
                    }}
                  />
                ) : null}
                <Button
                  variant="ghost"
                  size="small"
                  disabled={busy}
                  onClick={() => {
                    const id = line.productId;
                    void run((l) => (id === null ? cartApi.removePlan(l) : cartApi.setQuantity(l, id, 0)));
                  }}
                >
                  {t('remove')}
                  <span className="visually-hidden"> {line.kind === 'product' ? line.name : planName(line)}</span>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stepper({
  name,
  quantity,
  max,
  busy,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  busy: boolean;
  onChange: (quantity: number) => void;
}) {
  const t = useTranslations('checkout');
  return (
    <span className={styles.stepper} role="group" aria-label={t('quantityOf', { name })}>
      <Button
        variant="secondary"
        size="small"
        disabled={busy || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
        aria-label={t('decrease')}
      >
        −
      </Button>
      <output aria-live="polite" data-testid="quantity">
        {quantity}
      </output>
      <Button
        variant="secondary"
        size="small"
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
        aria-label={t('increase')}
      >
        +
      </Button>
    </span>
  );
}

function Coupon({ cart, busy, run }: { cart: CartSummary; busy: boolean; run: Run }) {
  const t = useTranslations('checkout');
  const [code, setCode] = useState('');
  const coupon = cart.coupon;
  async function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim().length < 2) return;
    const next = await run((l) => cartApi.applyCoupon(l, code.trim()));
    if (next?.coupon?.applied) setCode('');
  }
  if (coupon?.applied) {
    return (
      <div className={styles.actions}>
        <FormMessage tone="success">{t('couponApplied', { code: coupon.code })}</FormMessage>
        <Button variant="ghost" size="small" disabled={busy} onClick={() => void run((l) => cartApi.removeCoupon(l))}>
          {t('removeCoupon')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={apply} noValidate>
      <TextField
        label={t('couponLabel')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={32}
        error={
          coupon && !coupon.applied && coupon.reason ? t(`coupon.${coupon.reason}`, { code: coupon.code }) : undefined
        }
        data-testid="coupon-input"
        action={
          <Button type="submit" variant="secondary" disabled={busy || code.trim().length < 2}>
            {t('apply')}
          </Button>
        }
      />
    </form>
  );
}

function AddressChoice({ cart, busy, run }: { cart: CartSummary; busy: boolean; run: Run }) {
  const t = useTranslations('checkout');
  const { language } = localeInfo(useLocale());
  const query = useAddresses();
  const addresses = query.data;
  // A home visit's address is the visit's place (the booking's one question, answered here with the address).
  const homeVisit = cart.addressFor === 'homeVisit';
  const save = useCallback(
    (id: string) =>
      run((l) =>
        homeVisit ? cartApi.setVisit(l, { locationType: 'home', addressId: id }) : cartApi.setAddress(l, id),
      ),
    [homeVisit, run],
  );
  // The default address is chosen for the customer when none is yet.
  useEffect(() => {
    const preferred = addresses?.find((a) => a.isDefault && a.country === cart.country);
    if (!cart.address && preferred && !busy) void save(preferred.id);
  }, [addresses, cart.address, cart.country, busy, save]);

  const [chosenAddress, chooseAddress] = useOptimisticChoice(cart.address?.id ?? null);
  const addLink = `/my-account/add-edit-address?next=${encodeURIComponent(HERE)}`;
  return (
    <section className={styles.section} aria-labelledby="address-title">
      <h2 id="address-title">{homeVisit ? t('addressForVisit') : t('addressForDelivery')}</h2>
      {homeVisit && cart.ships ? <p className={styles.muted}>{t('deliveredThereToo')}</p> : null}
      {addresses === undefined ? (
        query.isError ? (
          <QueryError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <Skeleton height="4rem" />
        )
      ) : addresses.length === 0 ? (
        <p>
          {t('noAddress')} <Link href={addLink}>{t('addAddress')}</Link>
        </p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('chooseAddress')}</legend>
          {addresses.map((a) => (
            <label key={a.id} className={styles.choice}>
              <input
                type="radio"
                name="address"
                checked={chosenAddress === a.id}
                disabled={busy}
                onChange={() => chooseAddress(a.id, () => save(a.id))}
              />
              <span>
                <strong>{a.recipientName}</strong>
                <br />
                <span className={styles.muted}>{addressLine(a, language)}</span>
              </span>
            </label>
          ))}
          <Link href={addLink}>{t('addAnotherAddress')}</Link>
        </fieldset>
      )}
    </section>
  );
}

/**
 * On an empty bag, the customer's bags in other markets (issue 29 item 3): a bag belongs to one country, with its
 * prices, centres and times, so it is never brought over repriced; the customer is told where it is and can go back.
 */
function OtherMarketCarts() {
  const t = useTranslations('checkout');
  const locale = useLocale() as Locale;
  const here = localeInfo(locale);
  const others = useOtherMarketCarts();
  if (others.length === 0) return null;
  /** The other market's bag in the page's language where that market has it, else in its first locale. */
  const bagOf = (country: Country) => {
    const target =
      LOCALES.find((l) => l.country === country && l.language === here.language) ??
      LOCALES.find((l) => l.country === country);
    return localizedHref('/checkout/select-address', (target?.id ?? locale) as Locale);
  };
  return (
    <ul className={styles.section} data-testid="other-market-carts">
      {others.map(({ country, count }) => (
        <li key={country} data-country={country}>
          <p>
            {t('otherMarketBag', {
              country: countryName(country, locale),
              count,
              here: countryName(here.country, locale),
            })}
          </p>
          {/* Another locale's page: a full navigation, as the language switcher does. */}
          <a href={bagOf(country)} className={buttonClass({ variant: 'secondary' })}>
            {t('goToOtherMarketBag', { country: countryName(country, locale) })}
          </a>
        </li>
      ))}
    </ul>
  );
}

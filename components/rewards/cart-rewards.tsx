'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { CartSummary } from '@/lib/api/commerce-contracts';
import { COIN_REDEEM_CAP_PERCENT, coinsValueMinor } from '@/lib/coin-rules';
import { REFERRAL_RULES } from '@/lib/referral-rules';
import { formatMoney } from '@/lib/money';
import { rewardsApi } from '@/client/rewards';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import type { CartChange } from '@/components/checkout/use-cart';
import styles from './rewards.module.css';

interface Props {
  cart: CartSummary;
  busy: boolean;
  run: (apply: CartChange) => Promise<CartSummary | null>;
  locale: string;
  signedIn: boolean;
}

/**
 * The bag's referral discount (applied, or why not, with a field to type a friend's code) and, for a signed-in
 * customer with coins, the choice to redeem them. Shown before paying; both are part of the cart's discount.
 */
export function CartRewards({ cart, busy, run, locale, signedIn }: Props) {
  const t = useTranslations('rewards');
  const [code, setCode] = useState('');
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: cart.currency }, locale);
  const referral = cart.referral;

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim().length < 4) return;
    const next = await run((l) => rewardsApi.applyReferral(l, code.trim()));
    if (next?.referral?.applied) setCode('');
  }

  const refusal =
    referral && !referral.applied && referral.reason
      ? t(`referral.${referral.reason}`, {
          code: referral.code,
          minOrder: money(REFERRAL_RULES[cart.country].minOrderMinor),
        })
      : undefined;
  const coins = cart.coins?.lines.filter((l) => l.coins > 0) ?? [];
  return (
    <div className={styles.stack} data-testid="cart-rewards">
      {referral?.applied ? (
        <FormMessage tone="success">
          {referral.referrerFirstName
            ? t('referralApplied', { name: referral.referrerFirstName, amount: money(referral.discountMinor) })
            : t('referralAppliedNoName', { code: referral.code, amount: money(referral.discountMinor) })}
        </FormMessage>
      ) : (
        <form onSubmit={apply} noValidate>
          <TextField
            label={t('referralLabel')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={16}
            error={refusal}
            data-testid="referral-input"
            action={
              <Button type="submit" variant="secondary" disabled={busy || code.trim().length < 4}>
                {t('apply')}
              </Button>
            }
          />
        </form>
      )}
      {signedIn && cart.coins && cart.coins.lines.length > 0 ? (
        <fieldset className={styles.stack}>
          <legend className={styles.muted}>{t('coinsTitle')}</legend>
          {coins.length > 0 ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={cart.coins.use}
                disabled={busy}
                onChange={(e) => void run((l) => rewardsApi.useCoins(l, e.target.checked))}
                data-testid="use-coins"
              />
              <span>
                {coins
                  .map((l) =>
                    t('useCoins', {
                      coins: l.coins,
                      line: l.line,
                      amount: money(coinsValueMinor(l.coins, cart.currency)),
                    }),
                  )
                  .join(' · ')}
              </span>
            </label>
          ) : null}
          {cart.coins.lines.map((l) => (
            <p key={l.line} className={styles.muted}>
              {t('coinsBalance', { balance: l.balance, line: l.line, percent: COIN_REDEEM_CAP_PERCENT })}
            </p>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

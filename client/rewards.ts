import type { CartSummary } from '@/lib/api/commerce-contracts';
import type { Country } from '@/i18n/locales';
import type { ReferralAmounts, ReferralShare, ReferralTotals, ReferralTransaction } from '@/lib/api/rewards-contracts';
import { marketQuery } from '@/lib/api/paths';
import { announceCart } from './cart';
import { get, post } from './http';

async function answered(call: Promise<{ cart: CartSummary }>): Promise<CartSummary> {
  const { cart } = await call;
  announceCart(cart);
  return cart;
}

/** The bag's referral and coin calls (each answers the new cart), and the invitation page's greeting. */
export const rewardsApi = {
  applyReferral: (locale: string, code: string) =>
    answered(post(`/api/v1/cart/referral?${marketQuery(locale)}`, { code })),
  useCoins: (locale: string, use: boolean) => answered(post(`/api/v1/cart/coins?${marketQuery(locale)}`, { use })),
  myReferral: (country: Country) =>
    get<{ code: string; amounts: ReferralAmounts; totals: ReferralTotals[] }>(
      `/api/v1/referrals/me?country=${country}`,
    ),
  share: (locale: string) =>
    get<{ share: ReferralShare }>(`/api/v1/referrals/share-urls?locale=${encodeURIComponent(locale)}`),
  transactions: () => get<{ transactions: ReferralTransaction[] }>('/api/v1/referrals/transactions'),
  referrerName: (code: string) =>
    get<{ code: string; firstName: string | null }>(`/api/v1/referrals/referrer?code=${encodeURIComponent(code)}`),
};

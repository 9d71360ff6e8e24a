import type { CartSummary } from '@/lib/api/commerce-contracts';
import type { SkinChoice, TrialStatus } from '@/lib/api/skin-contracts';
import type { LocationType } from '@/lib/commerce';
import type { SkinCategory } from '@/lib/skin';
import { marketQuery } from '@/lib/api/paths';
import { announceCart } from './cart';
import { get, post, request } from './http';

/** The skin line's calls from the browser (lib/api/skin-contracts.ts). */
export const skinApi = {
  /** The visitor's saved choice (kept with their cart of the page's market), or null. */
  choice: (locale: string) =>
    get<{ choice: SkinChoice | null }>(`/api/v1/skinnsi/user-choice?${marketQuery(locale)}`).then((r) => r.choice),
  saveChoice: (
    locale: string,
    choice: {
      serviceCategory: SkinCategory;
      service?: string;
      packageCode?: string;
      bodyParts?: string[];
      city?: string;
      locationType?: LocationType;
    },
  ) =>
    request<{ choice: SkinChoice }>('PUT', `/api/v1/skinnsi/user-choice?${marketQuery(locale)}`, choice).then(
      (r) => r.choice,
    ),
  /** Makes the package the cart's booking, at home or a centre in a city; the header's bag count follows. */
  book: async (locale: string, input: { packageCode: string; city: string; locationType: LocationType }) => {
    const { cart } = await post<{ cart: CartSummary }>(`/api/v1/cart/skin-package?${marketQuery(locale)}`, input);
    announceCart(cart);
    return cart;
  },
  trial: (locale: string) =>
    get<{ trial: TrialStatus }>(`/api/v1/skinnsi/trial?${marketQuery(locale)}`).then((r) => r.trial),
  claimTrial: (locale: string, input: { bodyParts: string[]; city: string }) =>
    post<{ trial: TrialStatus }>(`/api/v1/skinnsi/trial?${marketQuery(locale)}`, input).then((r) => r.trial),
};

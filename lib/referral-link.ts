/**
 * Referral links and codes, without the market rules: small enough for the proxy, which remembers a link's code.
 */
/**
 * A referral link's code counts for this many days after the visit that first brought it (the `sitrus_ref` cookie,
 * set by the proxy): a visitor who signs up and orders within the window gets the friend's discount.
 */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
export const REFERRAL_COOKIE = 'sitrus_ref';

/** Codes are 8 letters and digits without look-alikes (no I, L, O, 0, 1). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** A typed or linked code, upper-cased without spaces or dashes; null when it cannot be a code. */
export function normaliseReferralCode(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The cookie value that remembers a link's code with the time it first arrived (`CODE.unixSeconds`). */
export function referralCookieValue(code: string, at: Date): string {
  return `${code}.${Math.floor(at.getTime() / 1000)}`;
}

/** The code of a `sitrus_ref` cookie and when it arrived, or null when absent or malformed. */
export function readReferralCookie(raw: string | null | undefined): { code: string; at: Date } | null {
  const match = /^([A-Z0-9]{4,16})\.(\d{1,12})$/.exec(raw ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { code: match[1], at: new Date(Number(match[2]) * 1000) };
}

/** The link's code while it is within the attribution window, else null. */
export function attributedReferralCode(raw: string | null | undefined, now: Date): string | null {
  const cookie = readReferralCookie(raw);
  if (!cookie) return null;
  const age = now.getTime() - cookie.at.getTime();
  return age >= -60_000 && age <= REFERRAL_ATTRIBUTION_DAYS * 86_400_000 ? cookie.code : null;
}

/** The invitation page a referral link lands on, with `referralcode` (a carried parameter, spec §5). */
export const REFERRAL_INVITE_PATH = '/refer-and-earn-get-discount/invite';
export const REFERRAL_PAGE_PATH = '/refer-and-earn-get-discount';

/** A referral link's app path (locale-free): the invitation page carrying the code. */
export function referralLinkPath(code: string): string {
  return `${REFERRAL_INVITE_PATH}?referralcode=${encodeURIComponent(code)}`;
}

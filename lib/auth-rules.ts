import { delocalizedHref, localeOfPath } from '@/i18n/localized-href';

/** The numbers behind sign-in (issue: accounts). One place, so tests and messages agree with the code. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_SENDS_PER_PHONE = 3;
export const OTP_SENDS_PER_IP = 20;
export const OTP_WINDOW_SECONDS = 15 * 60;
export const SESSION_TTL_DAYS = 30;
export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';

/** Login-required routes (locale-stripped): the proxy sends logged-out visitors to sign-in and back. */
export const LOGIN_REQUIRED: readonly string[] = [
  '/my-account',
  '/my-account/*',
  '/toothsi/my-account/*',
  '/profile',
  '/ae/toothsi/profile',
  '/smile-tracker-settings',
  '/checkout/select-address-step-2',
  '/checkout/payment/*',
  '/toothsi/checkout/*',
  '/skinnsi/payment',
  '/skinnsi/payment/*',
  // Refer and earn is the customer's own code and referrals; its invitation page (/invite) is public.
  '/refer-and-earn-get-discount',
  '/review/add',
  '/review/edit',
];

export const SIGN_IN_PATH = '/sign-in';

/** The sign-in page, sending the visitor back to `next` (a locale-free path) once signed in. */
export function signInHref(next: string): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * A safe return path (after sign-in, after saving an address, anywhere a `next` is followed): a same-site absolute
 * path only, judged on what a browser would actually navigate to. The input is decoded and resolved against a
 * placeholder origin, and the *result* must still be a plain path on that origin: dot segments (`/./`, `/%2e%2e/`),
 * tabs and newlines that URL parsing drops, and backslashes can all turn an innocent-looking input into `//evil`.
 * Anything else falls back to `fallback`. A locale segment is dropped: the follower adds the page's own.
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/my-account'): string {
  if (!raw) return fallback;
  let value = raw;
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(value);
      if (decoded === value) break;
      value = decoded;
    } catch {
      return fallback;
    }
  }
  if (!value.startsWith('/') || /[\\\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value.split(/[?#]/)[0] ?? ''))
    return fallback;
  let url: URL;
  try {
    url = new URL(value, 'https://same.site');
  } catch {
    return fallback;
  }
  const result = `${url.pathname}${url.search}${url.hash}`;
  // Validate what comes out, not what went in: the path a browser or router would follow must be ours.
  if (
    url.origin !== 'https://same.site' ||
    !result.startsWith('/') ||
    result.startsWith('//') ||
    result.startsWith('/\\')
  )
    return fallback;
  if (new URL(result, 'https://same.site').origin !== 'https://same.site') return fallback;
  return withoutLocale(result);
}

/**
 * The path without its locale segment (`/hi/my-account` → `/my-account`): every follower of `next` navigates with the
 * locale-adding router, which would otherwise make `/hi/hi/my-account`, a 404.
 */
function withoutLocale(path: string): string {
  return delocalizedHref(path, localeOfPath(path.split(/[?#]/)[0] ?? '/'));
}

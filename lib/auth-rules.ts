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

/**
 * Login-required routes (locale-stripped): the proxy sends logged-out visitors to sign-in and back. The spec asks
 * sign-in for addresses, smile-tracker settings and logout; every other page here stays behind sign-in because all it
 * shows is the customer's own record, with nothing public to show instead (the reason is beside each). My account and
 * refer and earn are public pages with a sign-in button; reviews show their public part to a visitor.
 */
export const LOGIN_REQUIRED: readonly string[] = [
  // The account's own pages: orders, addresses (spec), schedule, coins, the booking of a free scan.
  '/my-account/*',
  // One order and its booking.
  '/toothsi/my-account/*',
  // The customer's profile (name, gender, email): nothing in it is public.
  '/profile',
  '/ae/toothsi/profile',
  // Spec §6.
  '/smile-tracker-settings',
  // The delivery step of a customer's checkout, and the payment status of their order.
  '/checkout/select-address-step-2',
  '/checkout/payment/*',
  '/toothsi/checkout/*',
  '/skinnsi/payment/*',
];

/**
 * Pages under a login-required rule that a visitor may use: booking a scan starts with a city, a place and its free
 * times, and asks sign-in only to confirm (issue 30 item 4); the choice stays with the visitor's cart.
 */
export const SIGN_IN_LATER: readonly string[] = ['/my-account/book-scan'];

/** Whether a locale-stripped path is login-required: a rule ending in `/*` covers everything below its path. */
export function requiresSignIn(path: string): boolean {
  if (SIGN_IN_LATER.some((page) => path === page || path === `${page}/`)) return false;
  return LOGIN_REQUIRED.some((rule) =>
    rule.endsWith('/*') ? path.startsWith(rule.slice(0, -1)) : path === rule || path === `${rule}/`,
  );
}

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
  const path = sameSitePath(raw);
  if (path === null) return fallback;
  // The path that is finally followed is the one without its locale segment (`/hi//evil` would become `//evil`):
  // that one is checked again, exactly as it will be used.
  const bare = withoutLocale(path);
  return isPlainSamePath(bare) ? bare : fallback;
}

/** `raw`, decoded and resolved as a browser would, when it names a path of this origin; otherwise null. */
function sameSitePath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let value = raw;
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(value);
      if (decoded === value) break;
      value = decoded;
    } catch {
      return null;
    }
  }
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value.split(/[?#]/)[0] ?? '')) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  const result = `${url.pathname}${url.search}${url.hash}`;
  // Validate what comes out, not what went in: the path a browser or router would follow must be ours.
  return url.origin === PLACEHOLDER_ORIGIN && isPlainSamePath(result) ? result : null;
}

const PLACEHOLDER_ORIGIN = 'https://same.site';
const UNSAFE_CHARACTERS = /[\\\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/** A path a browser resolves on the current origin: one leading slash, no second slash or backslash after it. */
function isPlainSamePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if (UNSAFE_CHARACTERS.test(path.split(/[?#]/)[0] ?? '')) return false;
  try {
    return new URL(path, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The path without its locale segment (`/hi/my-account` → `/my-account`): every follower of `next` navigates with the
 * locale-adding router, which would otherwise make `/hi/hi/my-account`, a 404.
 */
function withoutLocale(path: string): string {
  return delocalizedHref(path, localeOfPath(path.split(/[?#]/)[0] ?? '/'));
}

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
];

export const SIGN_IN_PATH = '/sign-in';

/** The sign-in page, sending the visitor back to `next` (a locale-free path) once signed in. */
export function signInHref(next: string): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * A safe post-sign-in destination: a same-site absolute path only. Anything else (`//evil`, `/\evil`,
 * schemes, encoded slashes or backslashes, control characters) falls back to `/my-account`.
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
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://same.site');
    if (url.origin !== 'https://same.site') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

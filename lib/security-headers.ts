/**
 * The browser-side security headers: a Content-Security-Policy every page can keep (static and per-request pages
 * alike), and HSTS when the visitor is on HTTPS. Read by next.config.ts (`headers()`, on every response) and
 * proxy.ts (HSTS, which depends on the request). SECURITY.md explains each choice.
 */

/**
 * Where a page may send a form: our own routes, and Razorpay's hosted checkout, which the payment step reaches by
 * an auto-submitted form POST (server/payments/razorpay.ts, components/checkout/go-to-gateway.ts). A deployment
 * that points RAZORPAY_API_BASE elsewhere must add that origin here.
 */
export const PAYMENT_FORM_ORIGINS: readonly string[] = ['https://api.razorpay.com'];

/**
 * The policy. Scripts need 'unsafe-inline': Next's App Router writes the RSC payload as inline
 * `self.__next_f.push(…)` scripts in every page, static pages are prerendered once and re-rendered by tag
 * revalidation (so their inline scripts change after the build and cannot be listed as hashes), and a nonce needs a
 * page rendered per request. `experimental.sri` only adds `integrity` to external chunks, never to those inline
 * scripts (vercel/next.js#95354). 'strict-dynamic' is left out on purpose: with it a browser ignores 'unsafe-inline'
 * and 'self' and every page would stop hydrating. What the policy still does: scripts, styles, fonts, media and
 * connections come from our origin only, no plugins, no <base> rewriting, forms post to us or the gateway, and no
 * other site may frame a page. `development` adds 'unsafe-eval', which React's dev build needs for its error stacks.
 */
export function contentSecurityPolicy(options: { development?: boolean } = {}): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : [])],
    // Inline style attributes (a few components set CSS variables) and the sandbox gateway's own <style>.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...PAYMENT_FORM_ORIGINS],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** HSTS for a year. Not includeSubDomains or preload: other hosts of the domain are not this app's to promise. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * TRUST_PROXY as server/env.ts reads it (unset/empty/false → 0, true → 1, else the number of trusted proxies),
 * for proxy.ts, which runs before and apart from the server's validated configuration. Anything malformed is 0:
 * the server refuses to boot with it anyway.
 */
export function trustProxyOf(raw: string | undefined): number {
  if (raw === undefined || raw === '' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/**
 * Whether the visitor reached us over HTTPS: the request's own scheme, or X-Forwarded-Proto set by a proxy we trust
 * (TRUST_PROXY > 0), the same rule as the session cookie's `Secure` (server/auth/session.ts isSecureRequest).
 */
export function isHttpsRequest(protocol: string, forwardedProto: string | null, trustProxy: number): boolean {
  if (protocol === 'https:') return true;
  return trustProxy > 0 && forwardedProto === 'https';
}

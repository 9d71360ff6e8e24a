/**
 * The public origin of this deployment (NEXT_PUBLIC_SITE_URL without a trailing slash). Pure, with no React or
 * next-intl import, so server modules that Node scripts load outside Next (the OpenAPI lint) can use it.
 */
export function siteOrigin(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

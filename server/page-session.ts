import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { localizedHref } from '@/i18n/navigation';
import { signInHref } from '@/lib/auth-rules';
import { isSecureHeaders, readSessionCookies, type SessionContext } from './auth/session';

/**
 * For the private pages rendered per request with their data (my orders, the bag): the visitor's cookies and
 * session. Reading them makes the page dynamic, so no public page may call this (docs: architecture §10).
 */
export async function pageSession(): Promise<{
  cookies: Awaited<ReturnType<typeof cookies>>;
  session: SessionContext | null;
}> {
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  return { cookies: jar, session: await readSessionCookies(jar, isSecureHeaders(requestHeaders)) };
}

/**
 * The signed-in customer of an account page, or a redirect to sign in and back. The proxy already sends visitors
 * without a session cookie; this catches an expired or revoked session before any of its data is read.
 */
export async function requirePageSession(locale: Locale, path: string): Promise<SessionContext> {
  const { session } = await pageSession();
  if (!session) redirect(localizedHref(signInHref(path), locale));
  return session;
}

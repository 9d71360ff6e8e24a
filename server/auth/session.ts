import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { NextRequest, NextResponse } from 'next/server';
import { db } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { env } from '@/server/env';
import { AppError } from '@/server/errors';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_TTL_DAYS } from '@/lib/auth-rules';

export type User = typeof users.$inferSelect;
export interface SessionContext {
  sessionId: string;
  user: User;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** HTTPS as the visitor sees it (behind a trusted proxy, from X-Forwarded-Proto). */
export function isSecureRequest(request: NextRequest): boolean {
  if (request.nextUrl.protocol === 'https:') return true;
  return env().TRUST_PROXY > 0 && request.headers.get('x-forwarded-proto') === 'https';
}

/** What reads a request's cookies: a NextRequest's, or `cookies()` of next/headers in a server component. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/**
 * The session token of a request. Over HTTPS only `__Host-sid` counts: a browser accepts that name only from this
 * host, over HTTPS, for path /, while a plain `sid` can be planted by any sibling subdomain (cookie tossing) and would
 * sign the visitor into someone else's account. Plain-HTTP development reads either.
 */
function tokenFrom(cookies: CookieReader, secure: boolean): string | undefined {
  return secure
    ? cookies.get(SECURE_SESSION_COOKIE)?.value
    : (cookies.get(SECURE_SESSION_COOKIE)?.value ?? cookies.get(SESSION_COOKIE)?.value);
}

/** HTTPS for a page rendered per request, from `headers()`: Next fills X-Forwarded-Proto from the connection when no proxy did. */
export function isSecureHeaders(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The signed-in user of a request, or null. Checks the token hash, expiry and revocation in the database. */
export async function readSession(request: NextRequest): Promise<SessionContext | null> {
  return readSessionCookies(request.cookies, isSecureRequest(request));
}

/** readSession for a page rendered per request, from `cookies()`; `secure` as isSecureHeaders(headers()) says. */
export async function readSessionCookies(cookies: CookieReader, secure: boolean): Promise<SessionContext | null> {
  const token = tokenFrom(cookies, secure);
  if (!token || token.length > 100) return null;
  const [row] = await db()
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    );
  return row ?? null;
}

/** The signed-in user, or a 401. Every account endpoint starts here, next to the data it reads. */
export async function requireSession(request: NextRequest): Promise<SessionContext> {
  const session = await readSession(request);
  if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return session;
}

/** Starts a session for a user, revoking the one the browser had (rotation at sign-in). */
export async function startSession(request: NextRequest, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const previous = tokenFrom(request.cookies, isSecureRequest(request));
  if (previous)
    await db()
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(previous)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 3600 * 1000);
  await db()
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function revokeSession(request: NextRequest): Promise<void> {
  const token = tokenFrom(request.cookies, isSecureRequest(request));
  if (token)
    await db()
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Sets the session cookie: `__Host-sid`, Secure, over HTTPS; `sid` on plain-HTTP development. */
export function setSessionCookie(response: NextResponse, request: NextRequest, token: string, expiresAt: Date): void {
  const secure = isSecureRequest(request);
  response.cookies.set(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(response: NextResponse): void {
  for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE])
    response.cookies.set(name, '', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 0,
      secure: name === SECURE_SESSION_COOKIE,
    });
}

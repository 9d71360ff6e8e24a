import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { AppError } from '@/server/errors';

/** Checks `Authorization: Bearer <secret>` in constant time; an unset secret disables the endpoint. */
export function requireBearer(request: NextRequest, secret: string | undefined, what: string): void {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret ?? '');
  if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('UNAUTHORIZED', `A valid ${what} secret is required.`);
}

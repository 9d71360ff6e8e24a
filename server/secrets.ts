import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from './env';
import { AppError } from './errors';

const DEV_SECRET = 'development-only-otp-secret-change-me-0123456789';

/** The app's root secret (AUTH_SECRET). Development and tests fall back to a fixed one; production never does. */
export function appSecret(): string {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  if (env().NODE_ENV === 'production') throw new AppError('INTERNAL', 'AUTH_SECRET is not configured.');
  return DEV_SECRET;
}

/** A secret of its own for one purpose, derived from the root secret, so no two features share a key. */
export function derivedSecret(purpose: string): string {
  return createHmac('sha256', appSecret()).update(`sitrus:${purpose}`).digest('hex');
}

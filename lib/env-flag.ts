import { z } from 'zod';

/**
 * An on/off environment variable: `1`/`true` turn it on, `0`/`false` off; unset or empty means `defaultValue`.
 * One definition for the app's configuration (server/env.ts) and the production server's (scripts/).
 */
export function envFlag(defaultValue: boolean) {
  return z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? defaultValue : value === '1' || value === 'true'));
}

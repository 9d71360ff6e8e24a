import 'server-only';
import type { z } from 'zod';
import type { partnerApplicationSchema } from '@/lib/api/partner-contracts';
import { normalisePhone } from '@/lib/phone';
import { db } from './db/client';
import { partnerApplications } from './db/schema';
import { AppError } from './errors';

/** Stores a partner application after checking the phone for its country. */
export async function submitPartnerApplication(
  input: z.output<typeof partnerApplicationSchema>,
): Promise<{ id: string }> {
  const phone = normalisePhone(input.phone, input.country);
  if (!phone.ok)
    throw new AppError('VALIDATION_FAILED', 'Enter a valid mobile number.', [
      { path: 'body.phone', message: 'Enter a valid mobile number.', code: 'phoneInvalid' },
    ]);
  const [row] = await db()
    .insert(partnerApplications)
    .values({ ...input, phone: phone.e164, message: input.message || null })
    .returning({ id: partnerApplications.id });
  if (!row) throw new AppError('INTERNAL', 'Could not save the application.');
  return { id: row.id };
}

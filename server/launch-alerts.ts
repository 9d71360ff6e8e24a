import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { launchAlertSchema } from '@/lib/api/support-contracts';
import { LAUNCH_INTERESTS } from '@/lib/support-requests';
import { db } from './db/client';
import { launchAlerts } from './db/schema';
import { AppError } from './errors';
import { networkKey } from './support';

/**
 * Puts an email on the Gulf launch list of a country (/ae/comming-soon). One alert per email and country: a repeat
 * adds its interests to the ones kept and says the email was already on the list. The upsert is one statement,
 * so two racing requests leave one row. The route counts it against the shared public-write limit (server/rate-limit.ts).
 */
export async function subscribeLaunchAlert(
  input: z.output<typeof launchAlertSchema>,
  ip: string | null,
): Promise<{ alreadySubscribed: boolean }> {
  const email = input.email.toLowerCase();
  const interests = LAUNCH_INTERESTS.filter((i) => input.interests.includes(i));
  const [row] = await db()
    .insert(launchAlerts)
    .values({
      email,
      country: input.country,
      city: input.city || null,
      interests,
      locale: input.locale,
      ipKey: networkKey(ip),
    })
    .onConflictDoUpdate({
      target: [launchAlerts.email, launchAlerts.country],
      set: {
        // Union of the kept and the new interests, in the order of LAUNCH_INTERESTS.
        interests: sql`(select coalesce(jsonb_agg(i order by array_position(${sql.raw(`array['${LAUNCH_INTERESTS.join("','")}']`)}::text[], i)), '[]'::jsonb) from (select distinct jsonb_array_elements_text(${launchAlerts.interests} || excluded.interests) as i) s)`,
        city: sql`coalesce(excluded.city, ${launchAlerts.city})`,
        locale: sql`excluded.locale`,
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 for a row this statement inserted, and the updating transaction's id for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new AppError('INTERNAL', 'Could not save the alert.');
  return { alreadySubscribed: !row.inserted };
}

import { sql } from 'drizzle-orm';
import { apiRoute } from '../../../server/api/handler';
import { healthContract } from '../../../lib/api/contracts';
import { db } from '../../../server/db/client';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(healthContract, async () => {
  try {
    await db().execute(sql`select 1`);
    return { body: { ok: true, database: 'up' as const } };
  } catch {
    return { status: 503, body: { ok: false, database: 'down' as const } };
  }
});

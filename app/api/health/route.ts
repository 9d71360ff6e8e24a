import { apiRoute } from '@/server/api/handler';
import { healthContract } from '@/lib/api/contracts';
import { databaseAnswers } from '@/server/db/client';

export const dynamic = 'force-dynamic';

/** How long the check waits for `select 1`: a load balancer's probe gets its answer within 2 s, whatever the database does. */
const HEALTH_DEADLINE_MS = 1_500;

export const GET = apiRoute(healthContract, async () => {
  if (await databaseAnswers(HEALTH_DEADLINE_MS)) return { body: { ok: true, database: 'up' as const } };
  return { status: 503, body: { ok: false, database: 'down' as const }, headers: { 'Retry-After': '5' } };
});

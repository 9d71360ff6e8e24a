import { apiRoute } from '@/server/api/handler';
import { resolveTicketContract } from '@/lib/api/feedback-contracts';
import { requireBearer } from '@/server/api/bearer';
import { env } from '@/server/env';
import { resolveTicket } from '@/server/feedback/tickets';

export const POST = apiRoute(resolveTicketContract, async ({ request, params }) => {
  requireBearer(request, env().OPS_SECRET, 'operations');
  return { body: await resolveTicket(params.id) };
});

import { apiRoute } from '@/server/api/handler';
import { createTicketContract } from '@/lib/api/feedback-contracts';
import type { Locale } from '@/i18n/locales';
import { requireBearer } from '@/server/api/bearer';
import { env } from '@/server/env';
import { openTicket } from '@/server/feedback/tickets';

export const POST = apiRoute(createTicketContract, async ({ request, body }) => {
  requireBearer(request, env().OPS_SECRET, 'operations');
  return { status: 201, body: { ticket: await openTicket({ ...body, locale: body.locale as Locale }) } };
});

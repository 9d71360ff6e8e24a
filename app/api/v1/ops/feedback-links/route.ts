import { apiRoute } from '@/server/api/handler';
import { sendFeedbackLinkContract } from '@/lib/api/feedback-contracts';
import type { Locale } from '@/i18n/locales';
import { requireBearer } from '@/server/api/bearer';
import { env } from '@/server/env';
import { sendFeedbackLink } from '@/server/feedback/links';

export const POST = apiRoute(sendFeedbackLinkContract, async ({ request, body }) => {
  requireBearer(request, env().OPS_SECRET, 'operations');
  const { url, expiresAt } = await sendFeedbackLink({ ...body, locale: body.locale as Locale });
  return { status: 201, body: { url, expiresAt: expiresAt.toISOString() } };
});

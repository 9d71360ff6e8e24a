import { revalidateTag } from 'next/cache';
import { apiRoute } from '@/server/api/handler';
import { revalidateContract } from '@/lib/api/contracts';
import { requireBearer } from '@/server/api/bearer';
import { env } from '@/server/env';

/** CMS webhook: `Authorization: Bearer <REVALIDATE_SECRET>`, body `{"tags": ["content:ub-header:en"]}`. */
export const POST = apiRoute(revalidateContract, async ({ body, request }) => {
  requireBearer(request, env().REVALIDATE_SECRET, 'revalidation');
  for (const tag of body.tags) revalidateTag(tag, 'max');
  return { body: { revalidated: body.tags } };
});

import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { apiRoute } from '../../../server/api/handler';
import { revalidateContract } from '../../../lib/api/contracts';
import { AppError } from '../../../server/errors';
import { env } from '../../../server/env';

function secretMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** CMS webhook: `Authorization: Bearer <REVALIDATE_SECRET>`, body `{"tags": ["content:ub-header:en"]}`. */
export const POST = apiRoute(revalidateContract, async ({ body, request }) => {
  const secret = env().REVALIDATE_SECRET;
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secret || !secretMatches(given, secret)) throw new AppError('UNAUTHORIZED', 'A valid revalidation secret is required.');
  for (const tag of body.tags) revalidateTag(tag, 'max');
  return { body: { revalidated: body.tags } };
});

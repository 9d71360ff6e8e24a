import { apiRoute } from '@/server/api/handler';
import { bodyPartsContract } from '@/lib/api/skin-contracts';
import { listBodyParts } from '@/server/skin/catalogue';

export const GET = apiRoute(bodyPartsContract, async ({ query }) => {
  const bodyParts = await listBodyParts(query.serviceCategory, query.country, { city: query.city ?? null });
  return {
    body: { serviceCategory: query.serviceCategory, offered: bodyParts.some((b) => b.offered), bodyParts },
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
  };
});

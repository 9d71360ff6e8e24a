import { apiRoute } from '@/server/api/handler';
import { skinServiceContract } from '@/lib/api/skin-contracts';
import { AppError } from '@/server/errors';
import { getSkinService } from '@/server/skin/catalogue';

export const GET = apiRoute(skinServiceContract, async ({ params, query }) => {
  const service = await getSkinService(params.category, params.service, query.country, query.city ?? null);
  if (!service) throw new AppError('NOT_FOUND', 'We do not offer this service.');
  return { body: { service }, headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } };
});

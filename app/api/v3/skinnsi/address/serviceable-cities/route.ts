import { apiRoute } from '@/server/api/handler';
import { serviceableCitiesContract } from '@/lib/api/contracts';
import { listServiceableCities } from '@/server/location';

export const GET = apiRoute(serviceableCitiesContract, async ({ query }) => {
  const cities = await listServiceableCities(query.businessType, query.country);
  return {
    body: query.raw ? cities : { data: cities },
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' },
  };
});

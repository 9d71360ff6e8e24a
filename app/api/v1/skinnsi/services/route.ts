import { apiRoute } from '@/server/api/handler';
import { skinServicesForCityContract } from '@/lib/api/skin-contracts';
import { skinServicesForCity } from '@/server/skin/availability';

const PUBLIC_READ = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };

export const GET = apiRoute(skinServicesForCityContract, async ({ query }) => ({
  body: await skinServicesForCity(query.country, query.city ?? null),
  headers: PUBLIC_READ,
}));

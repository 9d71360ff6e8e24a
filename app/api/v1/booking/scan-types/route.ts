import { apiRoute } from '@/server/api/handler';
import { scanTypesContract } from '@/lib/api/commerce-contracts';
import { scanTypes } from '@/server/commerce/booking';

export const GET = apiRoute(scanTypesContract, async ({ query }) => ({
  body: await scanTypes(query.city, query.country),
}));

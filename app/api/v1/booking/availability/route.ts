import { apiRoute } from '@/server/api/handler';
import { availabilityContract } from '@/lib/api/commerce-contracts';
import { scanAvailability } from '@/server/commerce/booking';

/** Free scan times of a city's home visits or one of its centres, before signing in (issue 30 item 4). */
export const GET = apiRoute(availabilityContract, async ({ query }) => ({
  body: await scanAvailability(query),
}));

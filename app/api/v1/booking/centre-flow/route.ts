import { apiRoute } from '@/server/api/handler';
import { centreFlowContract } from '@/lib/api/commerce-contracts';
import { centreFlow } from '@/server/commerce/booking';

export const GET = apiRoute(centreFlowContract, async ({ query }) => ({
  body: await centreFlow(query.city, query.country),
}));

import { apiRoute } from '@/server/api/handler';
import { deliveryEstimateContract } from '@/lib/api/delivery-contracts';
import { estimateDelivery } from '@/server/delivery';

// The answer moves with the clock (the day's dispatch cut-off): shared caches may keep it for a few minutes only.
export const GET = apiRoute(deliveryEstimateContract, async ({ query }) => ({
  body: await estimateDelivery(query),
  headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=60' },
}));

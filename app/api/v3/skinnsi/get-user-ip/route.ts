import { apiRoute } from '@/server/api/handler';
import { userIpContract } from '@/lib/api/contracts';
import { locateRequest } from '@/server/location';

export const GET = apiRoute(userIpContract, async ({ request }) => ({
  body: await locateRequest(request.headers),
  headers: { 'Cache-Control': 'private, no-store', Vary: 'X-Forwarded-For' },
}));

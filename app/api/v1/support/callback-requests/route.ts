import { apiRoute } from '@/server/api/handler';
import { callbackRequestContract } from '@/lib/api/support-contracts';
import { requestCallback } from '@/server/support';
import { requestIp } from '@/server/location';

/** 201 for a new callback, 200 when the request joined the phone's open one (merged). */
export const POST = apiRoute(
  callbackRequestContract,
  async ({ body, request }) => {
    const result = await requestCallback(body, requestIp(request.headers));
    return { status: result.merged ? 200 : 201, body: result };
  },
  { rateLimit: 'callback-requests', atomic: true },
);

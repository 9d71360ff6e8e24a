import { apiRoute } from '@/server/api/handler';
import { launchAlertContract } from '@/lib/api/support-contracts';
import { subscribeLaunchAlert } from '@/server/launch-alerts';
import { requestIp } from '@/server/location';

export const POST = apiRoute(
  launchAlertContract,
  async ({ body, request }) => {
    const { alreadySubscribed } = await subscribeLaunchAlert(body, requestIp(request.headers));
    return { status: alreadySubscribed ? 200 : 201, body: { subscribed: true as const, alreadySubscribed } };
  },
  { rateLimit: 'launch-alerts', atomic: true },
);

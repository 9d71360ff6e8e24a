import { apiRoute } from '@/server/api/handler';
import { defaultAddressContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { setDefaultAddress } from '@/server/addresses';

export const POST = apiRoute(defaultAddressContract, async ({ request, params }) => {
  const { user } = await requireSession(request);
  return { body: { address: await setDefaultAddress(user.id, params.id) } };
});

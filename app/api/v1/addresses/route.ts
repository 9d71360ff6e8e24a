import { apiRoute } from '@/server/api/handler';
import { createAddressContract, listAddressesContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { createAddress, listAddresses } from '@/server/addresses';

export const GET = apiRoute(listAddressesContract, async ({ request }) => {
  const { user } = await requireSession(request);
  return { body: { addresses: await listAddresses(user.id) } };
});

export const POST = apiRoute(createAddressContract, async ({ request, body }) => {
  const { user } = await requireSession(request);
  return { status: 201, body: { address: await createAddress(user.id, body) } };
});

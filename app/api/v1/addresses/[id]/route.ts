import { apiRoute } from '@/server/api/handler';
import { deleteAddressContract, updateAddressContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { deleteAddress, updateAddress } from '@/server/addresses';

export const PUT = apiRoute(updateAddressContract, async ({ request, params, body }) => {
  const { user } = await requireSession(request);
  return { body: { address: await updateAddress(user.id, params.id, body) } };
});

export const DELETE = apiRoute(deleteAddressContract, async ({ request, params }) => {
  const { user } = await requireSession(request);
  await deleteAddress(user.id, params.id);
  return { body: { ok: true as const } };
});

import { apiRoute } from '@/server/api/handler';
import { updateProfileContract } from '@/lib/api/account-contracts';
import { requireSession } from '@/server/auth/session';
import { updateProfile } from '@/server/users';

export const POST = apiRoute(updateProfileContract, async ({ request, body }) => {
  const { user } = await requireSession(request);
  return { body: { user: await updateProfile(user, body) } };
});

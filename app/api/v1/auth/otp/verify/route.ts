import { apiRoute } from '@/server/api/handler';
import { verifyOtpContract } from '@/lib/api/account-contracts';
import { verifyOtp } from '@/server/auth/otp';
import { setSessionCookie, startSession } from '@/server/auth/session';
import { getAccountUser } from '@/server/users';

export const POST = apiRoute(verifyOtpContract, async ({ body, request }) => {
  const { userId, isNew } = await verifyOtp(body);
  const { token, expiresAt } = await startSession(request, userId);
  return { body: { user: await getAccountUser(userId), isNew }, cookies: (response) => setSessionCookie(response, request, token, expiresAt) };
});

import { apiRoute } from '@/server/api/handler';
import { sendOtpContract } from '@/lib/api/account-contracts';
import { sendOtp } from '@/server/auth/otp';
import { requestIp } from '@/server/location';

export const POST = apiRoute(sendOtpContract, async ({ body, request }) => {
  const { phone, expiresInSeconds } = await sendOtp({
    phone: body.phone,
    country: body.country,
    ip: requestIp(request.headers),
  });
  return { status: 202, body: { sent: true as const, phone, expiresInSeconds } };
});

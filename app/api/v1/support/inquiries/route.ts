import { apiRoute } from '@/server/api/handler';
import { inquiryContract } from '@/lib/api/support-contracts';
import { submitInquiry } from '@/server/support';
import { requestIp } from '@/server/location';

export const POST = apiRoute(
  inquiryContract,
  async ({ body, request }) => {
    const { id } = await submitInquiry(body, requestIp(request.headers));
    return { status: 201, body: { id, received: true as const } };
  },
  { rateLimit: 'contact-inquiries', atomic: true },
);

import { apiRoute } from '@/server/api/handler';
import { partnerApplicationContract } from '@/lib/api/partner-contracts';
import { submitPartnerApplication } from '@/server/partners';

export const POST = apiRoute(
  partnerApplicationContract,
  async ({ body }) => {
    const { id } = await submitPartnerApplication(body);
    return { status: 201, body: { id, received: true as const } };
  },
  { rateLimit: 'doctor-partners', atomic: true },
);

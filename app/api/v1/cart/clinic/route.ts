import { apiRoute } from '@/server/api/handler';
import { setClinicContract } from '@/lib/api/commerce-contracts';
import { cartAnswer } from '@/server/commerce/cart-api';
import { setClinic } from '@/server/commerce/cart';

export const POST = apiRoute(setClinicContract, async ({ request, query, body }) =>
  cartAnswer(request, query, (cart) => setClinic(cart, body.clinicId)),
);

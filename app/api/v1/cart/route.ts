import { apiRoute } from '@/server/api/handler';
import { cartSummaryContract } from '@/lib/api/commerce-contracts';
import { cartAnswer } from '@/server/commerce/cart-api';

export const GET = apiRoute(cartSummaryContract, async ({ request, query }) => cartAnswer(request, query));

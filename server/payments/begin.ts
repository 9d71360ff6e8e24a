import 'server-only';
import type { CheckoutStartBody } from '@/lib/api/commerce-contracts';
import type { User } from '@/server/auth/session';
import type { orders } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { startPayment } from './service';

/**
 * Starts the payment of an order that is already placed. When the gateway does not answer, the order stays
 * placed and unpaid and the customer is sent to its retry page: nothing of the checkout is lost.
 */
export async function beginPayment(order: typeof orders.$inferSelect, user: User): Promise<CheckoutStartBody> {
  try {
    return await startPayment(order, user);
  } catch (error) {
    if (error instanceof AppError && error.code === 'GATEWAY_UNAVAILABLE')
      return { kind: 'retry', reason: 'gatewayUnavailable' };
    throw error;
  }
}

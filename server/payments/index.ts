import 'server-only';
import { env } from '@/server/env';
import { AppError } from '@/server/errors';
import type { GatewayName, PaymentGateway } from './gateway';
import { razorpayGateway } from './razorpay';
import { sandboxGateway } from './sandbox';

/** The gateway new payments go through, chosen by PAYMENT_GATEWAY. */
export function activeGateway(): PaymentGateway {
  return gatewayNamed(env().PAYMENT_GATEWAY);
}

/** A gateway by name (callbacks and webhooks name theirs; older payments may have used another). */
export function gatewayNamed(name: GatewayName): PaymentGateway {
  if (name === 'sandbox') return sandboxGateway;
  const e = env();
  if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET || !e.RAZORPAY_WEBHOOK_SECRET) {
    throw new AppError('GATEWAY_UNAVAILABLE', 'Card and UPI payments are not set up on this server.');
  }
  return razorpayGateway({
    keyId: e.RAZORPAY_KEY_ID,
    keySecret: e.RAZORPAY_KEY_SECRET,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    apiBase: e.RAZORPAY_API_BASE,
  });
}

import 'server-only';

/**
 * What the app needs from a payment gateway. Two implementations: `sandbox` (embedded, the default; a hosted
 * page served by the app) and `razorpay`. Chosen by PAYMENT_GATEWAY. Amounts are integer minor units.
 */
export type GatewayName = 'sandbox' | 'razorpay';

/** Where a payment stands at the gateway. `paid` is final; `failed` may still become `paid` on a later attempt. */
export type GatewayOutcome = 'pending' | 'paid' | 'failed';

export interface GatewayOrderInput {
  /** Our payment id (one payment attempt of an order); the gateway echoes it as the receipt. */
  paymentId: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
}

/** How the browser reaches the gateway: a plain redirect, or an auto-submitted form POST. */
export type CheckoutStart =
  { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: Record<string, string> };

export interface CheckoutInput {
  gatewayOrderId: string;
  amountMinor: number;
  currency: string;
  orderNumber: string;
  /** Absolute URL the gateway sends the payer back to (our callback). */
  callbackUrl: string;
  /** Absolute URL the payer lands on when they cancel at the gateway. */
  cancelUrl: string;
  customer: { name: string | null; phone: string; email: string | null };
}

/** A verified statement from the gateway about one of our gateway orders. */
export interface GatewayReport {
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  outcome: GatewayOutcome;
  /** The amount the gateway says it took (minor units), when it says. */
  amountMinor?: number;
  /** A gateway-unique id of the event, for webhook de-duplication; null for callbacks. */
  eventId: string | null;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Creates the gateway's order for one payment attempt, server side. */
  createOrder(input: GatewayOrderInput): Promise<{ gatewayOrderId: string }>;
  checkout(input: CheckoutInput): CheckoutStart;
  /**
   * Verifies the parameters the payer's browser brings back (query or form fields). Throws
   * AppError('SIGNATURE_INVALID') when the signature does not match.
   */
  verifyCallback(params: Record<string, string>): Promise<GatewayReport>;
  /** Verifies a webhook over its raw body and headers. Throws AppError('SIGNATURE_INVALID') when tampered. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<GatewayReport | null>;
  /** Asks the gateway where an order stands (reconciliation of pending payments). */
  fetchStatus(gatewayOrderId: string): Promise<GatewayReport>;
}

import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@/server/errors';
import type { GatewayOutcome, GatewayReport, PaymentGateway } from './gateway';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** `https://api.razorpay.com` in production; a local fake in tests. */
  apiBase: string;
}

const UNAVAILABLE = 'The payment service is not answering. Please try again in a minute.';
const SIGNATURE_INVALID = 'The payment confirmation could not be verified.';

/** POST /v1/orders answer (only what we read). */
const orderCreated = z.object({ id: z.string().min(1) });

/** GET /v1/orders/:id/payments answer. Statuses stay strings: an unknown one must not break reconciliation. */
const orderPayments = z.object({
  items: z.array(z.object({ id: z.string().min(1), status: z.string(), amount: z.number().int().nonnegative() })),
});

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1).nullish(),
  amount: z.number().int().nonnegative().optional(),
  status: z.string().optional(),
});

const webhookBody = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string().min(1) }) }).optional(),
    })
    .optional(),
});

const failureMetadata = z.object({ order_id: z.string().min(1), payment_id: z.string().min(1).nullish() });

/** Webhook events we act on and what each one says about the payment. */
const WEBHOOK_OUTCOMES: Record<string, GatewayOutcome> = {
  'payment.captured': 'paid',
  'order.paid': 'paid',
  'payment.failed': 'failed',
  'payment.authorized': 'pending',
};

function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** Constant-time comparison of a computed hex SHA-256 digest with one a caller sent (any case). */
function signatureMatches(expectedHex: string, given: string | null | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Razorpay (Orders API, hosted "embedded" checkout by form POST, callback signature
 * `HMAC_SHA256(order_id|payment_id, key_secret)`, webhook signature `HMAC_SHA256(raw body, webhook_secret)`).
 * The key secret only ever travels in the Authorization header and is never logged.
 */
export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  /** One call to Razorpay's API; anything but a 2xx JSON answer of the expected shape is "unavailable". */
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${apiBase}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      console.error(`[payments:razorpay] ${method} ${path} failed: ${(error as Error).message}`);
      throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      console.error(`[payments:razorpay] ${method} ${path} answered HTTP ${response.status}: ${detail}`);
      throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      console.error(`[payments:razorpay] ${method} ${path} answered an unexpected body`);
      throw new AppError('GATEWAY_UNAVAILABLE', UNAVAILABLE);
    }
    return parsed.data;
  }

  return {
    name: 'razorpay',

    async createOrder({ paymentId, orderNumber, amountMinor, currency }) {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
        throw new AppError('BAD_REQUEST', 'The amount to pay is not valid.');
      const created = await call('POST', '/v1/orders', orderCreated, {
        amount: amountMinor,
        currency,
        receipt: paymentId,
        notes: { orderNumber },
      });
      return { gatewayOrderId: created.id };
    },

    checkout({ gatewayOrderId, amountMinor, currency, orderNumber, callbackUrl, cancelUrl, customer }) {
      const fields: Record<string, string> = {
        key_id: config.keyId,
        order_id: gatewayOrderId,
        amount: String(amountMinor),
        currency,
        name: 'toothsi',
        description: `Order ${orderNumber}`,
      };
      if (customer.name) fields['prefill[name]'] = customer.name;
      if (customer.phone) fields['prefill[contact]'] = customer.phone;
      if (customer.email) fields['prefill[email]'] = customer.email;
      fields.callback_url = callbackUrl;
      fields.cancel_url = cancelUrl;
      return { kind: 'form', action: `${apiBase}/v1/checkout/embedded`, fields };
    },

    async verifyCallback(params) {
      const signature = params.razorpay_signature;
      const isFailure = !signature && Object.keys(params).some((key) => key.startsWith('error['));
      if (isFailure) {
        // An unsigned failure report: only tells us which order to ask the gateway about.
        let metadata: unknown;
        try {
          metadata = JSON.parse(params['error[metadata]'] ?? '');
        } catch {
          metadata = undefined;
        }
        const parsed = failureMetadata.safeParse(metadata);
        if (!parsed.success) throw new AppError('BAD_REQUEST', 'The payment callback does not name an order.');
        return {
          gatewayOrderId: parsed.data.order_id,
          gatewayPaymentId: parsed.data.payment_id ?? null,
          outcome: 'pending',
          eventId: null,
        };
      }
      const orderId = params.razorpay_order_id;
      const paymentId = params.razorpay_payment_id;
      if (
        !orderId ||
        !paymentId ||
        !signatureMatches(hmacHex(config.keySecret, `${orderId}|${paymentId}`), signature)
      ) {
        throw new AppError('SIGNATURE_INVALID', SIGNATURE_INVALID);
      }
      return { gatewayOrderId: orderId, gatewayPaymentId: paymentId, outcome: 'paid', eventId: null };
    },

    async verifyWebhook(rawBody, headers) {
      if (!signatureMatches(hmacHex(config.webhookSecret, rawBody), headers.get('x-razorpay-signature'))) {
        throw new AppError('SIGNATURE_INVALID', SIGNATURE_INVALID);
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON.');
      }
      const parsed = webhookBody.safeParse(json);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'The webhook body is not a Razorpay event.');
      const { event, payload } = parsed.data;
      const outcome = Object.hasOwn(WEBHOOK_OUTCOMES, event) ? WEBHOOK_OUTCOMES[event] : undefined;
      if (!outcome) return null;

      const payment = payload?.payment?.entity;
      const gatewayOrderId =
        (event === 'order.paid' ? payload?.order?.entity.id : undefined) ?? payment?.order_id ?? null;
      // A payment that belongs to no order (not one of ours) is nothing to act on.
      if (!gatewayOrderId) return null;
      const eventId = headers.get('x-razorpay-event-id') || createHash('sha256').update(rawBody, 'utf8').digest('hex');
      const report: GatewayReport = { gatewayOrderId, gatewayPaymentId: payment?.id ?? null, outcome, eventId };
      if (payment?.amount !== undefined) report.amountMinor = payment.amount;
      return report;
    },

    async fetchStatus(gatewayOrderId) {
      const { items } = await call('GET', `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`, orderPayments);
      const paid = items.find((item) => item.status === 'captured' || item.status === 'refunded');
      if (paid)
        return { gatewayOrderId, gatewayPaymentId: paid.id, outcome: 'paid', amountMinor: paid.amount, eventId: null };
      const open = items.find((item) => item.status === 'authorized' || item.status === 'created');
      if (open) return { gatewayOrderId, gatewayPaymentId: open.id, outcome: 'pending', eventId: null };
      // Razorpay lists an order's payments newest first.
      const latest = items[0];
      if (latest && items.every((item) => item.status === 'failed')) {
        return { gatewayOrderId, gatewayPaymentId: latest.id, outcome: 'failed', eventId: null };
      }
      return { gatewayOrderId, gatewayPaymentId: null, outcome: 'pending', eventId: null };
    },
  };
}

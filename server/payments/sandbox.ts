import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { orders, payments, sandboxGatewayOrders } from '@/server/db/schema';
import { env } from '@/server/env';
import { AppError } from '@/server/errors';
import { derivedSecret } from '@/server/secrets';
import type { GatewayOutcome, GatewayReport, PaymentGateway } from './gateway';

/**
 * The embedded gateway: a hosted page served by this app (app/sandbox-pay) where the payer picks success,
 * failure or pending. It keeps its own book (sandbox_gateway_orders), signs the callback it sends the payer
 * back with and the webhook it posts, exactly as a real gateway would, so the rest of the app cannot tell.
 */
export const SANDBOX_PAGE = '/sandbox-pay';
export const SANDBOX_CALLBACK = '/api/v1/payments/callback/sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

function secret(): string {
  return derivedSecret('sandbox-gateway');
}

function sign(data: string): string {
  return createHmac('sha256', secret()).update(data).digest('hex');
}

function matches(given: string | null | undefined, expected: string): boolean {
  if (!given || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

const OUTCOMES: readonly GatewayOutcome[] = ['paid', 'failed', 'pending'];

export function callbackSignature(gatewayOrderId: string, gatewayPaymentId: string, outcome: GatewayOutcome): string {
  return sign(`${gatewayOrderId}|${gatewayPaymentId}|${outcome}`);
}

export function webhookSignature(rawBody: string): string {
  return sign(rawBody);
}

export type SandboxOrder = typeof sandboxGatewayOrders.$inferSelect;

export async function sandboxOrder(id: string): Promise<SandboxOrder | null> {
  return (await db().select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.id, id)))[0] ?? null;
}

/** The shape of the sandbox gateway's order ids (`sbx_order_` and 18 hex digits, made in createOrder below). */
const SANDBOX_ORDER_ID = z.string().regex(/^sbx_order_[0-9a-f]{18}$/);

export function isSandboxOrderId(id: string): boolean {
  return SANDBOX_ORDER_ID.safeParse(id).success;
}

/**
 * The sandbox order behind a hosted-page link, only for the customer whose order it pays (null for anyone else, so
 * a leaked link neither settles nor reveals another customer's payment). The receipt is our payment id.
 */
export async function sandboxOrderOf(id: string, userId: string): Promise<SandboxOrder | null> {
  const [row] = await db()
    .select({ sandbox: sandboxGatewayOrders })
    .from(sandboxGatewayOrders)
    .innerJoin(payments, eq(payments.gatewayOrderId, sandboxGatewayOrders.id))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(sandboxGatewayOrders.id, id), eq(orders.userId, userId)));
  return row?.sandbox ?? null;
}

/**
 * The payer's choice on the hosted page. Settles the sandbox order and answers the signed callback parameters
 * and the signed webhook (body and signature) to send. A finished order answers its settled state again.
 */
export async function settleSandboxOrder(id: string, choice: GatewayOutcome, now = new Date()) {
  const order = await sandboxOrder(id);
  if (!order) throw new AppError('NOT_FOUND', 'This payment does not exist.');
  let settled = order;
  if (order.status !== 'paid') {
    const paymentId = order.paymentId ?? `sbx_pay_${randomBytes(9).toString('hex')}`;
    const settlesAt =
      choice === 'pending' ? new Date(now.getTime() + env().SANDBOX_PENDING_SETTLE_SECONDS * 1000) : null;
    const [row] = await db()
      .update(sandboxGatewayOrders)
      .set({ status: choice, paymentId, settlesAt })
      .where(eq(sandboxGatewayOrders.id, id))
      .returning();
    if (row) settled = row;
  }
  const outcome = settled.status as GatewayOutcome;
  const paymentId = settled.paymentId ?? '';
  const callback = {
    gateway_order_id: id,
    gateway_payment_id: paymentId,
    status: outcome,
    signature: callbackSignature(id, paymentId, outcome),
  };
  const event = {
    id: `evt_${createHash('sha256').update(`${id}|${paymentId}|${outcome}`).digest('hex').slice(0, 24)}`,
    event: `payment.${outcome}`,
    payload: {
      gateway_order_id: id,
      gateway_payment_id: paymentId,
      amount: settled.amountMinor,
      currency: settled.currency,
    },
  };
  const rawBody = JSON.stringify(event);
  return { callback, webhook: { rawBody, signature: webhookSignature(rawBody) } };
}

/** Posts the webhook to our own endpoint, as the gateway would; failures are logged (the callback still credits). */
export async function sendSandboxWebhook(webhook: { rawBody: string; signature: string }): Promise<void> {
  const url =
    env().SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}/api/v1/payments/webhook/sandbox`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
      body: webhook.rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) console.warn(`[sandbox] webhook answered ${response.status}`);
  } catch (error) {
    console.warn('[sandbox] webhook not delivered', (error as Error).message);
  }
}

export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  async createOrder(input) {
    const id = `sbx_order_${randomBytes(9).toString('hex')}`;
    await db()
      .insert(sandboxGatewayOrders)
      .values({ id, receipt: input.paymentId, amountMinor: input.amountMinor, currency: input.currency });
    return { gatewayOrderId: id };
  },
  checkout(input) {
    return { kind: 'redirect', url: `${SANDBOX_PAGE}/${encodeURIComponent(input.gatewayOrderId)}` };
  },
  async verifyCallback(params) {
    const id = params.gateway_order_id ?? '';
    const paymentId = params.gateway_payment_id ?? '';
    const outcome = params.status as GatewayOutcome;
    if (!id || !OUTCOMES.includes(outcome) || !matches(params.signature, callbackSignature(id, paymentId, outcome))) {
      throw new AppError('SIGNATURE_INVALID', 'The payment confirmation could not be verified.');
    }
    return { gatewayOrderId: id, gatewayPaymentId: paymentId || null, outcome, eventId: null };
  },
  async verifyWebhook(rawBody, headers) {
    if (!matches(headers.get(SANDBOX_SIGNATURE_HEADER), webhookSignature(rawBody)))
      throw new AppError('SIGNATURE_INVALID', 'The webhook signature does not match.');
    let event: {
      id?: string;
      event?: string;
      payload?: { gateway_order_id?: string; gateway_payment_id?: string; amount?: number };
    };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
    }
    const outcome = event.event?.replace(/^payment\./, '') as GatewayOutcome;
    if (!event.id || !event.payload?.gateway_order_id || !OUTCOMES.includes(outcome)) return null;
    return {
      gatewayOrderId: event.payload.gateway_order_id,
      gatewayPaymentId: event.payload.gateway_payment_id || null,
      outcome,
      amountMinor: event.payload.amount,
      eventId: event.id,
    };
  },
  async fetchStatus(gatewayOrderId): Promise<GatewayReport> {
    const order = await sandboxOrder(gatewayOrderId);
    if (!order) throw new AppError('NOT_FOUND', 'The gateway does not know this order.');
    let status = order.status as GatewayOutcome | 'created';
    if (status === 'pending' && order.settlesAt && order.settlesAt <= new Date()) {
      await db().update(sandboxGatewayOrders).set({ status: 'paid' }).where(eq(sandboxGatewayOrders.id, order.id));
      status = 'paid';
    }
    return {
      gatewayOrderId,
      gatewayPaymentId: order.paymentId,
      outcome: status === 'created' ? 'pending' : status,
      amountMinor: order.amountMinor,
      eventId: null,
    };
  },
};

import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { razorpayGateway } from '@/server/payments/razorpay';
import type { CheckoutInput } from '@/server/payments/gateway';

const keyId = 'rzp_test_KEY123';
const keySecret = 'key-secret-s3cr3t';
const webhookSecret = 'webhook-secret-w3bh00k';

/** A local stand-in for Razorpay's Orders API: checks basic auth, records requests, fails when told to. */
interface Received {
  method: string;
  url: string;
  auth: string;
  contentType: string;
  body: unknown;
}
const received: Received[] = [];
let fail = false;
/** When set, answers with this status but a body that looks like success (a misbehaving proxy). */
let oddStatus: number | null = null;
let paymentItems: Array<{ id: string; status: string; amount: number }> = [];
let server: Server;
let apiBase = '';
let deadBase = '';

const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const auth = req.headers.authorization ?? '';
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth,
        contentType: req.headers['content-type'] ?? '',
        body: raw ? JSON.parse(raw) : null,
      });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (auth !== expectedAuth)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (fail) return send(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const { amount, currency } = JSON.parse(raw) as { amount: number; currency: string };
        return send(oddStatus ?? 200, { id: 'order_X', entity: 'order', amount, currency, status: 'created' });
      }
      const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '');
      if (req.method === 'GET' && payments)
        return send(200, { entity: 'collection', count: paymentItems.length, items: paymentItems });
      return send(404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A port nobody listens on: open one, note it, close it.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  fail = false;
  oddStatus = null;
  paymentItems = [];
  received.length = 0;
  vi.restoreAllMocks();
});

const gateway = () => razorpayGateway({ keyId, keySecret, webhookSecret, apiBase });
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
/** Changes one hex character of a signature. */
const tamper = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

describe('Razorpay createOrder', () => {
  it('posts amount in minor units, currency, receipt and notes with basic auth, and returns the order id', async () => {
    const result = await gateway().createOrder({
      paymentId: 'pay-7f3a',
      orderNumber: 'TS-1001',
      amountMinor: 249900,
      currency: 'INR',
    });
    expect(result).toEqual({ gatewayOrderId: 'order_X' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/orders', auth: expectedAuth });
    expect(request?.contentType).toMatch(/^application\/json/);
    expect(request?.body).toEqual({
      amount: 249900,
      currency: 'INR',
      receipt: 'pay-7f3a',
      notes: { orderNumber: 'TS-1001' },
    });
    expect(request?.url).not.toContain(keySecret);
    expect(request?.url).not.toContain(keyId);
  });

  it('passes other currencies through unchanged (AED fils)', async () => {
    await gateway().createOrder({ paymentId: 'pay-2', orderNumber: 'TS-1002', amountMinor: 10050, currency: 'AED' });
    expect(received.at(-1)?.body).toMatchObject({ amount: 10050, currency: 'AED' });
  });

  it('answers GATEWAY_UNAVAILABLE (503) when the gateway fails with 500, without logging the secret', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fail = true;
    const attempt = gateway().createOrder({
      paymentId: 'pay-3',
      orderNumber: 'TS-1003',
      amountMinor: 100,
      currency: 'INR',
    });
    await expect(attempt).rejects.toMatchObject({ name: 'AppError', code: 'GATEWAY_UNAVAILABLE', status: 503 });
    expect(received).toHaveLength(1);
    const output = JSON.stringify(logged.mock.calls);
    expect(output).not.toContain(keySecret);
    expect(output).not.toContain(Buffer.from(`${keyId}:${keySecret}`).toString('base64'));
  });

  it('answers GATEWAY_UNAVAILABLE for a non-2xx answer even when its body looks like an order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    oddStatus = 502;
    await expect(
      gateway().createOrder({ paymentId: 'pay-6', orderNumber: 'TS-1006', amountMinor: 100, currency: 'INR' }),
    ).rejects.toMatchObject({ code: 'GATEWAY_UNAVAILABLE' });
  });

  it('answers GATEWAY_UNAVAILABLE when the credentials are refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrong = razorpayGateway({ keyId, keySecret: 'not-the-secret', webhookSecret, apiBase });
    await expect(
      wrong.createOrder({ paymentId: 'pay-4', orderNumber: 'TS-1004', amountMinor: 100, currency: 'INR' }),
    ).rejects.toMatchObject({ code: 'GATEWAY_UNAVAILABLE' });
    expect(received.at(-1)?.auth).not.toBe(expectedAuth);
  });

  it('answers GATEWAY_UNAVAILABLE when nothing listens on the port', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = razorpayGateway({ keyId, keySecret, webhookSecret, apiBase: deadBase });
    await expect(
      unreachable.createOrder({ paymentId: 'pay-5', orderNumber: 'TS-1005', amountMinor: 100, currency: 'INR' }),
    ).rejects.toMatchObject({ code: 'GATEWAY_UNAVAILABLE', status: 503 });
    await expect(unreachable.fetchStatus('order_X')).rejects.toMatchObject({ code: 'GATEWAY_UNAVAILABLE' });
  });
});

describe('Razorpay checkout', () => {
  const input: CheckoutInput = {
    gatewayOrderId: 'order_X',
    amountMinor: 249900,
    currency: 'INR',
    orderNumber: 'TS-1001',
    callbackUrl: 'https://www.toothsi.in/api/payments/razorpay/callback',
    cancelUrl: 'https://www.toothsi.in/checkout?cancelled=1',
    customer: { name: 'Asha Rao', phone: '+919820012345', email: 'asha@example.com' },
  };

  it('starts a form POST to the hosted checkout with every field', () => {
    expect(gateway().checkout(input)).toEqual({
      kind: 'form',
      action: `${apiBase}/v1/checkout/embedded`,
      fields: {
        key_id: keyId,
        order_id: 'order_X',
        amount: '249900',
        currency: 'INR',
        name: 'toothsi',
        description: 'Order TS-1001',
        'prefill[name]': 'Asha Rao',
        'prefill[contact]': '+919820012345',
        'prefill[email]': 'asha@example.com',
        callback_url: input.callbackUrl,
        cancel_url: input.cancelUrl,
      },
    });
  });

  it('leaves out the prefill fields the customer has not given, and never exposes the secret', () => {
    const start = gateway().checkout({ ...input, customer: { name: null, phone: '+919820012345', email: null } });
    expect(start.kind).toBe('form');
    if (start.kind !== 'form') return;
    expect(start.fields).not.toHaveProperty('prefill[name]');
    expect(start.fields).not.toHaveProperty('prefill[email]');
    expect(start.fields['prefill[contact]']).toBe('+919820012345');
    expect(JSON.stringify(start)).not.toContain(keySecret);
    expect(JSON.stringify(start)).not.toContain(webhookSecret);
  });

  it('uses the production host when configured with it', () => {
    const live = razorpayGateway({ keyId, keySecret, webhookSecret, apiBase: 'https://api.razorpay.com/' });
    expect(live.checkout(input)).toMatchObject({ action: 'https://api.razorpay.com/v1/checkout/embedded' });
  });
});

describe('Razorpay callback', () => {
  const orderId = 'order_X';
  const paymentId = 'pay_29QQoUBi66xm2f';
  const signature = hmac(keySecret, `${orderId}|${paymentId}`);

  it('accepts a correctly signed success and reports paid', async () => {
    const report = await gateway().verifyCallback({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(report).toEqual({ gatewayOrderId: orderId, gatewayPaymentId: paymentId, outcome: 'paid', eventId: null });
  });

  it.each([
    [
      'one character of the signature changed',
      { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: tamper(signature) },
    ],
    [
      'another order id',
      { razorpay_order_id: 'order_Y', razorpay_payment_id: paymentId, razorpay_signature: signature },
    ],
    [
      'another payment id',
      { razorpay_order_id: orderId, razorpay_payment_id: 'pay_other', razorpay_signature: signature },
    ],
    [
      'signed with the webhook secret',
      {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac(webhookSecret, `${orderId}|${paymentId}`),
      },
    ],
    [
      'a truncated signature',
      { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature.slice(0, 40) },
    ],
    ['no signature', { razorpay_order_id: orderId, razorpay_payment_id: paymentId }],
    ['an empty signature', { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: '' }],
    ['no order id', { razorpay_payment_id: paymentId, razorpay_signature: signature }],
    ['nothing at all', {}],
  ])('refuses %s with SIGNATURE_INVALID', async (_label, params: Record<string, string>) => {
    await expect(gateway().verifyCallback(params)).rejects.toMatchObject({
      name: 'AppError',
      code: 'SIGNATURE_INVALID',
      status: 400,
    });
  });

  it('treats an unsigned failure report as pending, with the ids from its metadata', async () => {
    const report = await gateway().verifyCallback({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[source]': 'customer',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: 'pay_FAILED1', order_id: 'order_X' }),
    });
    expect(report).toEqual({
      gatewayOrderId: 'order_X',
      gatewayPaymentId: 'pay_FAILED1',
      outcome: 'pending',
      eventId: null,
    });
  });

  it('reports a null payment id when the failure metadata has none', async () => {
    const report = await gateway().verifyCallback({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[metadata]': JSON.stringify({ order_id: 'order_X' }),
    });
    expect(report).toEqual({ gatewayOrderId: 'order_X', gatewayPaymentId: null, outcome: 'pending', eventId: null });
  });

  it.each([
    ['metadata without an order id', JSON.stringify({ payment_id: 'pay_FAILED1' })],
    ['metadata that is not JSON', '{order_id: order_X'],
  ])('refuses a failure report with %s as BAD_REQUEST', async (_label, metadata) => {
    await expect(
      gateway().verifyCallback({ 'error[code]': 'BAD_REQUEST_ERROR', 'error[metadata]': metadata }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('never trusts a failure report to say paid, even with success-looking fields but no signature', async () => {
    const report = await gateway().verifyCallback({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[metadata]': JSON.stringify({ payment_id: paymentId, order_id: orderId }),
    });
    expect(report.outcome).toBe('pending');
  });
});

describe('Razorpay webhook', () => {
  const paymentEvent = (event: string, status: string) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event,
      contains: ['payment'],
      payload: {
        payment: {
          entity: { id: 'pay_W1', entity: 'payment', amount: 249900, currency: 'INR', status, order_id: 'order_X' },
        },
      },
      created_at: 1_700_000_000,
    });
  const signed = (body: string, extra: Record<string, string> = {}) =>
    new Headers({ 'x-razorpay-signature': hmac(webhookSecret, body), 'x-razorpay-event-id': 'evt_1', ...extra });

  it('accepts a body signed with the webhook secret and maps payment.captured to paid', async () => {
    const body = paymentEvent('payment.captured', 'captured');
    expect(await gateway().verifyWebhook(body, signed(body))).toEqual({
      gatewayOrderId: 'order_X',
      gatewayPaymentId: 'pay_W1',
      outcome: 'paid',
      amountMinor: 249900,
      eventId: 'evt_1',
    });
  });

  it('refuses a body changed by one byte', async () => {
    const body = paymentEvent('payment.captured', 'captured');
    const changed = body.replace('249900', '249901');
    expect(changed).not.toBe(body);
    await expect(gateway().verifyWebhook(changed, signed(body))).rejects.toMatchObject({
      code: 'SIGNATURE_INVALID',
      status: 400,
    });
    // Whitespace is a byte too: the signature covers the raw body, not the parsed JSON.
    await expect(gateway().verifyWebhook(`${body} `, signed(body))).rejects.toMatchObject({
      code: 'SIGNATURE_INVALID',
    });
  });

  it.each([
    [
      'one character changed',
      (body: string) => new Headers({ 'x-razorpay-signature': tamper(hmac(webhookSecret, body)) }),
    ],
    ['signed with the key secret', (body: string) => new Headers({ 'x-razorpay-signature': hmac(keySecret, body) })],
    ['missing', () => new Headers({ 'x-razorpay-event-id': 'evt_1' })],
    ['not hex', () => new Headers({ 'x-razorpay-signature': 'z'.repeat(64) })],
    ['too short', (body: string) => new Headers({ 'x-razorpay-signature': hmac(webhookSecret, body).slice(0, 63) })],
  ])('refuses a signature header that is %s', async (_label, headersFor: (body: string) => Headers) => {
    const body = paymentEvent('payment.captured', 'captured');
    await expect(gateway().verifyWebhook(body, headersFor(body))).rejects.toMatchObject({ code: 'SIGNATURE_INVALID' });
  });

  it('checks the signature before parsing: unsigned garbage is SIGNATURE_INVALID, signed garbage is BAD_REQUEST', async () => {
    const garbage = '{"event": "payment.captured", ';
    await expect(
      gateway().verifyWebhook(garbage, new Headers({ 'x-razorpay-signature': tamper(hmac(webhookSecret, garbage)) })),
    ).rejects.toMatchObject({ code: 'SIGNATURE_INVALID' });
    await expect(gateway().verifyWebhook(garbage, signed(garbage))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each([
    ['payment.failed', 'failed', 'failed'],
    ['payment.authorized', 'authorized', 'pending'],
    ['payment.captured', 'captured', 'paid'],
  ])('maps %s to %s', async (event, status, outcome) => {
    const body = paymentEvent(event, status);
    expect(await gateway().verifyWebhook(body, signed(body))).toMatchObject({
      gatewayOrderId: 'order_X',
      gatewayPaymentId: 'pay_W1',
      outcome,
      eventId: 'evt_1',
    });
  });

  it('maps order.paid to paid, with the order entity’s id', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: 'pay_W2', amount: 100, status: 'captured', order_id: 'order_X' } },
        order: { entity: { id: 'order_X', amount: 100, amount_paid: 100, status: 'paid' } },
      },
    });
    expect(await gateway().verifyWebhook(body, signed(body))).toEqual({
      gatewayOrderId: 'order_X',
      gatewayPaymentId: 'pay_W2',
      outcome: 'paid',
      amountMinor: 100,
      eventId: 'evt_1',
    });
  });

  it('ignores an unrelated event (null), but only once its signature is checked', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.created',
      payload: { refund: { entity: { id: 'rfnd_1' } } },
    });
    expect(await gateway().verifyWebhook(body, signed(body))).toBeNull();
    await expect(gateway().verifyWebhook(body, new Headers())).rejects.toMatchObject({ code: 'SIGNATURE_INVALID' });
  });

  it('derives a stable event id from the body when the event id header is missing', async () => {
    const body = paymentEvent('payment.captured', 'captured');
    const headers = new Headers({ 'x-razorpay-signature': hmac(webhookSecret, body) });
    const report = await gateway().verifyWebhook(body, headers);
    expect(report?.eventId).toBe(createHash('sha256').update(body).digest('hex'));
    expect((await gateway().verifyWebhook(body, headers))?.eventId).toBe(report?.eventId);
  });
});

describe('Razorpay fetchStatus', () => {
  it('asks for the order’s payments with basic auth', async () => {
    paymentItems = [];
    expect(await gateway().fetchStatus('order_X')).toEqual({
      gatewayOrderId: 'order_X',
      gatewayPaymentId: null,
      outcome: 'pending',
      eventId: null,
    });
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/v1/orders/order_X/payments', auth: expectedAuth });
    expect(received.at(-1)?.url).not.toContain(keySecret);
  });

  it.each([
    [
      'captured',
      [{ id: 'pay_1', status: 'captured', amount: 249900 }],
      { outcome: 'paid', gatewayPaymentId: 'pay_1', amountMinor: 249900 },
    ],
    [
      'refunded (it was paid)',
      [{ id: 'pay_1', status: 'refunded', amount: 249900 }],
      { outcome: 'paid', gatewayPaymentId: 'pay_1', amountMinor: 249900 },
    ],
    [
      'failed, then captured',
      [
        { id: 'pay_2', status: 'captured', amount: 249900 },
        { id: 'pay_1', status: 'failed', amount: 249900 },
      ],
      { outcome: 'paid', gatewayPaymentId: 'pay_2', amountMinor: 249900 },
    ],
    [
      'captured listed after a failure',
      [
        { id: 'pay_1', status: 'failed', amount: 249900 },
        { id: 'pay_2', status: 'captured', amount: 249900 },
      ],
      { outcome: 'paid', gatewayPaymentId: 'pay_2' },
    ],
    ['authorized', [{ id: 'pay_1', status: 'authorized', amount: 249900 }], { outcome: 'pending' }],
    [
      'failed, then a new one created',
      [
        { id: 'pay_2', status: 'created', amount: 249900 },
        { id: 'pay_1', status: 'failed', amount: 249900 },
      ],
      { outcome: 'pending' },
    ],
    [
      'all failed',
      [
        { id: 'pay_2', status: 'failed', amount: 249900 },
        { id: 'pay_1', status: 'failed', amount: 249900 },
      ],
      { outcome: 'failed' },
    ],
    [
      'a failure next to a status it does not know',
      [
        { id: 'pay_2', status: 'disputed', amount: 249900 },
        { id: 'pay_1', status: 'failed', amount: 249900 },
      ],
      { outcome: 'pending', gatewayPaymentId: null },
    ],
    ['no payments yet', [], { outcome: 'pending', gatewayPaymentId: null }],
  ])('maps %s', async (_label, items, expected) => {
    paymentItems = items;
    const report = await gateway().fetchStatus('order_X');
    expect(report).toMatchObject({ gatewayOrderId: 'order_X', eventId: null, ...expected });
    if (expected.outcome !== 'paid') expect(report.amountMinor).toBeUndefined();
  });

  it('answers GATEWAY_UNAVAILABLE when the gateway fails with 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fail = true;
    paymentItems = [{ id: 'pay_1', status: 'captured', amount: 100 }];
    await expect(gateway().fetchStatus('order_X')).rejects.toMatchObject({
      name: 'AppError',
      code: 'GATEWAY_UNAVAILABLE',
      status: 503,
    });
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import {
  carts,
  coinAccounts,
  coinEntries,
  coupons,
  orderEvents,
  orders,
  outboxMessages,
  paymentEvents,
  payments,
  planPrices,
  productPrices,
  products,
  slotAlerts,
  slots,
  users,
} from '@/server/db/schema';
import { HOME_VISITS } from '@/server/db/commerce-seed';
import { settleSandboxOrder, webhookSignature } from '@/server/payments/sandbox';
import { runJobsOnce } from '@/server/jobs';
import { zonedInstant } from '@/lib/zoned-time';
import type { CartSummary, CheckoutStartBody, Order, ScheduleDay } from '@/lib/api/commerce-contracts';
import { formatMoney } from '@/lib/money';
import { POST as sendOtp } from '@/app/api/v1/auth/otp/send/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/otp/verify/route';
import { POST as createAddress } from '@/app/api/v1/addresses/route';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { GET as getCount } from '@/app/api/v1/cart/count/route';
import { POST as postItems } from '@/app/api/v1/cart/items/route';
import { POST as applyCoupon } from '@/app/api/v1/cart/coupon/route';
import { POST as setCartAddress } from '@/app/api/v1/cart/address/route';
import { POST as setSchedule } from '@/app/api/v1/cart/schedule/route';
import { GET as scanTypes } from '@/app/api/v1/booking/scan-types/route';
import { GET as bookingCities } from '@/app/api/v1/booking/cities/route';
import { GET as centreFlow } from '@/app/api/v1/booking/centre-flow/route';
import { GET as getSlots } from '@/app/api/v1/booking/slots/route';
import { POST as subscribeAlert } from '@/app/api/v1/booking/slot-alerts/route';
import { GET as listOrders, POST as postOrder } from '@/app/api/v1/orders/route';
import { GET as getOrder } from '@/app/api/v1/orders/[id]/route';
import { POST as payOrder } from '@/app/api/v1/orders/[id]/pay/route';
import { POST as cancelOrder } from '@/app/api/v1/orders/[id]/cancel/route';
import { takeCouponUse } from '@/server/commerce/coupons';
import { pageOrder } from '@/server/commerce/own-order';
import { POST as advanceStage } from '@/app/api/v1/ops/orders/[id]/stage/route';
import { GET as callback } from '@/app/api/v1/payments/callback/[gateway]/route';
import { POST as webhook } from '@/app/api/v1/payments/webhook/[gateway]/route';
import { GET as sandboxPage, POST as sandboxChoose } from '@/app/sandbox-pay/[id]/route';

// Next's data cache needs the Next runtime; here each read goes straight to the database.
vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
}));

// The hosted sandbox page hands its webhook to Next's `after()`, which needs a request scope the tests do not
// have: collect the tasks instead and run them when the test says so (as the server would after answering).
const afterTasks = vi.hoisted(() => [] as Array<() => unknown>);
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => {
    afterTasks.push(task);
  },
}));

const BASE = 'http://localhost:3000';
const OPS_SECRET = 'ops-secret-for-tests-0123456789';
let ipCounter = 1;

interface Who {
  sid?: string;
  cart?: string;
}
interface ReqInit extends Who {
  method?: string;
  body?: unknown;
  raw?: string | URLSearchParams;
  ip?: string;
  headers?: Record<string, string>;
}

function req(path: string, init: ReqInit = {}) {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: BASE,
    'x-forwarded-for': init.ip ?? `49.38.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    ...init.headers,
  };
  const cookies = [init.sid ? `sid=${init.sid}` : '', init.cart ? `cart=${init.cart}` : ''].filter(Boolean);
  if (cookies.length) headers.cookie = cookies.join('; ');
  let body: string | URLSearchParams | undefined = init.raw;
  if (body === undefined && init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  return new NextRequest(new URL(path, BASE), { method: init.method ?? 'GET', headers, body });
}
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const sandbox = { params: Promise.resolve({ gateway: 'sandbox' }) };

interface ErrorBody {
  error?: {
    code: string;
    message: string;
    fields?: Array<{ path: string; message: string; code?: string; params?: Record<string, string | number> }>;
  };
}
type CartBody = { cart: CartSummary } & ErrorBody;
type OrderBody = { order: Order; checkout: CheckoutStartBody } & ErrorBody;
const json = async <T = Record<string, unknown>>(res: NextResponse) => (await res.json()) as T & ErrorBody;
const firstField = async (res: NextResponse) => (await json(res)).error?.fields?.[0];

const address = {
  recipientName: 'Asha Rao',
  phone: '98200 12345',
  line1: '12 Marine Drive, Churchgate',
  city: 'Mumbai',
  pincode: '400001',
  country: 'IN',
};

/** The IST calendar date of an instant, and the states the schedule must show for home visits. */
const IST_MS = 5.5 * 3600_000;
const istDate = (instant: number) => new Date(instant + IST_MS).toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const target of testDatabases()) {
  describe(`commerce on ${target.name}`, () => {
    let t: TestDb;
    let phoneSeq = 0;
    const nextPhone = () => `97${target.name === 'pglite' ? '10' : '20'}${String(++phoneSeq).padStart(6, '0')}`;

    async function lastCode(e164: string): Promise<string> {
      const [row] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, e164), eq(outboxMessages.purpose, 'otp')))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
      if (!code) throw new Error('no code in the outbox');
      return code;
    }

    interface Customer {
      sid: string;
      userId: string;
      phone: string;
      res: NextResponse;
    }

    /** Signs in by OTP; with a guest cart cookie (and maybe an older session), as one browser would. */
    async function signIn(from: Who = {}, phone = nextPhone()): Promise<Customer> {
      ipCounter++;
      const sent = await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' } }));
      expect(sent.status).toBe(202);
      const e164 = `+91${phone}`;
      const res = await verifyOtp(
        req('/api/v1/auth/otp/verify', {
          method: 'POST',
          body: { phone, country: 'IN', code: await lastCode(e164) },
          ...from,
        }),
      );
      expect(res.status).toBe(200);
      const body = (await res.clone().json()) as { user: { id: string } };
      const sid = res.cookies.get('sid')?.value ?? '';
      expect(sid).not.toBe('');
      return { sid, userId: body.user.id, phone: e164, res };
    }

    const addItem = (who: Who, body: unknown, country = 'IN', headers?: Record<string, string>) =>
      postItems(req(`/api/v1/cart/items?country=${country}`, { method: 'POST', body, headers, ...who }));
    const cartOf = async (who: Who, country = 'IN') =>
      (await json<CartBody>(await getCart(req(`/api/v1/cart?country=${country}`, who)))).cart;
    const coupon = (who: Who, code: string) =>
      applyCoupon(req('/api/v1/cart/coupon?country=IN', { method: 'POST', body: { code }, ...who }));

    async function productStock(id: number): Promise<number> {
      const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
      return row?.stock ?? -1;
    }
    async function priceOf(id: number, country: string): Promise<number> {
      const [row] = await t.db
        .select()
        .from(productPrices)
        .where(and(eq(productPrices.productId, id), eq(productPrices.country, country)));
      if (!row) throw new Error(`no price of ${id} in ${country}`);
      return row.amountMinor;
    }
    async function planPrice(code: string): Promise<number> {
      const [row] = await t.db
        .select()
        .from(planPrices)
        .where(and(eq(planPrices.planCode, code), eq(planPrices.country, 'IN')));
      if (!row) throw new Error(`no price of ${code}`);
      return row.amountMinor;
    }
    async function slotRow(id: number) {
      const [row] = await t.db.select().from(slots).where(eq(slots.id, id));
      if (!row) throw new Error(`no slot ${id}`);
      return row;
    }
    async function ordersOf(userId: string) {
      return t.db.select().from(orders).where(eq(orders.userId, userId));
    }

    /** A Mumbai address on the customer's cart. */
    async function chooseMumbaiAddress(who: Who): Promise<string> {
      const created = await createAddress(req('/api/v1/addresses', { method: 'POST', body: address, ...who }));
      expect(created.status).toBe(201);
      const id = (await json<{ address: { id: string } }>(created)).address.id;
      const set = await setCartAddress(
        req('/api/v1/cart/address?country=IN', { method: 'POST', body: { addressId: id }, ...who }),
      );
      expect(set.status).toBe(200);
      expect((await json<CartBody>(set)).cart.address?.id).toBe(id);
      return id;
    }

    async function openDays(who: Who): Promise<ScheduleDay[]> {
      const res = await getSlots(req('/api/v1/booking/slots', who));
      expect(res.status).toBe(200);
      return (await json<{ days: ScheduleDay[] }>(res)).days.filter((d) => d.state === 'open');
    }

    /** A home scan in Mumbai on the first time of the nth open day. Answers the slot id. */
    async function scheduleHomeScan(
      who: Who,
      dayIndex: number,
    ): Promise<{ slotId: number; date: string; open: string[] }> {
      expect((await addItem(who, { planCode: 'scan-home', quantity: 1 })).status).toBe(200);
      const days = await openDays(who);
      const day = days[dayIndex];
      const slot = day?.slots[0];
      if (!day || !slot) throw new Error(`no open day ${dayIndex}`);
      const res = await setSchedule(
        req('/api/v1/cart/schedule?country=IN', { method: 'POST', body: { slotId: slot.id }, ...who }),
      );
      expect(res.status).toBe(200);
      expect((await json<CartBody>(res)).cart.booking?.slot?.id).toBe(slot.id);
      return { slotId: slot.id, date: day.date, open: days.map((d) => d.date) };
    }

    async function place(who: Who, expectedTotalMinor?: number, headers?: Record<string, string>) {
      const total = expectedTotalMinor ?? (await cartOf(who)).totalMinor;
      return postOrder(
        req('/api/v1/orders', {
          method: 'POST',
          body: { country: 'IN', locale: 'en-IN', expectedTotalMinor: total },
          headers,
          ...who,
        }),
      );
    }

    /** A signed-in customer with the given cart and a Mumbai address, whose order is placed (201). */
    async function placedOrder(
      lines: Array<{ productId?: number; planCode?: string; quantity: number }>,
      scanDay?: number,
    ) {
      const customer = await signIn();
      const who = { sid: customer.sid };
      for (const line of lines) expect((await addItem(who, line)).status).toBe(200);
      await chooseMumbaiAddress(who);
      const scan = scanDay === undefined ? null : await scheduleHomeScan(who, scanDay);
      const res = await place(who);
      expect(res.status).toBe(201);
      const body = await json<OrderBody>(res);
      if (body.checkout.kind !== 'redirect') throw new Error(`checkout ${body.checkout.kind}`);
      const gatewayOrderId = decodeURIComponent(body.checkout.url.replace('/sandbox-pay/', ''));
      return { customer, who, order: body.order, checkout: body.checkout, gatewayOrderId, scan };
    }

    /** The payer comes back from the gateway: the signed callback, as a GET. */
    async function returnFromGateway(params: Record<string, string>) {
      return callback(req(`/api/v1/payments/callback/sandbox?${new URLSearchParams(params).toString()}`), sandbox);
    }
    const sendWebhook = (rawBody: string, signature: string) =>
      webhook(
        req('/api/v1/payments/webhook/sandbox', {
          method: 'POST',
          raw: rawBody,
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        }),
        sandbox,
      );

    beforeAll(async () => {
      process.env.TRUST_PROXY = '1';
      process.env.OPS_SECRET = OPS_SECRET;
      resetEnvForTests();
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      delete process.env.TRUST_PROXY;
      delete process.env.OPS_SECRET;
      delete process.env.SANDBOX_PENDING_SETTLE_SECONDS;
      resetEnvForTests();
      await t.close();
    });

    it('prices a guest cart from the database in the market’s currency, and sets, removes and refuses lines', async () => {
      const first = await addItem({}, { productId: 103, quantity: 2 });
      expect(first.status).toBe(200);
      const cart = first.cookies.get('cart')?.value ?? '';
      expect(cart).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first.cookies.get('bag')?.value).toBe('2');
      const inPrice = await priceOf(103, 'IN');
      const body = (await json<CartBody>(first)).cart;
      expect(body).toMatchObject({ country: 'IN', currency: 'INR', count: 2, subtotalMinor: 2 * inPrice });
      expect(body.lines).toEqual([
        expect.objectContaining({
          kind: 'product',
          productId: 103,
          quantity: 2,
          unitMinor: inPrice,
          lineMinor: 2 * inPrice,
          problem: null,
        }),
      ]);
      // Only the token's hash is stored.
      const stored = await t.db
        .select()
        .from(carts)
        .where(eq(carts.guestTokenHash, createHash('sha256').update(cart).digest('hex')));
      expect(stored).toHaveLength(1);

      // A cart belongs to one market (issue 29 item 3): in the UAE the same visitor has the UAE's own cart, and the
      // Indian one is never shown there repriced in dirhams.
      const aePrice = await priceOf(103, 'AE');
      expect(aePrice).not.toBe(inPrice);
      expect(await cartOf({ cart }, 'AE')).toMatchObject({ country: 'AE', currency: 'AED', count: 0, lines: [] });

      const set = await addItem({ cart }, { productId: 103, quantity: 5, mode: 'set' });
      expect((await json<CartBody>(set)).cart.lines[0]?.quantity).toBe(5);
      const added = await addItem({ cart }, { productId: 103, quantity: 1 });
      expect((await json<CartBody>(added)).cart.lines[0]?.quantity).toBe(6);
      expect(added.cookies.get('cart')).toBeUndefined(); // an existing guest cart keeps its cookie

      const stock = await productStock(103);
      const tooMany = await addItem({ cart }, { productId: 103, quantity: stock + 1, mode: 'set' });
      expect(tooMany.status).toBe(422);
      expect(await firstField(tooMany)).toMatchObject({
        path: 'body.quantity',
        code: 'onlyLeft',
        params: { count: stock },
      });
      const soldOut = await addItem({ cart }, { productId: 105, quantity: 1 });
      expect(soldOut.status).toBe(422);
      expect((await firstField(soldOut))?.code).toBe('outOfStock');

      expect((await addItem({ cart }, { productId: 106, quantity: 1 })).status).toBe(200);
      expect((await cartOf({ cart })).lines.map((l) => l.productId)).toEqual([103, 106]);
      const removed = await addItem({ cart }, { productId: 106, quantity: 0, mode: 'set' });
      expect((await json<CartBody>(removed)).cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[103, 6]]);

      const negative = await addItem({ cart }, { productId: 103, quantity: -1 });
      expect(negative.status).toBe(400);
      expect((await firstField(negative))?.path).toBe('body.quantity');
      const unknown = await addItem({ cart }, { productId: 999_999, quantity: 1 });
      expect(unknown.status).toBe(422);
      expect(await json(unknown)).toMatchObject({
        error: { code: 'UNPROCESSABLE', fields: [{ path: 'body.productId', code: 'unknownProduct' }] },
      });
      for (const extra of [{ unitMinor: 1 }, { price: 1 }, { amountMinor: 1 }]) {
        const priced = await addItem({ cart }, { productId: 103, quantity: 1, ...extra });
        expect(priced.status).toBe(400);
      }
      // None of the refused calls changed the cart.
      expect((await cartOf({ cart })).lines.map((l) => [l.productId, l.quantity])).toEqual([[103, 6]]);

      const counted = await getCount(req('/api/v1/cart/count', { cart }));
      expect(await json(counted)).toEqual({ count: 6 });
      expect(counted.cookies.get('bag')?.value).toBe('6');
      const nobody = await getCount(req('/api/v1/cart/count'));
      expect(await json(nobody)).toEqual({ count: 0 });
      expect(nobody.cookies.get('bag')?.value).toBe('0');
    });

    it('applies SMILE10 to product lines only and refuses expired, unknown, too-small and other-country codes with a reason', async () => {
      const cart = (await addItem({}, { productId: 103, quantity: 2 })).cookies.get('cart')?.value ?? '';
      expect(cart).not.toBe('');
      const subtotal = 2 * (await priceOf(103, 'IN'));
      expect(subtotal).toBeLessThan(200_000);

      const refusals: Array<[string, string]> = [
        ['SUMMER25', 'expired'],
        ['NOSUCHCODE', 'unknown'],
        ['WELCOME500', 'minSubtotal'],
        ['SMILEAE', 'otherCountry'],
      ];
      for (const [code, reason] of refusals) {
        const res = await coupon({ cart }, code);
        expect(res.status).toBe(200);
        const answer = (await json<CartBody>(res)).cart;
        expect(answer.coupon).toEqual({ code, applied: false, reason, discountMinor: 0 });
        expect(answer.discountMinor).toBe(0);
        expect(answer.totalMinor).toBe(answer.subtotalMinor + answer.deliveryMinor);
        // Not kept on the cart.
        expect((await cartOf({ cart })).coupon).toBeNull();
        const [row] = await t.db
          .select()
          .from(carts)
          .where(eq(carts.guestTokenHash, createHash('sha256').update(cart).digest('hex')));
        expect(row?.couponCode).toBeNull();
      }

      // A first-time visitor whose first call is a refused code gets one cart, and it holds no code.
      const cartsBefore = (await t.db.select({ n: count() }).from(carts))[0]?.n ?? 0;
      const fresh = await coupon({}, 'SUMMER25');
      expect(fresh.status).toBe(200);
      expect((await json<CartBody>(fresh)).cart.coupon).toMatchObject({
        code: 'SUMMER25',
        applied: false,
        reason: 'expired',
      });
      expect((await t.db.select({ n: count() }).from(carts))[0]?.n).toBe(cartsBefore + 1);
      const freshToken = fresh.cookies.get('cart')?.value ?? '';
      const [freshRow] = await t.db
        .select()
        .from(carts)
        .where(eq(carts.guestTokenHash, createHash('sha256').update(freshToken).digest('hex')));
      expect(freshRow).toMatchObject({ couponCode: null });

      // With a kit in the cart too, 10% comes off the products only.
      expect((await addItem({ cart }, { planCode: 'impression-kit', quantity: 1 })).status).toBe(200);
      const kit = await planPrice('impression-kit');
      const res = await coupon({ cart }, ' smile10 ');
      expect(res.status).toBe(200);
      const applied = (await json<CartBody>(res)).cart;
      const discount = Math.floor(subtotal / 10);
      expect(applied.coupon).toEqual({ code: 'SMILE10', applied: true, reason: null, discountMinor: discount });
      expect(applied).toMatchObject({
        subtotalMinor: subtotal + kit,
        discountMinor: discount,
        totalMinor: subtotal + kit - discount + applied.deliveryMinor,
      });
      expect((await cartOf({ cart })).coupon).toMatchObject({ code: 'SMILE10', applied: true });
    });

    it('keeps one cart per market: another market starts its own, never repriced, and each badge counts its own (issue 29 item 3)', async () => {
      const inPrice = await priceOf(103, 'IN');
      const aePrice = await priceOf(103, 'AE');
      const guest = await addItem({}, { productId: 103, quantity: 2 });
      const cart = guest.cookies.get('cart')?.value ?? '';
      expect(guest.cookies.get('bag')?.value).toBe('2');

      // In the UAE: an empty cart of the UAE, in dirhams; the Indian cart is not there.
      expect(await cartOf({ cart }, 'AE')).toMatchObject({ country: 'AE', currency: 'AED', count: 0, totalMinor: 0 });
      const ae = await addItem({ cart }, { productId: 103, quantity: 1 }, 'AE');
      expect(ae.status).toBe(200);
      expect(ae.cookies.get('cart')).toBeUndefined(); // the same guest token serves both markets' carts
      expect(ae.cookies.get('bag-ae')?.value).toBe('1');
      expect(ae.cookies.get('bag')).toBeUndefined(); // India's badge is left as it is
      expect((await json<CartBody>(ae)).cart).toMatchObject({
        currency: 'AED',
        count: 1,
        lines: [expect.objectContaining({ productId: 103, quantity: 1, unitMinor: aePrice })],
      });
      // Back in India: the Indian cart as it was, in rupees.
      expect(await cartOf({ cart }, 'IN')).toMatchObject({
        currency: 'INR',
        count: 2,
        lines: [expect.objectContaining({ productId: 103, quantity: 2, unitMinor: inPrice })],
      });
      const counted = await getCount(req('/api/v1/cart/count?country=AE', { cart }));
      expect(await json(counted)).toEqual({ count: 1 });
      expect(counted.cookies.get('bag-ae')?.value).toBe('1');

      // At sign-in each guest cart joins the customer's cart of its market, and every market's badge is set.
      const customer = await signIn();
      expect((await addItem({ sid: customer.sid }, { productId: 103, quantity: 1 })).status).toBe(200);
      const again = await signIn({ cart, sid: customer.sid }, customer.phone.replace('+91', ''));
      expect(again.res.cookies.get('bag')?.value).toBe('3');
      expect(again.res.cookies.get('bag-ae')?.value).toBe('1');
      expect(again.res.cookies.get('bag-sa')?.value).toBe('0');
      expect((await cartOf({ sid: again.sid }, 'IN')).lines.map((l) => [l.productId, l.quantity])).toEqual([[103, 3]]);
      expect((await cartOf({ sid: again.sid }, 'AE')).lines.map((l) => [l.productId, l.quantity])).toEqual([[103, 1]]);
      const rows = await t.db.select().from(carts).where(eq(carts.userId, customer.userId));
      expect(rows.map((r) => r.country).sort()).toEqual(['AE', 'IN']);

      // The UAE's schedule and order read the UAE's cart only: the Indian cart offers nothing there.
      const slots = await getSlots(req('/api/v1/booking/slots?country=AE', { sid: again.sid }));
      expect(slots.status).toBe(422);
      expect((await firstField(slots))?.code).toBe('noScan');
      // A Gulf page's centre picker never lists an Indian city's centres.
      const mumbai = await centreFlow(req('/api/v1/booking/centre-flow?city=Mumbai&country=AE'));
      expect(mumbai.status).toBe(404);
      expect(
        (
          await json<{ clinics: Array<{ city: string }> }>(
            await centreFlow(req('/api/v1/booking/centre-flow?city=Dubai&country=AE')),
          )
        ).clinics.map((c) => c.city),
      ).toEqual(['Dubai']);
    });

    it('merges the guest cart into the customer’s at sign-in: quantities add up, the plan comes along, the guest cart goes', async () => {
      const customer = await signIn();
      expect((await addItem({ sid: customer.sid }, { productId: 104, quantity: 1 })).status).toBe(200);

      const guest = await addItem({}, { productId: 104, quantity: 2 });
      const cart = guest.cookies.get('cart')?.value ?? '';
      expect(cart).not.toBe('');
      expect((await addItem({ cart }, { planCode: 'scan-home', quantity: 1 })).status).toBe(200);

      const again = await signIn({ cart, sid: customer.sid }, customer.phone.replace('+91', ''));
      expect(again.userId).toBe(customer.userId);
      expect(again.res.cookies.get('cart')?.value).toBe('');
      expect(again.res.headers.get('set-cookie')).toMatch(/(^|, )cart=;/);
      expect(again.res.cookies.get('bag')?.value).toBe('4');

      const merged = await cartOf({ sid: again.sid });
      expect(merged.lines.map((l) => [l.productId ?? l.planCode, l.quantity]).sort()).toEqual([
        [104, 3],
        ['scan-home', 1],
      ]);
      expect(merged.booking).toMatchObject({ planCode: 'scan-home', locationType: 'home' });
      expect(await t.db.select().from(carts).where(eq(carts.userId, customer.userId))).toHaveLength(1);

      // A customer without a cart of their own takes the guest cart as it is.
      const guest2 = (await addItem({}, { productId: 104, quantity: 2 })).cookies.get('cart')?.value ?? '';
      const newcomer = await signIn({ cart: guest2 });
      expect(newcomer.res.cookies.get('bag')?.value).toBe('2');
      expect((await cartOf({ sid: newcomer.sid })).lines.map((l) => [l.productId, l.quantity])).toEqual([[104, 2]]);
      expect((await cartOf({ cart: guest2 })).lines).toEqual([]);

      // The old guest token finds nothing any more.
      const stale = await cartOf({ cart });
      expect(stale.lines).toEqual([]);
      expect(
        await t.db
          .select()
          .from(carts)
          .where(eq(carts.guestTokenHash, createHash('sha256').update(cart).digest('hex'))),
      ).toEqual([]);
    });

    it('answers city-wise scan types, the centre flow and a two-week home-visit schedule, and books only slots of the cart’s place', async () => {
      const mumbai = await json<{
        city: string;
        plans: Array<{ code: string; price: { amountMinor: number; currency: string } }>;
      }>(await scanTypes(req('/api/v1/booking/scan-types?city=mumbai&country=IN')));
      expect(mumbai.city).toBe('Mumbai');
      expect(mumbai.plans.map((p) => p.code)).toEqual(['scan-home', 'scan-centre', 'impression-kit']);
      expect(mumbai.plans[0]?.price).toEqual({ amountMinor: await planPrice('scan-home'), currency: 'INR' });
      const surat = await json<{ plans: Array<{ code: string }> }>(
        await scanTypes(req('/api/v1/booking/scan-types?city=Surat&country=IN')),
      );
      expect(surat.plans.map((p) => p.code)).toEqual(['scan-home', 'impression-kit']);
      expect((await scanTypes(req('/api/v1/booking/scan-types?city=Atlantis&country=IN'))).status).toBe(404);

      const centres = await json<{ centreFlow: boolean; clinics: Array<{ id: number; city: string }> }>(
        await centreFlow(req('/api/v1/booking/centre-flow?city=Mumbai')),
      );
      expect(centres.centreFlow).toBe(true);
      expect(centres.clinics.map((c) => c.id)).toEqual([1, 2]);
      expect(await json(await centreFlow(req('/api/v1/booking/centre-flow?city=Surat')))).toMatchObject({
        centreFlow: false,
        clinics: [],
      });
      expect((await centreFlow(req('/api/v1/booking/centre-flow?city=Atlantis'))).status).toBe(404);

      const customer = await signIn();
      const who = { sid: customer.sid };
      expect((await addItem(who, { planCode: 'scan-home', quantity: 1 })).status).toBe(200);
      const noAddress = await getSlots(req('/api/v1/booking/slots', who));
      expect(noAddress.status).toBe(422);
      expect((await firstField(noAddress))?.code).toBe('chooseAddress');
      await chooseMumbaiAddress(who);

      const now = Date.now();
      const res = await getSlots(req('/api/v1/booking/slots', who));
      expect(res.status).toBe(200);
      const schedule = await json<{ locationKey: string; timeZone: string; days: ScheduleDay[] }>(res);
      expect(schedule).toMatchObject({ locationKey: 'home:mumbai', timeZone: 'Asia/Kolkata' });
      expect(schedule.days).toHaveLength(14);
      const today = istDate(now);
      expect(schedule.days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(today, i)));
      for (const day of schedule.days) {
        const sunday = new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0;
        const bookable = HOME_VISITS.times.filter(
          (time) => Date.parse(`${day.date}T${time}:00+05:30`) >= now + 12 * 3600_000,
        );
        const expected = !HOME_VISITS.weekdays.includes(new Date(`${day.date}T00:00:00Z`).getUTCDay())
          ? 'notServed'
          : bookable.length === 0
            ? 'tooSoon'
            : 'open';
        expect({ date: day.date, state: day.state }).toEqual({ date: day.date, state: expected });
        if (sunday) expect(day.state).toBe('notServed');
        expect(day.slots.map((s) => s.time)).toEqual(expected === 'open' ? bookable : []);
        for (const slot of day.slots) expect(slot.left).toBe(HOME_VISITS.capacity);
      }
      expect(schedule.days.filter((d) => d.state === 'notServed').length).toBeGreaterThanOrEqual(2);
      expect(schedule.days.filter((d) => d.state === 'open').length).toBeGreaterThanOrEqual(10);
      // Today is never open in the last 12 hours before its last visit.
      if (HOME_VISITS.times.every((time) => Date.parse(`${today}T${time}:00+05:30`) < now + 12 * 3600_000))
        expect(schedule.days[0]?.state).not.toBe('open');

      // The same place seen on a Monday at 22:00 in Mumbai, over two weeks out (days no other test books): all of
      // Monday is within 12 hours, Tuesday opens at 11:00, Sunday is not served, and a day with no place left is full.
      let monday = addDays(today, 15);
      while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
      const thursday = addDays(monday, 3);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date(`${monday}T22:00:00+05:30`));
        const later = async () =>
          (await json<{ days: ScheduleDay[] }>(await getSlots(req('/api/v1/booking/slots', who)))).days;
        const week = await later();
        expect(week[0]).toMatchObject({ date: monday, state: 'tooSoon', slots: [] });
        expect(week[1]?.state).toBe('open');
        expect(week[1]?.slots.map((x) => x.time)).toEqual(['11:00', '13:00', '15:00', '17:00', '19:00']);
        expect(week[3]?.slots.map((x) => x.time)).toEqual(HOME_VISITS.times);
        expect(week[6]).toMatchObject({ date: addDays(monday, 6), state: 'notServed', slots: [] });
        const thursdayStart = new Date(`${thursday}T00:00:00+05:30`);
        await t.db
          .update(slots)
          .set({ booked: slots.capacity })
          .where(
            and(
              eq(slots.locationKey, 'home:mumbai'),
              gte(slots.startsAt, thursdayStart),
              lt(slots.startsAt, new Date(thursdayStart.getTime() + 86_400_000)),
            ),
          );
        expect((await later())[3]).toMatchObject({ date: thursday, state: 'full', slots: [], alertSubscribed: false });
        const alert = (date: string) =>
          subscribeAlert(
            req('/api/v1/booking/slot-alerts', { method: 'POST', body: { locationKey: 'home:mumbai', date }, ...who }),
          );
        expect((await firstField(await alert(addDays(monday, 6))))?.code).toBe('dayNotServed');
        expect((await alert(thursday)).status).toBe(201);
        expect((await later())[3]?.alertSubscribed).toBe(true);
      } finally {
        vi.useRealTimers();
      }

      const open = schedule.days.find((d) => d.state === 'open');
      const slot = open?.slots[0];
      if (!slot) throw new Error('no open slot');
      const chosen = await setSchedule(
        req('/api/v1/cart/schedule?country=IN', { method: 'POST', body: { slotId: slot.id }, ...who }),
      );
      expect(chosen.status).toBe(200);
      const cart = (await json<CartBody>(chosen)).cart;
      expect(cart.booking).toMatchObject({
        locationType: 'home',
        locationKey: 'home:mumbai',
        slot: { id: slot.id, startsAt: slot.startsAt },
      });
      expect(cart.blockers).toEqual([]);

      // A slot of another place (home visits in Surat) is not offered for this cart.
      const [elsewhere] = await t.db
        .insert(slots)
        .values({ locationKey: 'home:surat', startsAt: new Date(`${open.date}T11:00:00+05:30`), capacity: 2 })
        .onConflictDoUpdate({ target: [slots.locationKey, slots.startsAt], set: { capacity: 2 } })
        .returning();
      const foreign = await setSchedule(
        req('/api/v1/cart/schedule?country=IN', { method: 'POST', body: { slotId: elsewhere?.id }, ...who }),
      );
      expect(foreign.status).toBe(422);
      expect(await firstField(foreign)).toMatchObject({ path: 'body.slotId', code: 'unknownSlot' });
      expect((await cartOf(who)).booking?.slot?.id).toBe(slot.id);
    });

    it('offers home and centre scans in Dubai on Gulf time, priced in dirhams, and lists each country’s cities', async () => {
      const citiesOf = async (country: string) =>
        (await json<{ cities: string[] }>(await bookingCities(req(`/api/v1/booking/cities?country=${country}`))))
          .cities;
      const india = await citiesOf('IN');
      expect(india).toEqual(expect.arrayContaining(['Mumbai', 'Surat', 'Bangalore']));
      expect(india).not.toContain('Dubai');
      expect(await citiesOf('AE')).toEqual(['Abu Dhabi', 'Dubai', 'Sharjah']);
      expect(await citiesOf('SA')).toEqual([]);
      expect((await bookingCities(req('/api/v1/booking/cities?country=XX'))).status).toBe(400);

      const dubai = await json<{ plans: Array<{ code: string; price: { amountMinor: number; currency: string } }> }>(
        await scanTypes(req('/api/v1/booking/scan-types?city=Dubai&country=AE')),
      );
      expect(dubai.plans.map((p) => [p.code, p.price.currency])).toEqual([
        ['scan-home', 'AED'],
        ['scan-centre', 'AED'],
        ['impression-kit', 'AED'],
      ]);
      const abuDhabi = await json<{ plans: Array<{ code: string }> }>(
        await scanTypes(req('/api/v1/booking/scan-types?city=Abu%20Dhabi&country=AE')),
      );
      expect(abuDhabi.plans.map((p) => p.code)).toEqual(['impression-kit']);
      expect(await json(await centreFlow(req('/api/v1/booking/centre-flow?city=Dubai')))).toMatchObject({
        centreFlow: true,
        clinics: [{ id: 7, city: 'Dubai' }],
      });

      const customer = await signIn();
      const who = { sid: customer.sid };
      expect((await addItem(who, { planCode: 'scan-home', quantity: 1 }, 'AE')).status).toBe(200);
      // The UAE has no postcodes: whatever a client sends is replaced by the placeholder the pages never show.
      const created = await createAddress(
        req('/api/v1/addresses', {
          method: 'POST',
          body: {
            recipientName: 'Layla Hassan',
            phone: '50 123 4567',
            line1: 'Villa 12, Al Wasl Road, Jumeirah',
            city: 'Dubai',
            pincode: 'JUM 42',
            country: 'AE',
          },
          ...who,
        }),
      );
      expect(created.status).toBe(201);
      const { id: addressId, pincode } = (await json<{ address: { id: string; pincode: string } }>(created)).address;
      expect(pincode).toBe('00000');
      expect(
        (await setCartAddress(req('/api/v1/cart/address?country=AE', { method: 'POST', body: { addressId }, ...who })))
          .status,
      ).toBe(200);

      const schedule = await json<{ locationKey: string; timeZone: string; days: ScheduleDay[] }>(
        await getSlots(req('/api/v1/booking/slots?country=AE', who)),
      );
      expect(schedule).toMatchObject({ locationKey: 'home:dubai', timeZone: 'Asia/Dubai' });
      const open = schedule.days.filter((d) => d.state === 'open');
      expect(open.length).toBeGreaterThanOrEqual(10);
      const day = open[1];
      if (!day) throw new Error('no open day in Dubai');
      expect(day.slots.map((x) => x.time)).toEqual(HOME_VISITS.times);
      // Nine in the morning in Dubai is five o'clock UTC.
      for (const slot of day.slots)
        expect(slot.startsAt).toBe(zonedInstant(day.date, slot.time, 'Asia/Dubai').toISOString());
      expect(day.slots[0]?.startsAt).toBe(`${day.date}T05:00:00.000Z`);

      const slot = day.slots[0];
      const chosen = await setSchedule(
        req('/api/v1/cart/schedule?country=AE', { method: 'POST', body: { slotId: slot?.id }, ...who }),
      );
      expect(chosen.status).toBe(200);
      const cart = (await json<CartBody>(chosen)).cart;
      expect(cart).toMatchObject({
        currency: 'AED',
        totalMinor: 0,
        booking: { timeZone: 'Asia/Dubai', slot: { id: slot?.id } },
        blockers: [],
      });

      const placed = await postOrder(
        req('/api/v1/orders', {
          method: 'POST',
          body: { country: 'AE', locale: 'ar-AE', expectedTotalMinor: 0 },
          ...who,
        }),
      );
      expect(placed.status).toBe(201);
      const { order, checkout } = await json<OrderBody>(placed);
      expect(checkout).toEqual({ kind: 'none' });
      expect(order).toMatchObject({
        status: 'paid',
        stage: 'scanScheduled',
        currency: 'AED',
        slotStartsAt: slot?.startsAt,
        slotTimeZone: 'Asia/Dubai',
      });
      // The messages speak the order's language, link to the order in its locale and give the time in Dubai.
      const [confirmation] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order')));
      expect(confirmation?.body).toContain('تم تأكيد حجزك');
      expect(confirmation?.body).toContain(`/uae-ar/toothsi/my-account/orders/${order.id}`);
      const [reminder] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'reminder')));
      expect(reminder?.body).toContain(
        new Intl.DateTimeFormat('ar-AE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' }).format(
          new Date(slot?.startsAt ?? ''),
        ),
      );
      expect(reminder?.body).toContain('9:00');
    });

    it('refuses a slot that has passed or is too soon, when chosen and when the order is placed, writing nothing', async () => {
      const customer = await signIn();
      const who = { sid: customer.sid };
      await chooseMumbaiAddress(who);
      const { slotId } = await scheduleHomeScan(who, 0);
      const booked = (await slotRow(slotId)).booked;
      const startsAt = (await slotRow(slotId)).startsAt;
      // The customer comes back an hour before the visit: inside the lead time the team needs to get there.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date(startsAt.getTime() - 3600_000));
        const cart = await cartOf(who);
        expect(cart.booking?.slot).toBeNull();
        expect(cart.blockers).toContain('slot');
        const again = await setSchedule(
          req('/api/v1/cart/schedule?country=IN', { method: 'POST', body: { slotId }, ...who }),
        );
        expect(again.status).toBe(422);
        expect(await firstField(again)).toMatchObject({ path: 'body.slotId', code: 'slotPast' });
        const placed = await place(who, cart.totalMinor);
        expect(placed.status).toBe(422);
        expect(await firstField(placed)).toMatchObject({ path: 'slot', code: 'chooseSlot' });
        expect(await ordersOf(customer.userId)).toEqual([]);
        expect((await slotRow(slotId)).booked).toBe(booked);
      } finally {
        vi.useRealTimers();
      }
    });

    it('refuses an order whose total changed without writing anything, then places it in one go', async () => {
      const customer = await signIn();
      const who = { sid: customer.sid };
      expect((await addItem(who, { productId: 106, quantity: 2 })).status).toBe(200);
      const addressId = await chooseMumbaiAddress(who);
      const { slotId } = await scheduleHomeScan(who, 1);
      const before = await cartOf(who);
      expect(before.blockers).toEqual([]);
      expect(before.totalMinor).toBe(
        2 * (await priceOf(106, 'IN')) + (await planPrice('scan-home')) + before.deliveryMinor,
      );
      const stock = await productStock(106);
      const booked = (await slotRow(slotId)).booked;

      const wrong = await place(who, before.totalMinor - 100);
      expect(wrong.status).toBe(422);
      expect(await firstField(wrong)).toMatchObject({
        path: 'body.expectedTotalMinor',
        code: 'amountMismatch',
        params: { totalMinor: before.totalMinor },
      });
      expect(await ordersOf(customer.userId)).toEqual([]);
      expect(await productStock(106)).toBe(stock);
      expect((await slotRow(slotId)).booked).toBe(booked);
      expect(await cartOf(who)).toEqual(before);

      const res = await place(who, before.totalMinor);
      expect(res.status).toBe(201);
      expect(res.cookies.get('bag')?.value).toBe('0');
      const { order, checkout } = await json<OrderBody>(res);
      expect(order).toMatchObject({
        status: 'pending_payment',
        stage: 'placed',
        currency: 'INR',
        totalMinor: before.totalMinor,
        locationType: 'home',
        payment: { status: 'created', gateway: 'sandbox', attempts: 1 },
      });
      expect(order.number).toMatch(/^TS1\d{5}$/);
      expect(order.items.map((i) => [i.productId ?? i.planCode, i.quantity])).toEqual([
        [106, 2],
        ['scan-home', 1],
      ]);
      expect(order.address).toMatchObject({ city: 'Mumbai', pincode: '400001' });
      expect(checkout.kind).toBe('redirect');
      expect(checkout.kind === 'redirect' && checkout.url).toMatch(/^\/sandbox-pay\/sbx_order_[0-9a-f]+$/);
      expect(await ordersOf(customer.userId)).toHaveLength(1);
      expect(await productStock(106)).toBe(stock - 2);
      expect((await slotRow(slotId)).booked).toBe(booked + 1);
      const after = await cartOf(who);
      expect(after).toMatchObject({ lines: [], count: 0, coupon: null, booking: null });
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment).toMatchObject({ amountMinor: before.totalMinor, currency: 'INR', status: 'created' });

      const mine = await getOrder(req(`/api/v1/orders/${order.id}`, who), withId(order.id));
      expect(mine.status).toBe(200);
      expect(
        (await json<{ orders: Order[] }>(await listOrders(req('/api/v1/orders', who)))).orders.map((o) => o.id),
      ).toEqual([order.id]);

      const stranger = await signIn();
      expect((await getOrder(req(`/api/v1/orders/${order.id}`, { sid: stranger.sid }), withId(order.id))).status).toBe(
        404,
      );
      expect(
        (await payOrder(req(`/api/v1/orders/${order.id}/pay`, { method: 'POST', sid: stranger.sid }), withId(order.id)))
          .status,
      ).toBe(404);
      expect(
        (
          await cancelOrder(
            req(`/api/v1/orders/${order.id}/cancel`, { method: 'POST', sid: stranger.sid }),
            withId(order.id),
          )
        ).status,
      ).toBe(404);
      const foreignAddress = await setCartAddress(
        req('/api/v1/cart/address?country=IN', { method: 'POST', body: { addressId }, sid: stranger.sid }),
      );
      expect(foreignAddress.status).toBe(404);
      expect((await listOrders(req('/api/v1/orders'))).status).toBe(401);
    });

    it('credits a paid order once through the hosted page, callback and replayed webhooks, and never moves it back', async () => {
      const { customer, who, order, checkout, gatewayOrderId } = await placedOrder([
        { productId: 106, quantity: 1 },
        { planCode: 'impression-kit', quantity: 1 },
      ]);
      expect(checkout.kind === 'redirect' && checkout.url).toBe(`/sandbox-pay/${gatewayOrderId}`);
      const [before] = await t.db
        .select({ journeyStage: users.journeyStage })
        .from(users)
        .where(eq(users.id, customer.userId));
      expect(before?.journeyStage).toBe('initial');

      // The hosted page is the order owner's: with the link alone, or as another customer, it is not there.
      const stranger = await signIn();
      for (const other of [{}, { sid: stranger.sid }]) {
        expect((await sandboxPage(req(`/sandbox-pay/${gatewayOrderId}`, other), withId(gatewayOrderId))).status).toBe(
          404,
        );
        const settled = await sandboxChoose(
          req(`/sandbox-pay/${gatewayOrderId}`, {
            ...other,
            method: 'POST',
            raw: new URLSearchParams({ choice: 'paid' }),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
          withId(gatewayOrderId),
        );
        expect(settled.status).toBe(404);
      }
      expect((await ordersOf(customer.userId))[0]?.status).toBe('pending_payment');

      const page = await sandboxPage(req(`/sandbox-pay/${gatewayOrderId}`, who), withId(gatewayOrderId));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(
        `<p class="amount">${formatMoney({ amountMinor: order.totalMinor, currency: 'INR' }, 'en-IN')}</p>`,
      );
      const noChoice = await sandboxChoose(
        req(`/sandbox-pay/${gatewayOrderId}`, {
          ...who,
          method: 'POST',
          raw: new URLSearchParams({ choice: 'maybe' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        withId(gatewayOrderId),
      );
      expect(noChoice.status).toBe(400);

      afterTasks.length = 0;
      const chosen = await sandboxChoose(
        req(`/sandbox-pay/${gatewayOrderId}`, {
          ...who,
          method: 'POST',
          raw: new URLSearchParams({ choice: 'paid' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        withId(gatewayOrderId),
      );
      expect(chosen.status).toBe(303);
      const location = new URL(chosen.headers.get('location') ?? '', BASE);
      expect(location.pathname).toBe('/api/v1/payments/callback/sandbox');
      const params = Object.fromEntries(location.searchParams);
      expect(params).toMatchObject({ gateway_order_id: gatewayOrderId, status: 'paid' });

      // Tampered callbacks are refused and change nothing.
      for (const tampered of [
        { ...params, signature: `${params.signature?.slice(0, -1)}${params.signature?.endsWith('0') ? '1' : '0'}` },
        { ...params, status: 'failed' },
        { ...params, signature: '' },
      ]) {
        const refused = await returnFromGateway(tampered);
        expect(refused.status).toBe(400);
        expect((await json(refused)).error?.code).toBe('SIGNATURE_INVALID');
      }
      expect((await ordersOf(customer.userId))[0]?.status).toBe('pending_payment');

      // The gateway's webhook (queued by the page), delivered to our endpoint.
      expect(afterTasks).toHaveLength(1);
      const delivered: Array<{ body: string; signature: string }> = [];
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
        const headers = new Headers(init?.headers);
        const body = String(init?.body);
        delivered.push({ body, signature: headers.get('x-sandbox-signature') ?? '' });
        return sendWebhook(body, headers.get('x-sandbox-signature') ?? '');
      });
      try {
        await afterTasks[0]?.();
      } finally {
        fetchSpy.mockRestore();
      }
      expect(delivered).toHaveLength(1);
      const hook = delivered[0] ?? { body: '', signature: '' };
      expect(hook.signature).toBe(webhookSignature(hook.body));
      expect((await ordersOf(customer.userId))[0]).toMatchObject({ status: 'paid', stage: 'paid' });

      // Replays (the gateway retries) change nothing.
      for (let i = 0; i < 3; i++) {
        const replay = await sendWebhook(hook.body, hook.signature);
        expect(replay.status).toBe(200);
        expect(await json(replay)).toEqual({ received: true, applied: false });
      }
      // The coins the order earns are credited once, whatever the replays (server/rewards/coins.ts).
      const earned = await t.db.select().from(coinEntries).where(eq(coinEntries.orderId, order.id));
      expect(earned.map((e) => e.kind)).toEqual(['earn']);
      const [account] = await t.db
        .select()
        .from(coinAccounts)
        .where(and(eq(coinAccounts.userId, customer.userId), eq(coinAccounts.line, 'toothsi')));
      expect(account?.balance).toBe(earned[0]?.coins);

      const back = await returnFromGateway(params);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/toothsi/checkout/payment/success/${order.id}`);

      const [paid] = await ordersOf(customer.userId);
      expect(paid).toMatchObject({ status: 'paid', stage: 'paid' });
      expect(
        await t.db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.stage, 'paid'))),
      ).toHaveLength(1);
      const messages = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order')));
      expect(messages).toHaveLength(1);
      expect(messages[0]?.body).toContain(order.number);
      expect(messages[0]?.sentAt).not.toBeNull();
      expect(
        await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'reminder'))),
      ).toEqual([]);
      const [after] = await t.db
        .select({ journeyStage: users.journeyStage })
        .from(users)
        .where(eq(users.id, customer.userId));
      expect(after?.journeyStage).toBe('scanBookedOrIkOrdered');

      // A tampered webhook body is refused before anything is read from it.
      const events = (await t.db.select({ n: count() }).from(paymentEvents))[0]?.n;
      const forged = hook.body.replace(/"amount":\d+/, '"amount":1');
      expect(forged).not.toBe(hook.body);
      const tampered = await sendWebhook(forged, hook.signature);
      expect(tampered.status).toBe(400);
      expect((await json(tampered)).error?.code).toBe('SIGNATURE_INVALID');
      expect((await t.db.select({ n: count() }).from(paymentEvents))[0]?.n).toBe(events);

      // A late, genuinely signed "failed" event never moves a paid payment or order back.
      const late = JSON.stringify({
        id: 'evt_late_failure',
        event: 'payment.failed',
        payload: {
          gateway_order_id: gatewayOrderId,
          gateway_payment_id: params.gateway_payment_id,
          amount: order.totalMinor,
          currency: 'INR',
        },
      });
      const lateRes = await sendWebhook(late, webhookSignature(late));
      expect(lateRes.status).toBe(200);
      expect(await json(lateRes)).toEqual({ received: true, applied: false });
      const [stillPaid] = await ordersOf(customer.userId);
      expect(stillPaid?.status).toBe('paid');
      const attempts = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(attempts.map((p) => p.status)).toEqual(['paid']);
      expect(
        await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order'))),
      ).toHaveLength(1);

      // A paid order cannot be paid again or cancelled.
      expect(
        (await payOrder(req(`/api/v1/orders/${order.id}/pay`, { method: 'POST', sid: customer.sid }), withId(order.id)))
          .status,
      ).toBe(422);
      const cancel = await cancelOrder(
        req(`/api/v1/orders/${order.id}/cancel`, { method: 'POST', sid: customer.sid }),
        withId(order.id),
      );
      expect(cancel.status).toBe(422);
      expect((await firstField(cancel))?.code).toBe('alreadyPaid');
    });

    it("sends a skinnsi order's payment back to the skin line's pages, and each line's pages show only its orders (issue 29 items 1, 2)", async () => {
      // A skincare product (line skinnsi, ids from 201): the order is the skin line's.
      const { customer, who, order, gatewayOrderId } = await placedOrder([{ productId: 201, quantity: 1 }]);
      expect(order.lines).toEqual(['skinnsi']);
      const failed = await settleSandboxOrder(gatewayOrderId, 'failed');
      const back = await returnFromGateway(failed.callback);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/skinnsi/payment/retry/${order.id}`);

      // Without an order id, a toothsi status page has no order of its line to show; the skin line's has this one.
      expect(await pageOrder(customer.userId, null, 'toothsi')).toBeNull();
      expect((await pageOrder(customer.userId, null, 'skinnsi'))?.id).toBe(order.id);

      const retry = await payOrder(req(`/api/v1/orders/${order.id}/pay`, { method: 'POST', ...who }), withId(order.id));
      const retried = await json<OrderBody>(retry);
      if (retried.checkout.kind !== 'redirect') throw new Error('no redirect');
      const secondId = decodeURIComponent(retried.checkout.url.replace('/sandbox-pay/', ''));
      // Waiting on the bank: the skin line has no pending page, its success page shows the wait.
      const waiting = await returnFromGateway((await settleSandboxOrder(secondId, 'pending')).callback);
      expect(waiting.headers.get('location')).toBe(`/skinnsi/payment/success/${order.id}`);

      // A customer with a toothsi order only: the toothsi pages show it, the skin line's pages have none to show.
      const tooth = await placedOrder([{ productId: 106, quantity: 1 }]);
      const paid = await returnFromGateway((await settleSandboxOrder(tooth.gatewayOrderId, 'paid')).callback);
      expect(paid.headers.get('location')).toBe(`/toothsi/checkout/payment/success/${tooth.order.id}`);
      expect((await pageOrder(tooth.customer.userId, null, 'toothsi'))?.id).toBe(tooth.order.id);
      expect(await pageOrder(tooth.customer.userId, null, 'skinnsi')).toBeNull();
    });

    it('sends a failed payment to the retry page and credits the same order when a new attempt is paid', async () => {
      const { customer, who, order, gatewayOrderId } = await placedOrder([{ productId: 106, quantity: 1 }]);
      const failed = await settleSandboxOrder(gatewayOrderId, 'failed');
      const back = await returnFromGateway(failed.callback);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/checkout/payment/retry/${order.id}`);
      const [pending] = await ordersOf(customer.userId);
      expect(pending?.status).toBe('pending_payment');
      expect((await t.db.select().from(payments).where(eq(payments.orderId, order.id))).map((p) => p.status)).toEqual([
        'failed',
      ]);

      const retry = await payOrder(req(`/api/v1/orders/${order.id}/pay`, { method: 'POST', ...who }), withId(order.id));
      expect(retry.status).toBe(200);
      const retried = await json<OrderBody>(retry);
      expect(retried.order.payment).toMatchObject({ attempts: 2, status: 'created' });
      if (retried.checkout.kind !== 'redirect') throw new Error('no redirect');
      const secondId = decodeURIComponent(retried.checkout.url.replace('/sandbox-pay/', ''));
      expect(secondId).not.toBe(gatewayOrderId);
      expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(2);

      const paid = await settleSandboxOrder(secondId, 'paid');
      const done = await returnFromGateway(paid.callback);
      expect(done.headers.get('location')).toBe(`/toothsi/checkout/payment/success/${order.id}`);
      const rows = await ordersOf(customer.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: order.id, status: 'paid' });
      const attempts = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(attempts.map((p) => [p.gatewayOrderId, p.status]).sort()).toEqual(
        [
          [gatewayOrderId, 'failed'],
          [secondId, 'paid'],
        ].sort(),
      );
      const shown = (
        await json<{ order: Order }>(await getOrder(req(`/api/v1/orders/${order.id}`, who), withId(order.id)))
      ).order;
      expect(shown).toMatchObject({ status: 'paid', payment: { status: 'paid', attempts: 2 } });

      // The bank captures the first, failed attempt after all: the payment is recorded, the order is not credited again.
      const paidAt = rows[0]?.paidAt;
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const late = await settleSandboxOrder(gatewayOrderId, 'paid');
      expect((await sendWebhook(late.webhook.rawBody, late.webhook.signature)).status).toBe(200);
      vi.mocked(console.warn).mockRestore();
      expect((await t.db.select().from(payments).where(eq(payments.orderId, order.id))).map((p) => p.status)).toEqual([
        'paid',
        'paid',
      ]);
      expect((await ordersOf(customer.userId))[0]?.paidAt).toEqual(paidAt);
      expect(
        await t.db
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.stage, 'paid'))),
      ).toHaveLength(1);
      expect(
        await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order'))),
      ).toHaveLength(1);
      // Only a plan moves the journey on.
      const [user] = await t.db
        .select({ journeyStage: users.journeyStage })
        .from(users)
        .where(eq(users.id, customer.userId));
      expect(user?.journeyStage).toBe('initial');
    });

    it('sends a pending payment to the pending page, and neither retries nor cancels it while the bank decides', async () => {
      const { customer, who, order, gatewayOrderId } = await placedOrder([{ productId: 107, quantity: 1 }]);
      const stock = await productStock(107);
      const pending = await settleSandboxOrder(gatewayOrderId, 'pending'); // settles after the default 30 s
      const back = await returnFromGateway(pending.callback);
      expect(back.headers.get('location')).toBe(`/toothsi/checkout/payment/pending/${order.id}`);
      const read = await getOrder(req(`/api/v1/orders/${order.id}`, who), withId(order.id));
      expect((await json<{ order: Order }>(read)).order).toMatchObject({
        status: 'pending_payment',
        payment: { status: 'pending', attempts: 1 },
      });

      const retry = await payOrder(req(`/api/v1/orders/${order.id}/pay`, { method: 'POST', ...who }), withId(order.id));
      expect(retry.status).toBe(422);
      expect((await firstField(retry))?.code).toBe('paymentPending');
      const cancel = await cancelOrder(
        req(`/api/v1/orders/${order.id}/cancel`, { method: 'POST', ...who }),
        withId(order.id),
      );
      expect(cancel.status).toBe(422);
      expect((await firstField(cancel))?.code).toBe('paymentPending');
      expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
      expect((await ordersOf(customer.userId))[0]?.status).toBe('pending_payment');
      expect(await productStock(107)).toBe(stock);
    });

    it('sends a pending payment to the pending page and reconciles it when the order is read', async () => {
      process.env.SANDBOX_PENDING_SETTLE_SECONDS = '0';
      resetEnvForTests();
      try {
        const { customer, who, order, gatewayOrderId } = await placedOrder([{ productId: 107, quantity: 1 }]);
        const pending = await settleSandboxOrder(gatewayOrderId, 'pending');
        const back = await returnFromGateway(pending.callback);
        expect(back.status).toBe(303);
        expect(back.headers.get('location')).toBe(`/toothsi/checkout/payment/pending/${order.id}`);
        expect((await ordersOf(customer.userId))[0]?.status).toBe('pending_payment');

        const read = await getOrder(req(`/api/v1/orders/${order.id}`, who), withId(order.id));
        expect(read.status).toBe(200);
        expect((await json<{ order: Order }>(read)).order).toMatchObject({
          status: 'paid',
          payment: { status: 'paid', attempts: 1 },
        });
        expect((await ordersOf(customer.userId))[0]?.status).toBe('paid');
        expect(
          await t.db
            .select()
            .from(outboxMessages)
            .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order'))),
        ).toHaveLength(1);
      } finally {
        delete process.env.SANDBOX_PENDING_SETTLE_SECONDS;
        resetEnvForTests();
      }
    });

    it('marks an order the coupon pays in full as paid at once, with its confirmation sent', async () => {
      await t.db.insert(coupons).values({
        code: 'ALLFREE',
        country: 'IN',
        kind: 'percent',
        value: 100,
        appliesTo: 'all',
        minSubtotalMinor: 0,
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validUntil: new Date('2099-01-01T00:00:00Z'),
        maxUses: 5,
      });
      const customer = await signIn();
      const who = { sid: customer.sid };
      expect((await addItem(who, { productId: 101, quantity: 1 })).status).toBe(200);
      await chooseMumbaiAddress(who);
      const cart = (await json<CartBody>(await coupon(who, 'ALLFREE'))).cart;
      expect(cart).toMatchObject({ coupon: { applied: true }, deliveryMinor: 0, totalMinor: 0 });

      const res = await place(who, 0);
      expect(res.status).toBe(201);
      const { order, checkout } = await json<OrderBody>(res);
      expect(checkout).toEqual({ kind: 'none' });
      expect(order).toMatchObject({ status: 'paid', stage: 'paid', totalMinor: 0, couponCode: 'ALLFREE' });
      expect(order.paidAt).not.toBeNull();
      const [row] = await ordersOf(customer.userId);
      expect(row).toMatchObject({ status: 'paid', stage: 'paid' });
      expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(2);
      const [used] = await t.db.select().from(coupons).where(eq(coupons.code, 'ALLFREE'));
      expect(used?.usedCount).toBe(1);
      const messages = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order')));
      expect(messages).toHaveLength(1);
      expect(messages[0]?.sentAt).not.toBeNull();
    });

    it('takes WELCOME500 once per customer: refused in the cart and at the order the second time, usable again once the order is cancelled', async () => {
      const customer = await signIn();
      const who = { sid: customer.sid };
      expect((await addItem(who, { productId: 101, quantity: 1 })).status).toBe(200);
      await chooseMumbaiAddress(who);
      expect((await json<CartBody>(await coupon(who, 'WELCOME500'))).cart.coupon).toMatchObject({
        applied: true,
        discountMinor: 50_000,
      });
      const first = await place(who);
      expect(first.status).toBe(201);
      const firstOrder = (await json<OrderBody>(first)).order;
      expect(firstOrder.couponCode).toBe('WELCOME500');
      const [before] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME500'));

      // The cart says so when the code is tried again…
      expect((await addItem(who, { productId: 101, quantity: 1 })).status).toBe(200);
      expect((await json<CartBody>(await coupon(who, 'WELCOME500'))).cart.coupon).toEqual({
        code: 'WELCOME500',
        applied: false,
        reason: 'alreadyUsed',
        discountMinor: 0,
      });
      // …and the order refuses it even when the cart kept it (applied as a guest, or in another tab before the first order).
      await t.db.update(carts).set({ couponCode: 'WELCOME500' }).where(eq(carts.userId, customer.userId));
      expect((await cartOf(who)).coupon).toMatchObject({ applied: false, reason: 'alreadyUsed' });
      const second = await place(who);
      expect(second.status).toBe(422);
      expect((await firstField(second))?.code).toBe('alreadyUsed');
      expect(await ordersOf(customer.userId)).toHaveLength(1);
      const [after] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME500'));
      expect(after?.usedCount).toBe(before?.usedCount);

      // A cancelled order gives its use back.
      expect(
        (
          await cancelOrder(
            req(`/api/v1/orders/${firstOrder.id}/cancel`, { method: 'POST', ...who }),
            withId(firstOrder.id),
          )
        ).status,
      ).toBe(200);
      expect((await json<CartBody>(await coupon(who, 'WELCOME500'))).cart.coupon).toMatchObject({ applied: true });
      expect((await place(who)).status).toBe(201);
    });

    it('places one order when a customer checks out twice at once with a once-per-customer coupon', async () => {
      const customer = await signIn();
      const who = { sid: customer.sid };
      expect((await addItem(who, { productId: 101, quantity: 1 })).status).toBe(200);
      await chooseMumbaiAddress(who);
      expect((await json<CartBody>(await coupon(who, 'WELCOME500'))).cart.coupon).toMatchObject({ applied: true });
      const [before] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME500'));
      const total = (await cartOf(who)).totalMinor;
      const results = await Promise.all([
        place(who, total, { 'idempotency-key': `a-${Date.now()}` }),
        place(who, total, { 'idempotency-key': `b-${Date.now()}` }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      expect((await ordersOf(customer.userId)).filter((o) => o.couponCode === 'WELCOME500')).toHaveLength(1);
      const [after] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME500'));
      expect(after?.usedCount).toBe((before?.usedCount ?? 0) + 1);
    });

    it('lets one of two checkouts of one customer racing with a once-per-customer coupon take it, whatever serialises their carts', async () => {
      // The coupon's own guard, without the cart lock that serialises one cart's checkouts: two order transactions
      // of one customer take a use of the same coupon at once; the loser waits on the coupon's row and sees the winner.
      await t.db.insert(coupons).values({
        code: `ONCE${target.name.toUpperCase()}`,
        country: 'IN',
        kind: 'amount',
        value: 100,
        appliesTo: 'all',
        minSubtotalMinor: 0,
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validUntil: new Date('2099-01-01T00:00:00Z'),
        maxUses: 10,
        maxUsesPerCustomer: 1,
      });
      const code = `ONCE${target.name.toUpperCase()}`;
      const customer = await signIn();
      const checkout = () =>
        t.db.transaction(async (tx) => {
          const refused = await takeCouponUse(tx, code, customer.userId);
          if (refused) throw new Error(refused);
          await tx.insert(orders).values({
            userId: customer.userId,
            country: 'IN',
            currency: 'INR',
            subtotalMinor: 1000,
            discountMinor: 100,
            deliveryMinor: 0,
            totalMinor: 900,
            couponCode: code,
            locale: 'en-IN',
          });
          await tx.execute(sql`select pg_sleep(0.05)`);
        });
      const results = await Promise.allSettled([checkout(), checkout()]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []))).toEqual([
        'alreadyUsed',
      ]);
      expect((await ordersOf(customer.userId)).filter((o) => o.couponCode === code)).toHaveLength(1);
      const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
      expect(row?.usedCount).toBe(1);
    });

    it('gives the last use of a coupon to exactly one of two customers checking out at once', async () => {
      const code = `LAST${target.name.toUpperCase()}`;
      await t.db.insert(coupons).values({
        code,
        country: 'IN',
        kind: 'percent',
        value: 5,
        appliesTo: 'all',
        minSubtotalMinor: 0,
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validUntil: new Date('2099-01-01T00:00:00Z'),
        maxUses: 1,
      });
      const racers = [await signIn(), await signIn()];
      const whos = racers.map((r) => ({ sid: r.sid }));
      for (const who of whos) {
        expect((await addItem(who, { productId: 103, quantity: 1 })).status).toBe(200);
        await chooseMumbaiAddress(who);
        expect((await json<CartBody>(await coupon(who, code))).cart.coupon).toMatchObject({ applied: true });
      }
      const totals = await Promise.all(whos.map(async (who) => (await cartOf(who)).totalMinor));
      const results = await Promise.all(whos.map((who, i) => place(who, totals[i])));
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      const loser = results.find((r) => r.status === 422);
      if (!loser) throw new Error('no loser');
      expect((await firstField(loser))?.code).toBe('usedUp');
      const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
      expect(row?.usedCount).toBe(1);
    });

    it('replays an order and a cart change sent twice with one Idempotency-Key', async () => {
      const customer = await signIn();
      const who = { sid: customer.sid };
      const key = { 'idempotency-key': `cart-${target.name}-${Date.now()}` };
      const first = await addItem(who, { productId: 108, quantity: 2 }, 'IN', key);
      const second = await addItem(who, { productId: 108, quantity: 2 }, 'IN', key);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect((await cartOf(who)).lines.map((l) => [l.productId, l.quantity])).toEqual([[108, 2]]);

      await chooseMumbaiAddress(who);
      const orderKey = { 'idempotency-key': `order-${target.name}-${Date.now()}` };
      const total = (await cartOf(who)).totalMinor;
      const a = await place(who, total, orderKey);
      const b = await place(who, total, orderKey);
      expect([a.status, b.status]).toEqual([201, 201]);
      const [ja, jb] = [await json<OrderBody>(a), await json<OrderBody>(b)];
      expect(jb.order.id).toBe(ja.order.id);
      expect(jb.checkout).toEqual(ja.checkout);
      expect(await ordersOf(customer.userId)).toHaveLength(1);
      expect(await t.db.select().from(payments).where(eq(payments.orderId, ja.order.id))).toHaveLength(1);
      // The same key with another body is refused.
      const other = await place(who, total + 1, orderKey);
      expect(other.status).toBe(422);
      expect((await json(other)).error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('gives the last place of a slot to exactly one of two customers checking out at once', async () => {
      const racers = [await signIn(), await signIn()];
      const whos = racers.map((r) => ({ sid: r.sid }));
      for (const who of whos) await chooseMumbaiAddress(who);
      const { slotId } = await scheduleHomeScan(whos[0] ?? {}, 2);
      const other = whos[1] ?? {};
      expect((await addItem(other, { planCode: 'scan-home', quantity: 1 })).status).toBe(200);
      expect(
        (await setSchedule(req('/api/v1/cart/schedule?country=IN', { method: 'POST', body: { slotId }, ...other })))
          .status,
      ).toBe(200);
      await t.db
        .update(slots)
        .set({ capacity: sql`${slots.booked} + 1` })
        .where(eq(slots.id, slotId));
      const { booked, capacity } = await slotRow(slotId);
      expect(capacity).toBe(booked + 1);

      const totals = await Promise.all(whos.map(async (who) => (await cartOf(who)).totalMinor));
      const results = await Promise.all(whos.map((who, i) => place(who, totals[i])));
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      const loser = results.find((r) => r.status === 422);
      if (!loser) throw new Error('no loser');
      expect(await firstField(loser)).toMatchObject({ code: 'slotFull' });
      const after = await slotRow(slotId);
      expect(after.booked).toBe(after.capacity);
      expect(await t.db.select().from(orders).where(eq(orders.slotId, slotId))).toHaveLength(1);
      // The loser's cart is intact and can choose another time.
      const loserIndex = results.indexOf(loser);
      const kept = await cartOf(whos[loserIndex] ?? {});
      expect(kept.lines.map((l) => l.planCode)).toEqual(['scan-home']);
      expect(await ordersOf(racers[loserIndex]?.userId ?? '')).toEqual([]);
    });

    it('sells the last unit of a product to exactly one of two customers checking out at once', async () => {
      const racers = [await signIn(), await signIn()];
      const whos = racers.map((r) => ({ sid: r.sid }));
      for (const who of whos) {
        expect((await addItem(who, { productId: 102, quantity: 1 })).status).toBe(200);
        await chooseMumbaiAddress(who);
      }
      await t.db.update(products).set({ stock: 1 }).where(eq(products.id, 102));
      const totals = await Promise.all(whos.map(async (who) => (await cartOf(who)).totalMinor));
      const results = await Promise.all(whos.map((who, i) => place(who, totals[i])));
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      const loser = results.find((r) => r.status === 422);
      if (!loser) throw new Error('no loser');
      expect((await firstField(loser))?.code).toBe('outOfStock');
      expect(await productStock(102)).toBe(0);
      expect(
        (
          await t.db
            .select()
            .from(orders)
            .where(
              inArray(
                orders.userId,
                racers.map((r) => r.userId),
              ),
            )
        ).length,
      ).toBe(1);
    });

    it('cancels an unpaid order: stock and the slot come back, and those waiting for the day hear of it', async () => {
      const { customer, who, order, scan } = await placedOrder([{ productId: 109, quantity: 2 }], 3);
      if (!scan) throw new Error('no scan');
      const stock = await productStock(109);
      // The order's day fills up.
      const dayStart = new Date(`${scan.date}T00:00:00+05:30`);
      const dayEnd = new Date(dayStart.getTime() + 86_400_000);
      const ofDay = and(
        eq(slots.locationKey, 'home:mumbai'),
        gte(slots.startsAt, dayStart),
        lt(slots.startsAt, dayEnd),
      );
      await t.db.update(slots).set({ booked: slots.capacity }).where(ofDay);
      const booked = (await slotRow(scan.slotId)).booked;

      const waiting = await signIn();
      const openDay = scan.open.find((date) => date !== scan.date);
      const refused = await subscribeAlert(
        req('/api/v1/booking/slot-alerts', {
          method: 'POST',
          body: { locationKey: 'home:mumbai', date: openDay },
          sid: waiting.sid,
        }),
      );
      expect(refused.status).toBe(422);
      expect((await firstField(refused))?.code).toBe('dayOpen');
      const subscribed = await subscribeAlert(
        req('/api/v1/booking/slot-alerts', {
          method: 'POST',
          body: { locationKey: 'home:mumbai', date: scan.date },
          sid: waiting.sid,
        }),
      );
      expect(subscribed.status).toBe(201);
      expect(await json(subscribed)).toEqual({ subscribed: true });
      expect(
        await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, waiting.phone), eq(outboxMessages.purpose, 'slot_open'))),
      ).toEqual([]);

      const res = await cancelOrder(
        req(`/api/v1/orders/${order.id}/cancel`, { method: 'POST', ...who }),
        withId(order.id),
      );
      expect(res.status).toBe(200);
      expect((await json<{ order: Order }>(res)).order.status).toBe('cancelled');
      expect(await productStock(109)).toBe(stock + 2);
      expect((await slotRow(scan.slotId)).booked).toBe(booked - 1);
      const told = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, waiting.phone), eq(outboxMessages.purpose, 'slot_open')));
      expect(told).toHaveLength(1);
      // In the language the customer last chose (none yet: English for India), with the day as people write it.
      expect(told[0]?.body).toContain(
        new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${scan.date}T12:00:00Z`),
        ),
      );
      expect(told[0]?.body).toContain('/my-account/select-schedule');
      const [alert] = await t.db.select().from(slotAlerts).where(eq(slotAlerts.userId, waiting.userId));
      expect(alert?.notifiedAt).not.toBeNull();
      // The customer who cancelled is not told about their own slot.
      expect(
        await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'slot_open'))),
      ).toEqual([]);

      // Cancelling again gives nothing back twice; paying a cancelled order is refused.
      expect(
        (await cancelOrder(req(`/api/v1/orders/${order.id}/cancel`, { method: 'POST', ...who }), withId(order.id)))
          .status,
      ).toBe(200);
      expect(await productStock(109)).toBe(stock + 2);
      expect((await slotRow(scan.slotId)).booked).toBe(booked - 1);
      const pay = await payOrder(req(`/api/v1/orders/${order.id}/pay`, { method: 'POST', ...who }), withId(order.id));
      expect(pay.status).toBe(422);
      expect((await firstField(pay))?.code).toBe('cancelled');
    });

    it('lets operations move a paid scan order forward only, with the ops secret', async () => {
      // A product makes it an order to pay (however the scan itself is priced).
      const { customer, order, gatewayOrderId } = await placedOrder([{ productId: 106, quantity: 1 }], 4);
      const stage = (id: string, body: unknown, secret = OPS_SECRET) =>
        advanceStage(
          req(`/api/v1/ops/orders/${id}/stage`, {
            method: 'POST',
            body,
            headers: { authorization: `Bearer ${secret}` },
          }),
          withId(id),
        );

      const unpaid = await stage(order.id, { stage: 'dispatched' });
      expect(unpaid.status).toBe(422);
      expect((await firstField(unpaid))?.code).toBe('notPaid');

      const settled = await settleSandboxOrder(gatewayOrderId, 'paid');
      expect((await returnFromGateway(settled.callback)).status).toBe(303);
      const [paid] = await ordersOf(customer.userId);
      expect(paid).toMatchObject({ status: 'paid', stage: 'scanScheduled' });
      const [journey] = await t.db
        .select({ journeyStage: users.journeyStage })
        .from(users)
        .where(eq(users.id, customer.userId));
      expect(journey?.journeyStage).toBe('scanBookedOrIkOrdered');
      // A scan order also gets its reminder queued.
      expect(
        await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'reminder'))),
      ).toHaveLength(1);

      const wrongSecret = `${OPS_SECRET.slice(0, -1)}${OPS_SECRET.endsWith('x') ? 'y' : 'x'}`;
      expect(wrongSecret).toHaveLength(OPS_SECRET.length);
      expect((await stage(order.id, { stage: 'dispatched' }, wrongSecret)).status).toBe(401);
      expect((await stage(order.id, { stage: 'dispatched' }, 'short')).status).toBe(401);
      expect(
        (
          await advanceStage(
            req(`/api/v1/ops/orders/${order.id}/stage`, { method: 'POST', body: { stage: 'dispatched' } }),
            withId(order.id),
          )
        ).status,
      ).toBe(401);
      expect((await ordersOf(customer.userId))[0]?.stage).toBe('scanScheduled');

      const moved = await stage(order.id, { stage: 'dispatched' });
      expect(moved.status).toBe(200);
      const shown = (await json<{ order: Order }>(moved)).order;
      expect(shown.stage).toBe('dispatched');
      expect(shown.timeline.map((s) => [s.stage, s.at !== null])).toEqual([
        ['placed', true],
        ['paid', true],
        ['scanScheduled', true],
        ['scanDone', true],
        ['inProduction', true],
        ['dispatched', true],
        ['delivered', false],
      ]);
      const [user] = await t.db
        .select({ journeyStage: users.journeyStage })
        .from(users)
        .where(eq(users.id, customer.userId));
      expect(user?.journeyStage).toBe('alignersDispatched');

      for (const back of ['scanDone', 'dispatched', 'placed']) {
        const refused = await stage(order.id, { stage: back });
        expect(refused.status).toBe(422);
        expect((await firstField(refused))?.code).toBe('backwards');
      }
      expect((await ordersOf(customer.userId))[0]?.stage).toBe('dispatched');
      expect((await stage('00000000-0000-4000-8000-000000000000', { stage: 'delivered' })).status).toBe(404);
      expect((await stage(order.id, { stage: 'delivered' })).status).toBe(200);
    });

    it('sends the scan reminder only when it falls due, from the background jobs', async () => {
      const { customer, gatewayOrderId, scan } = await placedOrder([{ productId: 106, quantity: 1 }], 3);
      const settled = await settleSandboxOrder(gatewayOrderId, 'paid');
      expect((await returnFromGateway(settled.callback)).status).toBe(303);
      const reminderOf = async () => {
        const rows = await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'reminder')));
        expect(rows).toHaveLength(1);
        return rows[0];
      };
      const queued = await reminderOf();
      const slot = await slotRow(scan?.slotId ?? -1);
      expect(queued?.sendAfter?.getTime()).toBe(slot.startsAt.getTime() - 24 * 3600_000);
      expect(queued?.sentAt).toBeNull();

      await runJobsOnce(new Date());
      expect((await reminderOf())?.sentAt).toBeNull();
      const due = new Date(slot.startsAt.getTime() - 24 * 3600_000 + 60_000);
      const run = await runJobsOnce(due);
      expect(run.messagesSent).toBeGreaterThanOrEqual(1);
      const sent = await reminderOf();
      expect(sent?.sentAt).not.toBeNull();
      expect(sent?.body).toContain('3D smile scan');
      // A second run sends nothing again.
      await runJobsOnce(due);
      expect((await reminderOf())?.sentAt?.getTime()).toBe(sent?.sentAt?.getTime());
    });

    it('credits a payment whose webhook and return never came, from the background jobs, once', async () => {
      process.env.SANDBOX_PENDING_SETTLE_SECONDS = '0';
      resetEnvForTests();
      try {
        const { customer, order, gatewayOrderId } = await placedOrder([{ productId: 107, quantity: 1 }]);
        // The payer paid at the bank and closed the tab: no callback, and the webhook was lost.
        await settleSandboxOrder(gatewayOrderId, 'paid');
        expect((await ordersOf(customer.userId))[0]?.status).toBe('pending_payment');
        // Too fresh for the sweep: the gateway may still report on it by itself.
        await runJobsOnce(new Date());
        expect((await ordersOf(customer.userId))[0]?.status).toBe('pending_payment');

        const later = new Date(Date.now() + 3 * 60_000);
        expect((await runJobsOnce(later)).paymentsChecked).toBeGreaterThanOrEqual(1);
        expect((await ordersOf(customer.userId))[0]).toMatchObject({ status: 'paid', stage: 'paid' });
        const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
        expect(attempt?.status).toBe('paid');
        await runJobsOnce(new Date(later.getTime() + 3 * 60_000));
        const confirmations = await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order')));
        expect(confirmations).toHaveLength(1);
      } finally {
        delete process.env.SANDBOX_PENDING_SETTLE_SECONDS;
        resetEnvForTests();
      }
    });
  });
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { and, desc, eq } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { outboxMessages, orders } from '@/server/db/schema';
import type { CartSummary, CheckoutStartBody, Order, ScheduleDay } from '@/lib/api/commerce-contracts';
import { POST as sendOtp } from '@/app/api/v1/auth/otp/send/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/otp/verify/route';
import { POST as createAddress } from '@/app/api/v1/addresses/route';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { POST as postItems } from '@/app/api/v1/cart/items/route';
import { POST as postVisit } from '@/app/api/v1/cart/visit/route';
import { POST as setSchedule } from '@/app/api/v1/cart/schedule/route';
import { POST as bookPackage } from '@/app/api/v1/cart/skin-package/route';
import { GET as getSlots } from '@/app/api/v1/booking/slots/route';
import { POST as postOrder } from '@/app/api/v1/orders/route';

// Next's data cache needs the Next runtime; here each read goes straight to the database.
vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
}));
// Route handlers may hand work to `after()`, which needs a request scope the tests do not have.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: () => undefined,
}));

const BASE = 'http://localhost:3000';
let ipCounter = 1;

interface Who {
  sid?: string;
  cart?: string;
}
function req(path: string, init: Who & { method?: string; body?: unknown } = {}) {
  ipCounter++;
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: BASE,
    'x-forwarded-for': `49.41.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
  };
  const cookies = [init.sid ? `sid=${init.sid}` : '', init.cart ? `cart=${init.cart}` : ''].filter(Boolean);
  if (cookies.length) headers.cookie = cookies.join('; ');
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return new NextRequest(new URL(path, BASE), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
interface FieldError {
  path: string;
  message: string;
  code?: string;
}
interface ErrorBody {
  error?: { code: string; fields?: FieldError[] };
}
const json = async <T>(res: NextResponse) => (await res.json()) as T & ErrorBody;
const fieldsOf = async (res: NextResponse) => (await json<object>(res)).error?.fields ?? [];
type CartBody = { cart: CartSummary };
type OrderBody = { order: Order; checkout: CheckoutStartBody };

const mumbaiAddress = {
  recipientName: 'Asha Rao',
  phone: '98200 12345',
  line1: '12 Marine Drive, Churchgate',
  city: 'Mumbai',
  pincode: '400001',
  country: 'IN',
};

for (const target of testDatabases()) {
  describe(`booking a visit on ${target.name}: a centre needs no address, a home visit needs one`, () => {
    let t: TestDb;
    let phoneSeq = 0;
    const nextPhone = () => `95${target.name === 'pglite' ? '10' : '20'}${String(++phoneSeq).padStart(6, '0')}`;

    async function signIn(): Promise<{ sid: string }> {
      const phone = nextPhone();
      expect(
        (await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' } }))).status,
      ).toBe(202);
      const [sms] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, `+91${phone}`), eq(outboxMessages.purpose, 'otp')))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
      const res = await verifyOtp(
        req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code } }),
      );
      expect(res.status).toBe(200);
      return { sid: res.cookies.get('sid')?.value ?? '' };
    }
    const addItem = (who: Who, body: unknown) =>
      postItems(req('/api/v1/cart/items?country=IN', { method: 'POST', body, ...who }));
    const visit = (who: Who, body: unknown, country = 'IN') =>
      postVisit(req(`/api/v1/cart/visit?country=${country}`, { method: 'POST', body, ...who }));
    const cartOf = async (who: Who) => (await json<CartBody>(await getCart(req('/api/v1/cart?country=IN', who)))).cart;
    const place = async (who: Who) =>
      postOrder(
        req('/api/v1/orders', {
          method: 'POST',
          body: { country: 'IN', locale: 'en-IN', expectedTotalMinor: (await cartOf(who)).totalMinor },
          ...who,
        }),
      );

    /** Chooses the first free time of the cart's place; answers the schedule's place. */
    async function chooseFirstTime(who: Who): Promise<string> {
      const res = await getSlots(req('/api/v1/booking/slots', who));
      expect(res.status).toBe(200);
      const schedule = await json<{ locationKey: string; days: ScheduleDay[] }>(res);
      const slot = schedule.days.find((d) => d.state === 'open')?.slots[0];
      if (!slot) throw new Error(`no free time at ${schedule.locationKey}`);
      expect(
        (
          await setSchedule(
            req('/api/v1/cart/schedule?country=IN', { method: 'POST', body: { slotId: slot.id }, ...who }),
          )
        ).status,
      ).toBe(200);
      return schedule.locationKey;
    }

    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      await t.close();
    });

    it('books a free scan at a centre with no address anywhere: the visit is the centre, the order keeps no address and is confirmed', async () => {
      const who = await signIn();
      expect((await addItem(who, { planCode: 'scan-home', quantity: 1 })).status).toBe(200);
      const chosen = await visit(who, { locationType: 'centre', clinicId: 2 });
      expect(chosen.status).toBe(200);
      const cart = (await json<CartBody>(chosen)).cart;
      // Choosing the centre is choosing the centre scan: one question, one answer.
      expect(cart).toMatchObject({
        address: null,
        addressFor: null,
        ships: false,
        totalMinor: 0,
        booking: { kind: 'scan', planCode: 'scan-centre', locationType: 'centre', clinic: { id: 2, city: 'Mumbai' } },
        blockers: ['slot'],
      });
      expect(cart.lines.map((l) => l.planCode)).toEqual(['scan-centre']);

      expect(await chooseFirstTime(who)).toBe('clinic:2');
      expect((await cartOf(who)).blockers).toEqual([]);
      const placed = await place(who);
      expect(placed.status).toBe(201);
      const { order, checkout } = await json<OrderBody>(placed);
      expect(checkout).toEqual({ kind: 'none' });
      expect(order).toMatchObject({
        status: 'paid',
        stage: 'scanScheduled',
        totalMinor: 0,
        address: null,
        locationType: 'centre',
        clinic: { id: 2 },
        ships: false,
      });
      expect(order.slotStartsAt).not.toBeNull();
      const [row] = await t.db.select({ address: orders.address }).from(orders).where(eq(orders.id, order.id));
      expect(row?.address).toBeNull();
    });

    it('refuses at the boundary (400, field by field) a home visit without its address and a centre visit without its centre', async () => {
      const who = await signIn();
      expect((await addItem(who, { planCode: 'scan-home', quantity: 1 })).status).toBe(200);

      const noAddress = await visit(who, { locationType: 'home' });
      expect(noAddress.status).toBe(400);
      expect(await fieldsOf(noAddress)).toEqual([
        expect.objectContaining({ path: 'body.addressId', message: 'Choose the address of the home visit.' }),
      ]);
      const badAddress = await visit(who, { locationType: 'home', addressId: 'not-an-id' });
      expect(badAddress.status).toBe(400);
      expect(await fieldsOf(badAddress)).toEqual([
        expect.objectContaining({ path: 'body.addressId', message: 'Not a valid id.' }),
      ]);
      const noCentre = await visit(who, { locationType: 'centre' });
      expect(noCentre.status).toBe(400);
      expect(await fieldsOf(noCentre)).toEqual([
        expect.objectContaining({ path: 'body.clinicId', message: 'Choose a centre.' }),
      ]);
      const neither = await visit(who, { locationType: 'sofa', clinicId: 1 });
      expect(neither.status).toBe(400);
      expect((await fieldsOf(neither))[0]).toMatchObject({
        path: 'body.locationType',
        message: 'Choose home or a centre.',
      });
      // An address is no part of a centre visit: it is not silently taken.
      const extra = await visit(who, {
        locationType: 'centre',
        clinicId: 1,
        addressId: '00000000-0000-4000-8000-000000000000',
      });
      expect(extra.status).toBe(400);
      // Nothing of those reached the cart.
      expect((await cartOf(who)).booking).toMatchObject({ locationType: 'home', clinic: null });
    });

    it('still requires the address of a home visit: the order is refused without it, and takes the customer’s own address once chosen', async () => {
      const who = await signIn();
      expect((await addItem(who, { planCode: 'scan-centre', quantity: 1 })).status).toBe(200);
      // A guest may choose a centre, not a home address.
      const guest = await visit({}, { locationType: 'home', addressId: '00000000-0000-4000-8000-000000000000' });
      expect(guest.status).toBe(401);

      // Back from a centre to home: the home scan, and now an address is what blocks.
      const created = await createAddress(req('/api/v1/addresses', { method: 'POST', body: mumbaiAddress, ...who }));
      expect(created.status).toBe(201);
      const addressId = (await json<{ address: { id: string } }>(created)).address.id;
      const someoneElse = await signIn();
      expect((await addItem(someoneElse, { planCode: 'scan-home', quantity: 1 })).status).toBe(200);
      expect((await visit(someoneElse, { locationType: 'home', addressId })).status).toBe(404);

      expect((await visit(who, { locationType: 'centre', clinicId: 1 })).status).toBe(200);
      const home = await visit(who, { locationType: 'home', addressId });
      expect(home.status).toBe(200);
      const cart = (await json<CartBody>(home)).cart;
      expect(cart).toMatchObject({
        addressFor: 'homeVisit',
        address: { id: addressId, city: 'Mumbai' },
        booking: { planCode: 'scan-home', locationType: 'home', clinic: null, locationKey: 'home:mumbai' },
      });

      // A home scan whose address is not chosen yet cannot be placed, whatever else is ready.
      const bare = await signIn();
      expect((await addItem(bare, { planCode: 'scan-home', quantity: 1 })).status).toBe(200);
      expect((await cartOf(bare)).blockers).toEqual(['address', 'slot']);
      const refused = await place(bare);
      expect(refused.status).toBe(422);
      expect((await fieldsOf(refused))[0]).toMatchObject({
        path: 'address',
        code: 'chooseAddress',
        message: 'Choose the address of the home visit.',
      });

      expect(await chooseFirstTime(who)).toBe('home:mumbai');
      const placed = await place(who);
      expect(placed.status).toBe(201);
      const { order } = await json<OrderBody>(placed);
      expect(order).toMatchObject({
        status: 'paid',
        locationType: 'home',
        clinic: null,
        address: { city: 'Mumbai', line1: mumbaiAddress.line1 },
      });
    });

    it('keeps the payment step of a paid booking at a centre, asks a delivery address only for goods, and refuses a centre of another market', async () => {
      const who = await signIn();
      const booked = await bookPackage(
        req('/api/v1/cart/skin-package?country=IN', {
          method: 'POST',
          body: { packageCode: 'lhr-underarms-6', city: 'Mumbai', locationType: 'centre' },
          ...who,
        }),
      );
      expect(booked.status).toBe(200);
      expect((await visit(who, { locationType: 'centre', clinicId: 7 })).status).toBe(422);
      expect((await fieldsOf(await visit(who, { locationType: 'centre', clinicId: 7 })))[0]).toMatchObject({
        path: 'body.clinicId',
        code: 'clinicNotInMarket',
      });
      expect((await fieldsOf(await visit(who, { locationType: 'centre', clinicId: 999 })))[0]).toMatchObject({
        path: 'body.clinicId',
        code: 'unknownClinic',
      });

      const atCentre = (await json<CartBody>(await visit(who, { locationType: 'centre', clinicId: 1 }))).cart;
      expect(atCentre).toMatchObject({
        addressFor: null,
        ships: false,
        booking: { kind: 'skin', planCode: 'lhr-underarms-6', locationType: 'centre', clinic: { id: 1 } },
      });
      expect(atCentre.totalMinor).toBeGreaterThan(0);
      expect(await chooseFirstTime(who)).toBe('skin-centre:1');

      // A retainer in the same cart is delivered: now an address is needed, for delivery only.
      expect((await addItem(who, { productId: 101, quantity: 1 })).status).toBe(200);
      const withGoods = await cartOf(who);
      expect(withGoods).toMatchObject({ addressFor: 'delivery', ships: true, blockers: ['address'] });
      expect((await fieldsOf(await place(who)))[0]).toMatchObject({
        path: 'address',
        code: 'chooseAddress',
        message: 'Choose a delivery address.',
      });
      expect((await addItem(who, { productId: 101, quantity: 0, mode: 'set' })).status).toBe(200);

      const placed = await place(who);
      expect(placed.status).toBe(201);
      const { order, checkout } = await json<OrderBody>(placed);
      // Sessions are paid for: the customer goes on to the payment page.
      expect(checkout.kind).toBe('redirect');
      expect(order).toMatchObject({
        status: 'pending_payment',
        bookingKind: 'skin',
        address: null,
        locationType: 'centre',
        clinic: { id: 1 },
        ships: false,
      });
    });
  });
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { orders, outboxMessages, slots, users } from '@/server/db/schema';
import type { CartSummary, CheckoutStartBody, Order, ScheduleDay } from '@/lib/api/commerce-contracts';
import { POST as sendOtp } from '@/app/api/v1/auth/otp/send/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/otp/verify/route';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { POST as postItems } from '@/app/api/v1/cart/items/route';
import { POST as postVisit } from '@/app/api/v1/cart/visit/route';
import { POST as setSchedule } from '@/app/api/v1/cart/schedule/route';
import { GET as getSlots } from '@/app/api/v1/booking/slots/route';
import { POST as postOrder } from '@/app/api/v1/orders/route';
import { GET as appointmentSlots } from '@/app/api/v1/orders/[id]/appointment/slots/route';
import { POST as reschedule } from '@/app/api/v1/orders/[id]/appointment/route';
import { POST as cancelBooking } from '@/app/api/v1/orders/[id]/appointment/cancel/route';
import { schedule as scheduleOf } from '@/server/commerce/booking';
import { movableSlot } from '@/tests/fixtures/slots';

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
}
function req(path: string, init: Who & { method?: string; body?: unknown } = {}) {
  ipCounter++;
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: BASE,
    'x-forwarded-for': `49.43.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
  };
  if (init.sid) headers.cookie = `sid=${init.sid}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return new NextRequest(new URL(path, BASE), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
interface ErrorBody {
  error?: { code: string; fields?: Array<{ path: string; message: string; code?: string }> };
}
const json = async <T>(res: NextResponse) => (await res.json()) as T & ErrorBody;
const codeOf = async (res: NextResponse) => (await json<object>(res)).error?.fields?.[0]?.code;
type Schedule = { locationKey: string; timeZone: string; days: ScheduleDay[] };

for (const target of testDatabases()) {
  describe(`moving and cancelling a booked visit on ${target.name}`, () => {
    let t: TestDb;
    let phoneSeq = 0;
    const nextPhone = () => `94${target.name === 'pglite' ? '10' : '20'}${String(++phoneSeq).padStart(6, '0')}`;

    async function signIn(): Promise<{ sid: string; userId: string; phone: string }> {
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
      const body = (await res.clone().json()) as { user: { id: string } };
      return { sid: res.cookies.get('sid')?.value ?? '', userId: body.user.id, phone: `+91${phone}` };
    }

    /** A free 3D scan at a Mumbai centre, on the first free time more than a day away of the `day`th such day: the confirmed order. */
    async function bookedScan(who: Who, day = 0): Promise<Order> {
      expect(
        (
          await postItems(
            req('/api/v1/cart/items?country=IN', {
              method: 'POST',
              body: { planCode: 'scan-home', quantity: 1 },
              ...who,
            }),
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await postVisit(
            req('/api/v1/cart/visit?country=IN', {
              method: 'POST',
              body: { locationType: 'centre', clinicId: 2 },
              ...who,
            }),
          )
        ).status,
      ).toBe(200);
      const schedule = await json<Schedule>(await getSlots(req('/api/v1/booking/slots', who)));
      const slot = movableSlot(schedule.days, day);
      if (!slot) throw new Error('no free time');
      expect(
        (
          await setSchedule(
            req('/api/v1/cart/schedule?country=IN', { method: 'POST', body: { slotId: slot.id }, ...who }),
          )
        ).status,
      ).toBe(200);
      const cart = (await json<{ cart: CartSummary }>(await getCart(req('/api/v1/cart?country=IN', who)))).cart;
      const placed = await postOrder(
        req('/api/v1/orders', {
          method: 'POST',
          body: { country: 'IN', locale: 'en-IN', expectedTotalMinor: cart.totalMinor },
          ...who,
        }),
      );
      expect(placed.status).toBe(201);
      const { order, checkout } = await json<{ order: Order; checkout: CheckoutStartBody }>(placed);
      expect(checkout).toEqual({ kind: 'none' });
      expect(order).toMatchObject({ status: 'paid', stage: 'scanScheduled', totalMinor: 0 });
      return order;
    }
    const freeTimes = async (who: Who, id: string) =>
      appointmentSlots(req(`/api/v1/orders/${id}/appointment/slots`, who), withId(id));
    const moveTo = (who: Who, id: string, slotId: number) =>
      reschedule(req(`/api/v1/orders/${id}/appointment`, { method: 'POST', body: { slotId }, ...who }), withId(id));
    const cancel = (who: Who, id: string) =>
      cancelBooking(req(`/api/v1/orders/${id}/appointment/cancel`, { method: 'POST', ...who }), withId(id));
    const slotOf = async (id: number) => (await t.db.select().from(slots).where(eq(slots.id, id)))[0];
    const slotIdOf = async (orderId: string) =>
      (await t.db.select({ slotId: orders.slotId }).from(orders).where(eq(orders.id, orderId)))[0]?.slotId ?? -1;
    const pendingReminders = (phone: string) =>
      t.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, phone),
            eq(outboxMessages.purpose, 'reminder'),
            isNull(outboxMessages.sentAt),
          ),
        );
    const stageOf = async (userId: string) =>
      (await t.db.select({ stage: users.journeyStage }).from(users).where(eq(users.id, userId)))[0]?.stage;

    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      await t.close();
    });

    it('moves a booking to another free time at the same place: the new time is taken, the old one freed, the reminder follows', async () => {
      const customer = await signIn();
      const order = await bookedScan(customer);
      const before = await slotIdOf(order.id);
      const bookedBefore = (await slotOf(before))?.booked ?? -1;
      expect(await pendingReminders(customer.phone)).toHaveLength(1);

      const answer = await freeTimes(customer, order.id);
      expect(answer.status).toBe(200);
      const schedule = await json<Schedule>(answer);
      expect(schedule.locationKey).toBe('clinic:2');
      const target = schedule.days.filter((d) => d.state === 'open')[2]?.slots.at(-1);
      if (!target) throw new Error('no later free time');

      const same = await moveTo(customer, order.id, before);
      expect(same.status).toBe(422);
      expect(await codeOf(same)).toBe('sameTime');

      const targetBefore = (await slotOf(target.id))?.booked ?? -1;
      const moved = await moveTo(customer, order.id, target.id);
      expect(moved.status).toBe(200);
      expect((await json<{ order: Order }>(moved)).order).toMatchObject({
        status: 'paid',
        stage: 'scanScheduled',
        slotStartsAt: target.startsAt,
        clinic: { id: 2 },
      });
      expect((await slotOf(target.id))?.booked).toBe(targetBefore + 1);
      expect((await slotOf(before))?.booked).toBe(bookedBefore - 1);
      // One reminder, for the new time, a day before it; and an SMS that says the visit moved.
      const reminders = await pendingReminders(customer.phone);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.sendAfter?.toISOString()).toBe(
        new Date(Date.parse(target.startsAt) - 24 * 3600_000).toISOString(),
      );
      const told = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order')));
      expect(told.map((m) => m.body).some((body) => body.includes('is now on') && body.includes(order.number))).toBe(
        true,
      );
    });

    it('refuses a time at another place, a full time, another customer’s booking and a visit less than 24 hours away', async () => {
      const customer = await signIn();
      const order = await bookedScan(customer);
      const stranger = await signIn();
      expect((await freeTimes(stranger, order.id)).status).toBe(404);
      expect((await cancel(stranger, order.id)).status).toBe(404);

      // A free time of another centre (Andheri) is not a time of this booking's place.
      const andheri = await scheduleOf('clinic:1', null, 'IN');
      const elsewhere = andheri.days.filter((d) => d.state === 'open')[2]?.slots[0];
      if (!elsewhere) throw new Error('no free time at Andheri');
      const refused = await moveTo(customer, order.id, elsewhere.id);
      expect(refused.status).toBe(422);
      expect(await codeOf(refused)).toBe('slotPast');

      const schedule = await json<Schedule>(await freeTimes(customer, order.id));
      const full = schedule.days.filter((d) => d.state === 'open')[3]?.slots[0];
      if (!full) throw new Error('no free time');
      await t.db
        .update(slots)
        .set({ booked: sql`${slots.capacity}` })
        .where(eq(slots.id, full.id));
      const taken = await moveTo(customer, order.id, full.id);
      expect(taken.status).toBe(422);
      expect(await codeOf(taken)).toBe('slotFull');

      // Less than a day before the visit, our care team changes it.
      await t.db
        .update(orders)
        .set({ slotStartsAt: new Date(Date.now() + 6 * 3600_000) })
        .where(eq(orders.id, order.id));
      expect(await codeOf(await moveTo(customer, order.id, full.id))).toBe('tooLate');
      expect(await codeOf(await cancel(customer, order.id))).toBe('tooLate');
      expect(await codeOf(await freeTimes(customer, order.id))).toBe('tooLate');
    });

    it('of two customers moving to the last place of a time, exactly one gets it', async () => {
      const [a, b] = [await signIn(), await signIn()];
      const [first, second] = [await bookedScan(a, 1), await bookedScan(b, 1)];
      const schedule = await json<Schedule>(await freeTimes(a, first.id));
      const last = schedule.days.filter((d) => d.state === 'open')[4]?.slots[1];
      if (!last) throw new Error('no free time');
      await t.db
        .update(slots)
        .set({ booked: sql`${slots.capacity} - 1` })
        .where(eq(slots.id, last.id));
      const answers = await Promise.all([moveTo(a, first.id, last.id), moveTo(b, second.id, last.id)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
      const slot = await slotOf(last.id);
      expect(slot?.booked).toBe(slot?.capacity);
    });

    it('cancels a free booking: its time is freed, its reminder goes, and the customer starts their journey again', async () => {
      const customer = await signIn();
      const order = await bookedScan(customer);
      const slotId = await slotIdOf(order.id);
      const booked = (await slotOf(slotId))?.booked ?? -1;
      expect(await stageOf(customer.userId)).toBe('scanBookedOrIkOrdered');

      const res = await cancel(customer, order.id);
      expect(res.status).toBe(200);
      expect((await json<{ order: Order }>(res)).order.status).toBe('cancelled');
      expect((await slotOf(slotId))?.booked).toBe(booked - 1);
      expect(await pendingReminders(customer.phone)).toEqual([]);
      expect(await stageOf(customer.userId)).toBe('initial');
      const told = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, customer.phone), eq(outboxMessages.purpose, 'order')));
      expect(
        told.map((m) => m.body).some((body) => body.includes('is cancelled') && body.includes('/my-account/book-scan')),
      ).toBe(true);

      // Once cancelled, nothing more: neither again nor moved, and its time stays given back once.
      expect(await codeOf(await cancel(customer, order.id))).toBe('notBooked');
      expect((await slotOf(slotId))?.booked).toBe(booked - 1);
    });

    it('keeps the journey where it is when another scan still stands, and leaves a paid booking to the care team', async () => {
      const customer = await signIn();
      const first = await bookedScan(customer, 0);
      const second = await bookedScan(customer, 2);
      expect((await cancel(customer, first.id)).status).toBe(200);
      expect(await stageOf(customer.userId)).toBe('scanBookedOrIkOrdered');

      // A booking that cost money is cancelled (and refunded) by our care team.
      await t.db.update(orders).set({ totalMinor: 49_900 }).where(eq(orders.id, second.id));
      const paid = await cancel(customer, second.id);
      expect(paid.status).toBe(422);
      expect(await codeOf(paid)).toBe('paidBooking');
      // Moving it is still the customer's to do.
      const schedule = await json<Schedule>(await freeTimes(customer, second.id));
      const later = schedule.days.filter((d) => d.state === 'open')[5]?.slots[0];
      if (!later) throw new Error('no free time');
      expect((await moveTo(customer, second.id, later.id)).status).toBe(200);
    });

    it('answers 400 for a body that is not a time', async () => {
      const customer = await signIn();
      const order = await bookedScan(customer);
      for (const body of [{}, { slotId: 'soon' }, { slotId: -1 }, { slotId: 3, extra: true }]) {
        const res = await reschedule(
          req(`/api/v1/orders/${order.id}/appointment`, { method: 'POST', body, ...customer }),
          withId(order.id),
        );
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      expect((await freeTimes(customer, 'not-an-id')).status).toBe(400);
    });
  });
}

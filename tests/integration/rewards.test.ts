import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { and, desc, eq, sql } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { coinAccounts, coinEntries, orders, outboxMessages, referrals } from '@/server/db/schema';
import { settleSandboxOrder } from '@/server/payments/sandbox';
import { spendCoins } from '@/server/rewards/coins';
import type { CartSummary, CheckoutStartBody, Order } from '@/lib/api/commerce-contracts';
import type { ReferralTotals, ReferralTransaction } from '@/lib/api/rewards-contracts';
import { REFERRAL_COOKIE, REFERRAL_RULES, referralCookieValue } from '@/lib/referral-rules';
import { POST as sendOtp } from '@/app/api/v1/auth/otp/send/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/otp/verify/route';
import { POST as createAddress } from '@/app/api/v1/addresses/route';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { POST as postItems } from '@/app/api/v1/cart/items/route';
import { POST as applyReferral } from '@/app/api/v1/cart/referral/route';
import { POST as useCoins } from '@/app/api/v1/cart/coins/route';
import { POST as setCartAddress } from '@/app/api/v1/cart/address/route';
import { POST as postOrder } from '@/app/api/v1/orders/route';
import { POST as cancelOrder } from '@/app/api/v1/orders/[id]/cancel/route';
import { POST as refund } from '@/app/api/v1/ops/orders/[id]/refund/route';
import { GET as callback } from '@/app/api/v1/payments/callback/[gateway]/route';
import { POST as webhook } from '@/app/api/v1/payments/webhook/[gateway]/route';
import { GET as referrerName } from '@/app/api/v1/referrals/referrer/route';
import { GET as myReferral } from '@/app/api/v1/referrals/me/route';
import { GET as transactionsOf } from '@/app/api/v1/referrals/transactions/route';
import { GET as shareUrls } from '@/app/api/v1/referrals/share-urls/route';
import { GET as coinsOf } from '@/app/api/v1/coins/[line]/route';

const BASE = 'http://localhost:3000';
const OPS_SECRET = 'ops-secret-for-tests-0123456789';
let ipCounter = 1;

interface Who {
  sid?: string;
  cart?: string;
  ref?: string;
}
interface ReqInit extends Who {
  method?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

function req(path: string, init: ReqInit = {}) {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: BASE,
    'x-forwarded-for': `49.39.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    ...init.headers,
  };
  const cookies = [
    init.sid ? `sid=${init.sid}` : '',
    init.cart ? `cart=${init.cart}` : '',
    init.ref ? `${REFERRAL_COOKIE}=${init.ref}` : '',
  ].filter(Boolean);
  if (cookies.length) headers.cookie = cookies.join('; ');
  let body: string | undefined = init.raw;
  if (body === undefined && init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  return new NextRequest(new URL(path, BASE), { method: init.method ?? 'GET', headers, body });
}
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const sandbox = { params: Promise.resolve({ gateway: 'sandbox' }) };
interface ErrorBody {
  error?: { code: string; fields?: Array<{ path: string; code?: string }> };
}
type CartBody = { cart: CartSummary } & ErrorBody;
type OrderBody = { order: Order; checkout: CheckoutStartBody } & ErrorBody;
const json = async <T = Record<string, unknown>>(res: NextResponse) => (await res.json()) as T & ErrorBody;

/** Product 102 (₹1,999) qualifies for the friend's discount; 201 is a skinnsi product. */
const QUALIFYING = 102;
const RULE = REFERRAL_RULES.IN;

for (const target of testDatabases()) {
  describe(`refer and earn, and coins, on ${target.name}`, () => {
    let t: TestDb;
    let phoneSeq = 0;
    const nextPhone = () => `96${target.name === 'pglite' ? '10' : '20'}${String(++phoneSeq).padStart(6, '0')}`;

    async function signIn(from: Who = {}, phone = nextPhone(), name?: string) {
      ipCounter++;
      expect(
        (await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' } }))).status,
      ).toBe(202);
      const [row] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, `+91${phone}`), eq(outboxMessages.purpose, 'otp')))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
      const res = await verifyOtp(
        req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code }, ...from }),
      );
      expect(res.status).toBe(200);
      const userId = ((await res.clone().json()) as { user: { id: string } }).user.id;
      if (name) await t.db.execute(sql`update users set name = ${name} where id = ${userId}`);
      return { sid: res.cookies.get('sid')?.value ?? '', userId, phone: `+91${phone}`, national: phone };
    }
    type Customer = Awaited<ReturnType<typeof signIn>>;

    const addItem = (who: Who, productId: number, quantity = 1) =>
      postItems(req('/api/v1/cart/items?country=IN', { method: 'POST', body: { productId, quantity }, ...who }));
    const cartOf = async (who: Who) => (await json<CartBody>(await getCart(req('/api/v1/cart?country=IN', who)))).cart;
    async function chooseAddress(who: Who, phone = '98200 12345') {
      const created = await createAddress(
        req('/api/v1/addresses', {
          method: 'POST',
          body: {
            recipientName: 'Asha Rao',
            phone,
            line1: '12 Marine Drive, Churchgate',
            city: 'Mumbai',
            pincode: '400001',
            country: 'IN',
          },
          ...who,
        }),
      );
      expect(created.status).toBe(201);
      const id = (await json<{ address: { id: string } }>(created)).address.id;
      expect(
        (
          await setCartAddress(
            req('/api/v1/cart/address?country=IN', { method: 'POST', body: { addressId: id }, ...who }),
          )
        ).status,
      ).toBe(200);
    }
    const place = async (who: Who, total?: number) =>
      postOrder(
        req('/api/v1/orders', {
          method: 'POST',
          body: { country: 'IN', locale: 'en-IN', expectedTotalMinor: total ?? (await cartOf(who)).totalMinor },
          ...who,
        }),
      );
    const referral = (who: Who, code: string) =>
      applyReferral(req('/api/v1/cart/referral?country=IN', { method: 'POST', body: { code }, ...who }));
    const sendWebhook = (raw: string, signature: string) =>
      webhook(
        req('/api/v1/payments/webhook/sandbox', {
          method: 'POST',
          raw,
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        }),
        sandbox,
      );

    /** Places the cart's order (201) and answers it with its gateway order. */
    async function placed(who: Who) {
      const res = await place(who);
      expect(res.status).toBe(201);
      const body = await json<OrderBody>(res);
      const gatewayOrderId =
        body.checkout.kind === 'redirect' ? decodeURIComponent(body.checkout.url.replace('/sandbox-pay/', '')) : '';
      return { order: body.order, gatewayOrderId };
    }
    /** The payer comes back paid, and the gateway's webhook arrives (then again, as gateways retry). */
    async function pay(gatewayOrderId: string, replays = 0) {
      const settled = await settleSandboxOrder(gatewayOrderId, 'paid');
      expect(
        (
          await callback(
            req(`/api/v1/payments/callback/sandbox?${new URLSearchParams(settled.callback).toString()}`),
            sandbox,
          )
        ).status,
      ).toBe(303);
      for (let i = 0; i <= replays; i++)
        expect((await sendWebhook(settled.webhook.rawBody, settled.webhook.signature)).status).toBe(200);
    }
    /** A friend who signs in, fills the cart, has an address, and applies the code (typed). */
    async function friendWithCart(code: string, productId = QUALIFYING) {
      const friend = await signIn();
      const who = { sid: friend.sid };
      expect((await addItem(who, productId)).status).toBe(200);
      await chooseAddress(who, friend.national);
      expect((await referral(who, code)).status).toBe(200);
      return { friend, who };
    }
    async function referralTotals(who: Who) {
      const body = await json<{ transactions: ReferralTransaction[]; totals: ReferralTotals[] }>(
        await transactionsOf(req('/api/v1/referrals/transactions', who)),
      );
      return { transactions: body.transactions, inr: body.totals.find((x) => x.currency === 'INR') };
    }
    async function codeOf(who: Who): Promise<string> {
      const res = await myReferral(req('/api/v1/referrals/me?country=IN', who));
      expect(res.status).toBe(200);
      return (await json<{ code: string }>(res)).code;
    }
    /** Every account's balance is the sum of its entries. */
    async function expectLedgerConsistent() {
      const drift = await t.db.execute(
        sql`select a.user_id, a.line from coin_accounts a left join coin_entries e on e.user_id = a.user_id and e.line = a.line group by a.user_id, a.line, a.balance having a.balance <> coalesce(sum(e.coins), 0)`,
      );
      expect(drift.rows).toEqual([]);
    }

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
      resetEnvForTests();
      await t.close();
    });

    let referrer: Customer;
    let code: string;

    it('gives every customer one stable code, greets friends with the first name only, and shares links in the page language', async () => {
      referrer = await signIn({}, nextPhone(), 'Asha Rao Kulkarni');
      code = await codeOf({ sid: referrer.sid });
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(await codeOf({ sid: referrer.sid })).toBe(code);
      const greeting = await json(await referrerName(req(`/api/v1/referrals/referrer?code=${code.toLowerCase()}`)));
      expect(greeting).toEqual({ code, firstName: 'Asha' });
      expect(JSON.stringify(greeting)).not.toContain(referrer.national);
      expect((await referrerName(req('/api/v1/referrals/referrer?code=NOSUCH22'))).status).toBe(404);
      expect((await myReferral(req('/api/v1/referrals/me'))).status).toBe(401);

      const share = (
        await json<{ share: { link: string; whatsapp: string; sms: string; text: string } }>(
          await shareUrls(req('/api/v1/referrals/share-urls?locale=ar-AE', { sid: referrer.sid })),
        )
      ).share;
      expect(share.link).toMatch(new RegExp(`/uae-ar/refer-and-earn-get-discount/invite\\?referralcode=${code}$`));
      expect(share.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(share.text)}`);
      expect(share.sms).toContain(encodeURIComponent(share.link));
    });

    it('applies a link’s code days later at the first order, earns the cashback only when paid, and credits once on replayed webhooks', async () => {
      // A visitor came by the link 3 days ago, shops as a guest and signs in to order.
      const ref = referralCookieValue(code, new Date(Date.now() - 3 * 86_400_000));
      const added = await addItem({ ref }, QUALIFYING);
      const cart = added.cookies.get('cart')?.value ?? '';
      const guest = (await json<CartBody>(added)).cart;
      expect(guest.referral).toMatchObject({
        code,
        applied: true,
        referrerFirstName: 'Asha',
        discountMinor: RULE.friendDiscountMinor,
      });
      expect(guest.totalMinor).toBe(guest.subtotalMinor - RULE.friendDiscountMinor);
      const friend = await signIn({ cart, ref }, nextPhone(), 'Ravi Menon');
      const who = { sid: friend.sid, ref };
      await chooseAddress(who, friend.national);
      const bag = await cartOf(who);
      expect(bag.referral).toMatchObject({ code, applied: true, discountMinor: RULE.friendDiscountMinor });
      expect(bag.coins).toEqual({ use: false, lines: [], discountMinor: 0 });

      const { order, gatewayOrderId } = await placed(who);
      expect(order.discountMinor).toBe(RULE.friendDiscountMinor);
      expect((await referralTotals({ sid: referrer.sid })).transactions[0]).toMatchObject({
        friendFirstName: 'Ravi',
        status: 'pending',
        reward: { amountMinor: RULE.rewardMinor, currency: 'INR' },
      });
      expect((await referralTotals({ sid: referrer.sid })).inr).toMatchObject({
        pendingMinor: RULE.rewardMinor,
        earnedMinor: 0,
      });

      await pay(gatewayOrderId, 3);
      const after = await referralTotals({ sid: referrer.sid });
      expect(after.transactions).toHaveLength(1);
      expect(after.transactions[0]).toMatchObject({ status: 'earned', reward: { amountMinor: RULE.rewardMinor } });
      expect(after.inr).toMatchObject({
        pendingMinor: 0,
        earnedMinor: RULE.rewardMinor,
        remainingMinor: RULE.capMinor - RULE.rewardMinor,
      });
      // The friend's coins: 2% of what they paid, once whatever the replays.
      const earned = await t.db.select().from(coinEntries).where(eq(coinEntries.orderId, order.id));
      expect(earned).toEqual([
        expect.objectContaining({
          kind: 'earn',
          line: 'toothsi',
          coins: Math.floor(((order.totalMinor - order.deliveryMinor) * 2) / 100 / 100),
        }),
      ]);
      const coins = await json<{ balance: number; value: { amountMinor: number }; entries: unknown[] }>(
        await coinsOf(req('/api/v1/coins/toothsi?country=IN', { sid: friend.sid }), {
          params: Promise.resolve({ line: 'toothsi' }),
        }),
      );
      expect(coins.balance).toBe(earned[0]?.coins);
      expect(coins.value.amountMinor).toBe((earned[0]?.coins ?? 0) * 100);

      // Their cart after the order holds no referral; the same link is refused now: it was a first-order discount.
      expect((await addItem(who, QUALIFYING)).status).toBe(200);
      expect((await cartOf(who)).referral).toMatchObject({
        code,
        applied: false,
        reason: 'notFirstOrder',
        discountMinor: 0,
      });
      await expectLedgerConsistent();
    });

    it('refuses self-referral, a second account on the referrer’s phone and a code after the first order, with reasons', async () => {
      const own = { sid: referrer.sid };
      expect((await addItem(own, QUALIFYING)).status).toBe(200);
      expect((await json<CartBody>(await referral(own, code))).cart.referral).toMatchObject({
        applied: false,
        reason: 'ownCode',
        discountMinor: 0,
      });

      // A second account that delivers to the referrer's number.
      const second = await signIn();
      expect((await addItem({ sid: second.sid }, QUALIFYING)).status).toBe(200);
      await chooseAddress({ sid: second.sid }, referrer.national);
      const refused = (await json<CartBody>(await referral({ sid: second.sid }, code))).cart;
      expect(refused.referral).toMatchObject({ applied: false, reason: 'samePhone' });
      expect(refused.discountMinor).toBe(0);
      // Placing it anyway gives no discount and records no referral.
      const { order } = await placed({ sid: second.sid });
      expect(order.discountMinor).toBe(0);
      expect(await t.db.select().from(referrals).where(eq(referrals.orderId, order.id))).toEqual([]);

      const unknown = (await json<CartBody>(await referral({ sid: second.sid }, 'ZZZZ2222'))).cart;
      expect(unknown.referral).toMatchObject({ applied: false, reason: 'unknown' });
      const small = await friendWithCart(code, 201);
      expect((await cartOf(small.who)).referral).toMatchObject({ applied: false, reason: 'minSubtotal' });
      expect((await referral({}, 'x!')).status).toBe(400);
    });

    it('reverses the referral when the friend’s unpaid order is cancelled, and the cashback and coins when a paid one is refunded', async () => {
      const a = await friendWithCart(code);
      const first = await placed(a.who);
      expect(
        (
          await cancelOrder(
            req(`/api/v1/orders/${first.order.id}/cancel`, { method: 'POST', ...a.who }),
            withId(first.order.id),
          )
        ).status,
      ).toBe(200);
      const [cancelled] = await t.db.select().from(referrals).where(eq(referrals.orderId, first.order.id));
      expect(cancelled).toMatchObject({ status: 'reversed', reversalReason: 'cancelled', rewardMinor: 0 });
      // A cancelled order was no first order: the friend orders again with the code, and pays.
      expect((await addItem(a.who, QUALIFYING)).status).toBe(200);
      expect((await json<CartBody>(await referral(a.who, code))).cart.referral).toMatchObject({ applied: true });
      const second = await placed(a.who);
      await pay(second.gatewayOrderId);
      const before = (await referralTotals({ sid: referrer.sid })).inr;
      expect(before?.earnedMinor).toBe(2 * RULE.rewardMinor);

      const ops = { authorization: `Bearer ${OPS_SECRET}` };
      expect(
        (await refund(req(`/api/v1/ops/orders/${second.order.id}/refund`, { method: 'POST' }), withId(second.order.id)))
          .status,
      ).toBe(401);
      const refunded = await refund(
        req(`/api/v1/ops/orders/${second.order.id}/refund`, { method: 'POST', headers: ops }),
        withId(second.order.id),
      );
      expect(refunded.status).toBe(200);
      expect((await json<{ order: Order }>(refunded)).order.status).toBe('refunded');
      expect(
        (
          await refund(
            req(`/api/v1/ops/orders/${second.order.id}/refund`, { method: 'POST', headers: ops }),
            withId(second.order.id),
          )
        ).status,
      ).toBe(200);
      const after = await referralTotals({ sid: referrer.sid });
      expect(after.inr).toMatchObject({ earnedMinor: RULE.rewardMinor, reversedMinor: RULE.rewardMinor });
      expect(after.transactions.find((x) => x.reversalReason === 'refunded')).toMatchObject({
        status: 'reversed',
        reward: { amountMinor: RULE.rewardMinor },
      });
      // The coins the refunded order earned are taken back, once.
      const entries = await t.db.select().from(coinEntries).where(eq(coinEntries.orderId, second.order.id));
      expect(entries.map((e) => [e.kind, e.coins]).sort()).toEqual([
        ['earn', entries.find((e) => e.kind === 'earn')?.coins],
        ['reverse', -(entries.find((e) => e.kind === 'earn')?.coins ?? 0)],
      ]);
      const [account] = await t.db
        .select()
        .from(coinAccounts)
        .where(and(eq(coinAccounts.userId, a.friend.userId), eq(coinAccounts.line, 'toothsi')));
      expect(account?.balance).toBe(0);
      // An unpaid order is cancelled, not refunded.
      const c = await friendWithCart(code);
      const unpaid = await placed(c.who);
      const notPaid = await refund(
        req(`/api/v1/ops/orders/${unpaid.order.id}/refund`, { method: 'POST', headers: ops }),
        withId(unpaid.order.id),
      );
      expect(notPaid.status).toBe(422);
      await expectLedgerConsistent();
    });

    it('caps a referrer’s cashback at ₹4,500, even when friends pay at once', async () => {
      const capped = await signIn({}, nextPhone(), 'Meera');
      const capCode = await codeOf({ sid: capped.sid });
      const friends = [];
      for (let i = 0; i < 4; i++) friends.push(await friendWithCart(capCode));
      const orders4 = [];
      for (const f of friends) orders4.push(await placed(f.who));
      // Two paid one after the other, then two at once: only one more fits under the cap.
      await pay(orders4[0]?.gatewayOrderId ?? '');
      await pay(orders4[1]?.gatewayOrderId ?? '');
      await Promise.all([pay(orders4[2]?.gatewayOrderId ?? ''), pay(orders4[3]?.gatewayOrderId ?? '')]);
      const { inr, transactions } = await referralTotals({ sid: capped.sid });
      expect(inr).toMatchObject({ earnedMinor: RULE.capMinor, remainingMinor: 0, pendingMinor: 0 });
      expect(transactions.map((x) => x.reward.amountMinor).sort((x, y) => x - y)).toEqual([
        0,
        RULE.rewardMinor,
        RULE.rewardMinor,
        RULE.rewardMinor,
      ]);
      expect(RULE.capMinor).toBe(450_000);
    });

    it('redeems coins at checkout within the cap, gives them back on cancel, and lets one of two checkouts spend the same coins', async () => {
      const customer = await signIn();
      const who = { sid: customer.sid };
      // 300 toothsi coins, as a paid order would have earned them.
      await t.db.transaction(async (tx) => {
        await tx.insert(coinAccounts).values({ userId: customer.userId, line: 'toothsi', balance: 300 });
        await tx.insert(coinEntries).values({
          userId: customer.userId,
          line: 'toothsi',
          kind: 'earn',
          coins: 300,
          expiresAt: new Date(Date.now() + 86_400_000 * 100),
        });
      });
      expect((await addItem(who, QUALIFYING)).status).toBe(200);
      await chooseAddress(who, customer.national);
      const offered = await cartOf(who);
      // 10% of ₹1,999 is ₹199.90: 199 coins of ₹1.
      expect(offered.coins).toEqual({
        use: false,
        lines: [{ line: 'toothsi', balance: 300, coins: 199, discountMinor: 0 }],
        discountMinor: 0,
      });
      expect(
        (await useCoins(req('/api/v1/cart/coins?country=IN', { method: 'POST', body: { use: true } }))).status,
      ).toBe(401);
      const using = (
        await json<CartBody>(
          await useCoins(req('/api/v1/cart/coins?country=IN', { method: 'POST', body: { use: true }, ...who })),
        )
      ).cart;
      expect(using.coins).toMatchObject({ use: true, discountMinor: 19_900 });
      expect(using.totalMinor).toBe(using.subtotalMinor - 19_900 + using.deliveryMinor);

      // Meanwhile another checkout of theirs spends 200 of the coins: this order is refused, nothing written.
      await t.db.transaction(async (tx) => {
        const [other] = await tx
          .insert(orders)
          .values({
            userId: customer.userId,
            country: 'IN',
            currency: 'INR',
            subtotalMinor: 100_000,
            discountMinor: 20_000,
            deliveryMinor: 0,
            totalMinor: 80_000,
            locale: 'en-IN',
          })
          .returning();
        expect(
          await spendCoins(tx, { userId: customer.userId, line: 'toothsi', coins: 200, orderId: other?.id ?? '' }),
        ).toBe(true);
      });
      const refused = await place(who, using.totalMinor);
      expect(refused.status).toBe(422);
      const fresh = await cartOf(who);
      expect(fresh.coins).toMatchObject({ lines: [{ balance: 100, coins: 100 }], discountMinor: 10_000 });
      const { order } = await placed(who);
      expect(order.discountMinor).toBe(10_000);
      expect(
        (
          await json<{ balance: number }>(
            await coinsOf(req('/api/v1/coins/toothsi', who), { params: Promise.resolve({ line: 'toothsi' }) }),
          )
        ).balance,
      ).toBe(0);
      expect(
        (await cancelOrder(req(`/api/v1/orders/${order.id}/cancel`, { method: 'POST', ...who }), withId(order.id)))
          .status,
      ).toBe(200);
      expect(
        (
          await json<{ balance: number }>(
            await coinsOf(req('/api/v1/coins/toothsi', who), { params: Promise.resolve({ line: 'toothsi' }) }),
          )
        ).balance,
      ).toBe(100);

      // Two transactions spend the same 100 coins at once: exactly one succeeds.
      const race = () =>
        t.db.transaction(async (tx) => {
          const [o] = await tx
            .insert(orders)
            .values({
              userId: customer.userId,
              country: 'IN',
              currency: 'INR',
              subtotalMinor: 100_000,
              discountMinor: 10_000,
              deliveryMinor: 0,
              totalMinor: 90_000,
              locale: 'en-IN',
            })
            .returning();
          const spent = await spendCoins(tx, {
            userId: customer.userId,
            line: 'toothsi',
            coins: 100,
            orderId: o?.id ?? '',
          });
          await tx.execute(sql`select pg_sleep(0.05)`);
          if (!spent) throw new Error('refused');
        });
      const results = await Promise.allSettled([race(), race()]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const [account] = await t.db
        .select()
        .from(coinAccounts)
        .where(and(eq(coinAccounts.userId, customer.userId), eq(coinAccounts.line, 'toothsi')));
      expect(account?.balance).toBe(0);
      await expectLedgerConsistent();
    });

    it('expires coins a year after they were earned, oldest first, and keeps the ledger append-only', async () => {
      const customer = await signIn();
      const now = Date.now();
      await t.db.transaction(async (tx) => {
        await tx.insert(coinAccounts).values({ userId: customer.userId, line: 'skinnsi', balance: 70 });
        await tx.insert(coinEntries).values([
          {
            userId: customer.userId,
            line: 'skinnsi',
            kind: 'earn',
            coins: 50,
            expiresAt: new Date(now - 86_400_000),
            createdAt: new Date(now - 366 * 86_400_000),
          },
          {
            userId: customer.userId,
            line: 'skinnsi',
            kind: 'spend',
            coins: -30,
            createdAt: new Date(now - 200 * 86_400_000),
          },
          {
            userId: customer.userId,
            line: 'skinnsi',
            kind: 'earn',
            coins: 50,
            expiresAt: new Date(now + 10 * 86_400_000),
            createdAt: new Date(now - 355 * 86_400_000),
          },
        ]);
      });
      // 30 of the first lot were spent; its other 20 expire, the second lot's 50 remain, expiring within the notice.
      const statement = await json<{
        balance: number;
        expiringSoon: { coins: number } | null;
        entries: Array<{ kind: string; coins: number }>;
      }>(
        await coinsOf(req('/api/v1/coins/skinnsi', { sid: customer.sid }), {
          params: Promise.resolve({ line: 'skinnsi' }),
        }),
      );
      expect(statement.balance).toBe(50);
      expect(statement.expiringSoon?.coins).toBe(50);
      expect(statement.entries[0]).toMatchObject({ kind: 'expire', coins: -20 });
      const changed = await t.db
        .execute(sql`update coin_entries set coins = 1 where user_id = ${customer.userId}`)
        .catch((error: unknown) => error as { cause?: Error });
      expect((changed as { cause?: Error }).cause?.message).toMatch(/append-only/);
      await expectLedgerConsistent();
    });

    it('forgets a referral link after the attribution window', async () => {
      const old = referralCookieValue(code, new Date(Date.now() - 31 * 86_400_000));
      const added = await addItem({ ref: old }, QUALIFYING);
      expect((await json<CartBody>(added)).cart.referral).toBeNull();
      const fresh = referralCookieValue(code, new Date(Date.now() - 29 * 86_400_000));
      expect((await json<CartBody>(await addItem({ ref: fresh }, QUALIFYING))).cart.referral).toMatchObject({
        applied: true,
      });
    });
  });
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { and, count, desc, eq } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { seed } from '@/server/db/setup';
import {
  orders,
  outboxMessages,
  planPrices,
  products,
  skinCategoryCities,
  skinPackages,
  skinServices,
  skinTrialClaims,
  users,
} from '@/server/db/schema';
import { SKIN_PACKAGE_SEED, SKIN_SERVICE_SEED } from '@/server/db/skin-seed';
import { settleSandboxOrder } from '@/server/payments/sandbox';
import { getSkinService, listBodyParts } from '@/server/skin/catalogue';
import { isServiceAvailableInCity } from '@/server/skin/availability';
import type { CartSummary, CheckoutStartBody, Order, ScheduleDay } from '@/lib/api/commerce-contracts';
import type { SkinChoice, SkinServiceView, TrialStatus } from '@/lib/api/skin-contracts';
import { POST as sendOtp } from '@/app/api/v1/auth/otp/send/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/otp/verify/route';
import { POST as createAddress } from '@/app/api/v1/addresses/route';
import { GET as getCart } from '@/app/api/v1/cart/route';
import { POST as postItems } from '@/app/api/v1/cart/items/route';
import { POST as setCartAddress } from '@/app/api/v1/cart/address/route';
import { POST as setLocationType } from '@/app/api/v1/cart/location-type/route';
import { POST as setSchedule } from '@/app/api/v1/cart/schedule/route';
import { POST as bookPackage } from '@/app/api/v1/cart/skin-package/route';
import { GET as getSlots } from '@/app/api/v1/booking/slots/route';
import { GET as listOrders, POST as postOrder } from '@/app/api/v1/orders/route';
import { GET as callback } from '@/app/api/v1/payments/callback/[gateway]/route';
import { GET as servicesForCity } from '@/app/api/v1/skinnsi/services/route';
import { GET as oneService } from '@/app/api/v1/skinnsi/services/[category]/[service]/route';
import { GET as bodyParts } from '@/app/api/v1/skinnsi/body-parts/route';
import { GET as trialBodyParts } from '@/app/api/v1/skinnsi/trial-body-parts/route';
import { GET as getTrial, POST as claimTrial } from '@/app/api/v1/skinnsi/trial/route';
import { GET as getChoice, PUT as putChoice } from '@/app/api/v1/skinnsi/user-choice/route';
import { GET as reviews } from '@/app/api/v1/skinnsi/treatment-reviews/route';
import { GET as listProducts } from '@/app/api/v1/products/route';
import { GET as oneProduct } from '@/app/api/v1/products/[id]/route';

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
    'x-forwarded-for': `49.39.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
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
interface ErrorBody {
  error?: { code: string; fields?: Array<{ path: string; code?: string; params?: Record<string, string | number> }> };
}
const json = async <T>(res: NextResponse) => (await res.json()) as T & ErrorBody;
const firstField = async (res: NextResponse) => (await json<object>(res)).error?.fields?.[0];
type CartBody = { cart: CartSummary };

for (const target of testDatabases()) {
  describe(`skin line on ${target.name}`, () => {
    let t: TestDb;
    let phoneSeq = 0;
    const nextPhone = () => `96${target.name === 'pglite' ? '10' : '20'}${String(++phoneSeq).padStart(6, '0')}`;

    /** Signs in by OTP, with a guest cart cookie when given (as one browser would). */
    async function signIn(from: Who = {}): Promise<{ sid: string; userId: string; phone: string }> {
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
        req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code }, ...from }),
      );
      expect(res.status).toBe(200);
      return {
        sid: res.cookies.get('sid')?.value ?? '',
        userId: (await json<{ user: { id: string } }>(res)).user.id,
        phone: `+91${phone}`,
      };
    }
    const book = (who: Who, body: unknown, country = 'IN') =>
      bookPackage(req(`/api/v1/cart/skin-package?country=${country}`, { method: 'POST', body, ...who }));
    const cartOf = async (who: Who) => (await json<CartBody>(await getCart(req('/api/v1/cart?country=IN', who)))).cart;
    async function addressIn(who: Who, city: string, pincode: string): Promise<string> {
      const created = await createAddress(
        req('/api/v1/addresses', {
          method: 'POST',
          body: {
            recipientName: 'Asha Rao',
            phone: '98200 12345',
            line1: '12 Main Road',
            city,
            pincode,
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
      return id;
    }
    async function firstOpenSlot(who: Who): Promise<{ locationKey: string; slotId: number }> {
      const res = await getSlots(req('/api/v1/booking/slots', who));
      expect(res.status).toBe(200);
      const body = await json<{ locationKey: string; days: ScheduleDay[] }>(res);
      const slot = body.days.find((d) => d.state === 'open')?.slots[0];
      if (!slot) throw new Error('no open slot');
      return { locationKey: body.locationKey, slotId: slot.id };
    }
    const place = async (who: Who, expectedTotalMinor: number) =>
      postOrder(
        req('/api/v1/orders', { method: 'POST', body: { country: 'IN', locale: 'en-IN', expectedTotalMinor }, ...who }),
      );
    async function priceOf(code: string, country = 'IN'): Promise<number> {
      const [row] = await t.db
        .select()
        .from(planPrices)
        .where(and(eq(planPrices.planCode, code), eq(planPrices.country, country)));
      if (!row) throw new Error(`no price of ${code} in ${country}`);
      return row.amountMinor;
    }

    beforeAll(async () => {
      process.env.DATABASE_URL = 'postgres://unused-by-tests/db';
      process.env.TRUST_PROXY = '1';
      resetEnvForTests();
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      delete process.env.DATABASE_URL;
      delete process.env.TRUST_PROXY;
      resetEnvForTests();
      await t.close();
    });

    it('seeds services, body parts and packages idempotently, each package a skin plan priced in minor units', async () => {
      const before = await Promise.all([
        t.db.select({ n: count() }).from(skinServices),
        t.db.select({ n: count() }).from(skinPackages),
        t.db.select({ n: count() }).from(skinCategoryCities),
      ]);
      await seed(t.db);
      const after = await Promise.all([
        t.db.select({ n: count() }).from(skinServices),
        t.db.select({ n: count() }).from(skinPackages),
        t.db.select({ n: count() }).from(skinCategoryCities),
      ]);
      expect(after).toEqual(before);
      expect(before[0][0]?.n).toBe(SKIN_SERVICE_SEED.length);
      expect(before[1][0]?.n).toBe(SKIN_PACKAGE_SEED.length);
      const lhr = (
        await t.db.select({ slug: skinServices.slug }).from(skinServices).where(eq(skinServices.categoryCode, 'lhr'))
      ).map((r) => r.slug);
      expect(lhr).toEqual(
        expect.arrayContaining([
          'full-body',
          'face',
          'underarms',
          'bikini',
          'chest',
          'full-hands',
          'detan-lhr',
          'half-legs',
          'full-legs',
          'back',
          'stomach',
          'upper-lip',
          'chin',
          'side-locks',
        ]),
      );
      const skincare = await t.db.select({ id: products.id }).from(products).where(eq(products.line, 'skinnsi'));
      expect(skincare.length).toBeGreaterThanOrEqual(10);
    });

    it('prices packages per market with saving and per-session price, and says when a market does not offer them', async () => {
      const india = await json<{ offered: boolean; bodyParts: SkinServiceView[] }>(
        await bodyParts(req('/api/v1/skinnsi/body-parts?serviceCategory=lhr&country=IN')),
      );
      const underarms = india.bodyParts.find((b) => b.slug === 'underarms');
      expect(india.offered).toBe(true);
      expect(underarms).toMatchObject({
        path: '/skinnsi/laser-hair-removal/select-service/underarms',
        trialEligible: true,
        offered: true,
        locationTypes: ['home', 'centre'],
      });
      const six = underarms?.packages.find((p) => p.sessions === 6);
      expect(six).toMatchObject({
        code: 'lhr-underarms-6',
        popular: true,
        pricing: { offered: true, price: { amountMinor: await priceOf('lhr-underarms-6'), currency: 'INR' } },
      });
      if (!six?.pricing.offered) throw new Error('not offered');
      expect(six.pricing.compareAt?.amountMinor).toBe(6 * 129_900);
      expect(six.pricing.saving?.amountMinor).toBe(6 * 129_900 - six.pricing.price.amountMinor);
      expect(six.pricing.perSession.amountMinor).toBe(Math.round(six.pricing.price.amountMinor / 6));
      expect(six.inclusions).toEqual(expect.arrayContaining(['usFdaApprovedLaser', 'freeTouchUpSession']));

      // The page segment works as the category too.
      const dubai = await json<{ bodyParts: SkinServiceView[] }>(
        await bodyParts(req('/api/v1/skinnsi/body-parts?serviceCategory=laser-hair-removal&country=AE')),
      );
      expect(dubai.bodyParts.find((b) => b.slug === 'underarms')?.packages[0]?.pricing).toMatchObject({
        offered: true,
        price: { currency: 'AED' },
      });
      expect(dubai.bodyParts.find((b) => b.slug === 'detan-lhr')).toMatchObject({
        offered: false,
        fromPrice: null,
        packages: [{ pricing: { offered: false } }, { pricing: { offered: false } }, { pricing: { offered: false } }],
      });

      const saudi = await json<{ lineOffered: boolean; categories: Array<{ code: string; offered: boolean }> }>(
        await servicesForCity(req('/api/v1/skinnsi/services?country=SA')),
      );
      expect(saudi.lineOffered).toBe(false);
      expect(saudi.categories.every((c) => !c.offered)).toBe(true);
      const acneInAe = await json<{ offered: boolean }>(
        await bodyParts(req('/api/v1/skinnsi/body-parts?serviceCategory=acne&country=AE')),
      );
      expect(acneInAe.offered).toBe(false);

      const bad = await bodyParts(req('/api/v1/skinnsi/body-parts?serviceCategory=tattoo&country=XX'));
      expect(bad.status).toBe(400);
      expect((await json<object>(bad)).error?.fields?.map((f) => f.path).sort()).toEqual([
        'query.country',
        'query.serviceCategory',
      ]);
    });

    it('sells skincare from the same catalogue, each line’s shop listing its own products', async () => {
      type Listed = { products: Array<{ id: number; line: string; category: string; price: { currency: string } }> };
      const oral = await json<Listed>(await listProducts(req('/api/v1/products?country=IN')));
      expect(oral.products.length).toBeGreaterThan(0);
      expect(oral.products.every((p) => p.line === 'toothsi')).toBe(true);
      const skincare = await json<Listed>(await listProducts(req('/api/v1/products?country=QA&line=skinnsi')));
      expect(skincare.products.length).toBeGreaterThanOrEqual(10);
      expect(skincare.products.every((p) => p.line === 'skinnsi' && p.price.currency === 'QAR')).toBe(true);
      const sunBlock = await json<Listed>(await listProducts(req('/api/v1/products?category=sun_block')));
      expect(sunBlock.products.map((p) => p.category)).toEqual(['SUN_BLOCK', 'SUN_BLOCK']);
      const one = await oneProduct(req('/api/v1/products/207?country=BH'), { params: Promise.resolve({ id: '207' }) });
      expect(
        (await json<{ product: { slug: string; line: string; price: { currency: string } } }>(one)).product,
      ).toMatchObject({ slug: 'spf-50-sunscreen-gel', line: 'skinnsi', price: { currency: 'BHD' } });
    });

    it('answers one service for its page, and null (404) for an unknown one', async () => {
      const face = await getSkinService('lhr', 'face', 'IN');
      expect(face?.packages.map((p) => p.sessions)).toEqual([1, 6, 8]);
      expect(await getSkinService('lhr', 'elbows', 'IN')).toBeNull();
      expect(await getSkinService('dermafacial', 'underarms', 'IN')).toBeNull();
      const polish = await oneService(req('/api/v1/skinnsi/services/dermafacial-at-home/body-polishing?country=IN'), {
        params: Promise.resolve({ category: 'dermafacial-at-home', service: 'body-polishing' }),
      });
      expect(polish.status).toBe(200);
      expect((await json<{ service: SkinServiceView }>(polish)).service).toMatchObject({
        category: 'dermafacial',
        slug: 'body-polishing',
        locationTypes: ['home'],
      });
      expect(
        (
          await oneService(req('/api/v1/skinnsi/services/lhr/elbows'), {
            params: Promise.resolve({ category: 'lhr', service: 'elbows' }),
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await oneService(req('/api/v1/skinnsi/services/tattoo/x'), {
            params: Promise.resolve({ category: 'tattoo', service: 'x' }),
          })
        ).status,
      ).toBe(400);
    });

    it('offers each category only in its cities: no hydra facial in Nagpur', async () => {
      type CityBody = {
        city: { name: string; served: boolean } | null;
        flags: Record<string, boolean> | null;
        categories: Array<{
          code: string;
          availableInCity: boolean | null;
          services: Array<{ slug: string; availableInCity: boolean | null }>;
        }>;
      };
      const nagpur = await json<CityBody>(
        await servicesForCity(req('/api/v1/skinnsi/services?country=IN&city=nagpur')),
      );
      expect(nagpur.city).toEqual({ name: 'Nagpur', served: true });
      expect(nagpur.flags).toEqual({
        showAcneService: true,
        showAntiAgeingService: true,
        showDermaService: true,
        showHydraFacial: false,
      });
      const hydra = nagpur.categories.find((c) => c.code === 'hydrafacial');
      expect(hydra?.availableInCity).toBe(false);
      expect(hydra?.services.every((s) => s.availableInCity === false)).toBe(true);
      expect(nagpur.categories.find((c) => c.code === 'lhr')?.availableInCity).toBe(true);
      // No centre in Nagpur: advanced treatments (centres only) are not offered there either.
      expect(nagpur.categories.find((c) => c.code === 'advanced')?.availableInCity).toBe(false);

      const mumbai = await json<CityBody>(
        await servicesForCity(req('/api/v1/skinnsi/services?country=IN&city=Mumbai')),
      );
      expect(mumbai.flags).toEqual({
        showAcneService: true,
        showAntiAgeingService: true,
        showDermaService: true,
        showHydraFacial: true,
      });
      const lucknow = await json<CityBody>(
        await servicesForCity(req('/api/v1/skinnsi/services?country=IN&city=Lucknow')),
      );
      expect(lucknow.city?.served).toBe(false);
      const dubai = await json<CityBody>(await servicesForCity(req('/api/v1/skinnsi/services?country=AE&city=Dubai')));
      expect(dubai.categories.filter((c) => c.availableInCity).map((c) => c.code)).toEqual(['lhr', 'hydrafacial']);

      expect(await isServiceAvailableInCity('hydrafacial', 'Nagpur')).toBe(false);
      expect(await isServiceAvailableInCity('hydrafacial', 'Bengaluru')).toBe(true);
      expect(await isServiceAvailableInCity('lhr', 'Dubai', 'IN')).toBe(false);
      expect(
        (await listBodyParts('hydrafacial', 'IN', { city: 'Nagpur' })).every((s) => s.availableInCity === false),
      ).toBe(true);
    });

    it('lists trial body parts and treatment reviews', async () => {
      const trial = await json<{ maxBodyParts: number; bodyParts: Array<{ slug: string }> }>(
        await trialBodyParts(req('/api/v1/skinnsi/trial-body-parts?country=IN')),
      );
      expect(trial.maxBodyParts).toBe(2);
      expect(trial.bodyParts.map((b) => b.slug).sort()).toEqual(['chin', 'side-locks', 'underarms', 'upper-lip']);
      const none = await json<{ bodyParts: unknown[] }>(
        await trialBodyParts(req('/api/v1/skinnsi/trial-body-parts?serviceCategory=acne')),
      );
      expect(none.bodyParts).toEqual([]);

      const lhr = await json<{
        reviews: Array<{ serviceCategory: string; createdAt: string }>;
        count: number;
        averageRating: number | null;
      }>(await reviews(req('/api/v1/skinnsi/treatment-reviews?serviceCategory=lhr&limit=3')));
      expect(lhr.reviews).toHaveLength(3);
      expect(lhr.count).toBeGreaterThan(3);
      expect(lhr.reviews.every((r) => r.serviceCategory === 'lhr')).toBe(true);
      expect(lhr.reviews.map((r) => r.createdAt)).toEqual([...lhr.reviews.map((r) => r.createdAt)].sort().reverse());
      expect(lhr.averageRating).toBeGreaterThan(3);
      const one = await json<{ count: number }>(
        await reviews(req('/api/v1/skinnsi/treatment-reviews?serviceCategory=lhr&service=underarms')),
      );
      expect(one.count).toBe(2);
      expect((await reviews(req('/api/v1/skinnsi/treatment-reviews?limit=500'))).status).toBe(400);
    });

    it('gives each customer one free trial, on trial body parts in a city with laser; a second claim is refused', async () => {
      expect((await getTrial(req('/api/v1/skinnsi/trial'))).status).toBe(401);
      const me = await signIn();
      const who = { sid: me.sid };
      expect(
        (await json<{ trial: TrialStatus }>(await getTrial(req('/api/v1/skinnsi/trial?country=IN', who)))).trial,
      ).toMatchObject({ status: 'available', claim: null });
      expect(
        (await json<{ trial: TrialStatus }>(await getTrial(req('/api/v1/skinnsi/trial?country=SA', who)))).trial.status,
      ).toBe('notOffered');

      const claim = (body: unknown, country = 'IN') =>
        claimTrial(req(`/api/v1/skinnsi/trial?country=${country}`, { method: 'POST', body, ...who }));
      expect(await firstField(await claim({ bodyParts: ['full-body'], city: 'Mumbai' }))).toMatchObject({
        path: 'body.bodyParts',
        code: 'notTrialBodyPart',
      });
      expect(await firstField(await claim({ bodyParts: ['underarms'], city: 'Abu Dhabi' }, 'AE'))).toMatchObject({
        path: 'body.city',
        code: 'serviceUnavailableInCity',
      });
      expect(await firstField(await claim({ bodyParts: ['underarms'], city: 'Lucknow' }))).toMatchObject({
        path: 'body.city',
        code: 'cityNotServed',
      });
      expect(await firstField(await claim({ bodyParts: ['underarms'], city: 'Riyadh' }, 'SA'))).toMatchObject({
        code: 'notOfferedInMarket',
      });
      expect((await claim({ bodyParts: ['underarms', 'chin', 'upper-lip'], city: 'Mumbai' })).status).toBe(400);

      const first = await claim({ bodyParts: ['underarms', 'upper-lip'], city: 'bengaluru' });
      expect(first.status).toBe(201);
      expect((await json<{ trial: TrialStatus }>(first)).trial).toMatchObject({
        status: 'claimed',
        claim: { bodyParts: ['underarms', 'upper-lip'], city: 'Bangalore', country: 'IN' },
      });
      const second = await claim({ bodyParts: ['chin'], city: 'Mumbai' });
      expect(second.status).toBe(409);
      expect(await firstField(second)).toMatchObject({ code: 'trialAlreadyClaimed' });
      expect((await json<{ trial: TrialStatus }>(await getTrial(req('/api/v1/skinnsi/trial', who)))).trial.status).toBe(
        'claimed',
      );
    });

    it('lets exactly one of two concurrent trial claims win', async () => {
      const me = await signIn();
      const claim = () =>
        claimTrial(
          req('/api/v1/skinnsi/trial?country=IN', {
            method: 'POST',
            body: { bodyParts: ['chin'], city: 'Pune' },
            sid: me.sid,
          }),
        );
      const statuses = (await Promise.all([claim(), claim(), claim()])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      expect(await t.db.select().from(skinTrialClaims).where(eq(skinTrialClaims.userId, me.userId))).toHaveLength(1);
    });

    it('keeps a saved choice across reloads and sign-in, and refuses what the catalogue does not have', async () => {
      const saved = await putChoice(
        req('/api/v1/skinnsi/user-choice', {
          method: 'PUT',
          body: {
            serviceCategory: 'laser-hair-removal',
            packageCode: 'lhr-full-legs-6',
            bodyParts: ['full-legs', 'underarms'],
            city: 'bengaluru',
            locationType: 'home',
          },
        }),
      );
      expect(saved.status).toBe(200);
      const cart = saved.cookies.get('cart')?.value ?? '';
      expect(cart).not.toBe('');
      const expected = {
        serviceCategory: 'lhr',
        service: 'full-legs',
        packageCode: 'lhr-full-legs-6',
        bodyParts: ['full-legs', 'underarms'],
        city: 'Bangalore',
        locationType: 'home',
      };
      expect((await json<{ choice: SkinChoice }>(saved)).choice).toMatchObject(expected);
      expect(
        (await json<{ choice: SkinChoice | null }>(await getChoice(req('/api/v1/skinnsi/user-choice', { cart }))))
          .choice,
      ).toMatchObject(expected);
      expect(
        (await json<{ choice: SkinChoice | null }>(await getChoice(req('/api/v1/skinnsi/user-choice')))).choice,
      ).toBeNull();

      // A customer with a choice of their own signs in from the guest's browser: the guest's newer choice wins.
      const me = await signIn();
      expect(
        (
          await putChoice(
            req('/api/v1/skinnsi/user-choice', {
              method: 'PUT',
              body: { serviceCategory: 'acne', service: 'chemical-peel' },
              sid: me.sid,
            }),
          )
        ).status,
      ).toBe(200);
      const again = await signIn({ cart });
      expect(
        (
          await json<{ choice: SkinChoice | null }>(
            await getChoice(req('/api/v1/skinnsi/user-choice', { sid: again.sid })),
          )
        ).choice,
      ).toMatchObject(expected);

      const put = (body: unknown) =>
        putChoice(req('/api/v1/skinnsi/user-choice', { method: 'PUT', body, sid: me.sid }));
      expect(await firstField(await put({ serviceCategory: 'lhr', service: 'elbows' }))).toMatchObject({
        path: 'body.service',
        code: 'unknownService',
      });
      expect(
        await firstField(await put({ serviceCategory: 'lhr', service: 'face', packageCode: 'lhr-chin-6' })),
      ).toMatchObject({ path: 'body.packageCode', code: 'unknownPackage' });
      expect(await firstField(await put({ serviceCategory: 'advanced', locationType: 'home' }))).toMatchObject({
        code: 'locationTypeNotOffered',
      });
      expect((await put({ serviceCategory: 'lhr', extra: 1 })).status).toBe(400);
      expect(
        (
          await json<{ choice: SkinChoice | null }>(
            await getChoice(req('/api/v1/skinnsi/user-choice', { sid: me.sid })),
          )
        ).choice,
      ).toMatchObject({ serviceCategory: 'acne', service: 'chemical-peel' });
    });

    it('books a skin package and a skincare product through the cart, slots and checkout into an order to pay', async () => {
      const me = await signIn();
      const who = { sid: me.sid };
      const booked = await book(who, { packageCode: 'lhr-underarms-6', city: 'Mumbai', locationType: 'home' });
      expect(booked.status).toBe(200);
      expect(
        (
          await postItems(
            req('/api/v1/cart/items?country=IN', { method: 'POST', body: { productId: 201, quantity: 1 }, ...who }),
          )
        ).status,
      ).toBe(200);
      await addressIn(who, 'Mumbai', '400001');
      const { locationKey, slotId } = await firstOpenSlot(who);
      expect(locationKey).toBe('skin-home:mumbai');
      expect(
        (await setSchedule(req('/api/v1/cart/schedule?country=IN', { method: 'POST', body: { slotId }, ...who })))
          .status,
      ).toBe(200);

      const cart = await cartOf(who);
      const packagePrice = await priceOf('lhr-underarms-6');
      const [wash] = await t.db.select().from(products).where(eq(products.id, 201));
      expect(wash?.line).toBe('skinnsi');
      // A ₹449 wash ships below the ₹499 free-delivery threshold; the sessions are not shipped.
      expect(cart).toMatchObject({
        subtotalMinor: packagePrice + 44_900,
        deliveryMinor: 4_900,
        totalMinor: packagePrice + 44_900 + 4_900,
        blockers: [],
      });
      expect(cart.booking).toMatchObject({
        kind: 'skin',
        planCode: 'lhr-underarms-6',
        locationType: 'home',
        locationKey: 'skin-home:mumbai',
        slot: { id: slotId },
      });
      expect(cart.lines.find((l) => l.planCode)).toMatchObject({
        line: 'skinnsi',
        planKind: 'skin',
        skin: { category: 'lhr', service: 'underarms', sessions: 6 },
        problem: null,
      });
      expect(cart.lines.find((l) => l.productId)).toMatchObject({ line: 'skinnsi', skin: null });

      const placed = await place(who, cart.totalMinor);
      expect(placed.status).toBe(201);
      const { order, checkout } = await json<{ order: Order; checkout: CheckoutStartBody }>(placed);
      expect(order).toMatchObject({
        status: 'pending_payment',
        totalMinor: packagePrice + 44_900 + 4_900,
        currency: 'INR',
        bookingKind: 'skin',
        lines: ['skinnsi'],
        locationType: 'home',
      });
      expect(order.items.find((i) => i.planCode)?.skin).toEqual({ category: 'lhr', service: 'underarms', sessions: 6 });
      expect(order.timeline.map((s) => s.stage)).toEqual(['placed', 'paid', 'sessionScheduled', 'sessionsDone']);
      expect(checkout.kind).toBe('redirect');

      // Paid: the session is scheduled, the skinnsi SMS go out, and the aligner journey does not move.
      const gatewayOrderId =
        checkout.kind === 'redirect' ? decodeURIComponent(checkout.url.replace('/sandbox-pay/', '')) : '';
      const settled = await settleSandboxOrder(gatewayOrderId, 'paid');
      await callback(req(`/api/v1/payments/callback/sandbox?${new URLSearchParams(settled.callback).toString()}`), {
        params: Promise.resolve({ gateway: 'sandbox' }),
      });
      const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(paid).toMatchObject({ status: 'paid', stage: 'sessionScheduled' });
      const [journey] = await t.db.select({ stage: users.journeyStage }).from(users).where(eq(users.id, me.userId));
      expect(journey?.stage).toBe('initial');
      const sms = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, me.phone), eq(outboxMessages.purpose, 'reminder')));
      expect(sms[0]?.body).toMatch(/^skinnsi: your skin session is on /);

      // My orders shows both lines: this skin order next to an oral-care one.
      expect(
        (
          await postItems(
            req('/api/v1/cart/items?country=IN', { method: 'POST', body: { productId: 103, quantity: 1 }, ...who }),
          )
        ).status,
      ).toBe(200);
      expect((await place(who, (await cartOf(who)).totalMinor)).status).toBe(201);
      const mine = (await json<{ orders: Order[] }>(await listOrders(req('/api/v1/orders', who)))).orders;
      expect(mine.map((o) => [o.lines, o.bookingKind])).toEqual([
        [['toothsi'], null],
        [['skinnsi'], 'skin'],
      ]);
    });

    it('refuses a city, place or market where the service is not offered, and checks the visit’s city again at checkout', async () => {
      const me = await signIn();
      const who = { sid: me.sid };
      const refused = await book(who, {
        packageCode: 'hydrafacial-hydrafacial-classic-3',
        city: 'Nagpur',
        locationType: 'home',
      });
      expect(refused.status).toBe(422);
      expect(await firstField(refused)).toMatchObject({
        path: 'body.city',
        code: 'serviceUnavailableInCity',
        params: { city: 'Nagpur', serviceCategory: 'hydrafacial' },
      });
      expect(
        await firstField(
          await book(who, { packageCode: 'advanced-microneedling-4', city: 'Mumbai', locationType: 'home' }),
        ),
      ).toMatchObject({ code: 'locationTypeNotOffered' });
      expect(
        await firstField(await book(who, { packageCode: 'lhr-face-6', city: 'Chandigarh', locationType: 'centre' })),
      ).toMatchObject({ code: 'noCentreInCity' });
      expect(
        await firstField(
          await book(who, { packageCode: 'acne-chemical-peel-4', city: 'Dubai', locationType: 'home' }, 'AE'),
        ),
      ).toMatchObject({ code: 'notOfferedInMarket' });
      expect(
        await firstField(await book(who, { packageCode: 'lhr-elbows-6', city: 'Mumbai', locationType: 'home' })),
      ).toMatchObject({ code: 'unknownPackage' });
      expect((await book(who, { packageCode: 'lhr-face-6', city: 'Mumbai', locationType: 'sofa' })).status).toBe(400);
      expect(
        await firstField(
          await postItems(
            req('/api/v1/cart/items?country=IN', {
              method: 'POST',
              body: { planCode: 'lhr-face-6', quantity: 1 },
              ...who,
            }),
          ),
        ),
      ).toMatchObject({ code: 'bookSkinPackage' });

      // Booked for Mumbai, but the visit's address is in Nagpur: the line is not offered there and checkout refuses.
      expect(
        (await book(who, { packageCode: 'hydrafacial-hydrafacial-classic-3', city: 'Mumbai', locationType: 'home' }))
          .status,
      ).toBe(200);
      await addressIn(who, 'Nagpur', '440001');
      const cart = await cartOf(who);
      expect(cart.lines[0]?.problem).toBe('notOfferedInCity');
      const placed = await place(who, cart.totalMinor);
      expect(placed.status).toBe(422);
      expect(await firstField(placed)).toMatchObject({ code: 'notOfferedInCity' });

      // Switching to a centre keeps the package where the category allows it; dermafacial is done at home only.
      const centre = await setLocationType(
        req('/api/v1/cart/location-type?country=IN', { method: 'POST', body: { locationType: 'centre' }, ...who }),
      );
      expect(centre.status).toBe(200);
      expect((await json<CartBody>(centre)).cart.booking).toMatchObject({
        kind: 'skin',
        planCode: 'hydrafacial-hydrafacial-classic-3',
        locationType: 'centre',
        clinic: null,
      });
      expect(
        (await book(who, { packageCode: 'dermafacial-body-polishing-3', city: 'Mumbai', locationType: 'home' })).status,
      ).toBe(200);
      expect(
        await firstField(
          await setLocationType(
            req('/api/v1/cart/location-type?country=IN', { method: 'POST', body: { locationType: 'centre' }, ...who }),
          ),
        ),
      ).toMatchObject({ code: 'notOffered' });
    });
  });
}

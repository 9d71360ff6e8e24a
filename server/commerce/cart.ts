import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { NextRequest, NextResponse } from 'next/server';
import {
  COUNTRY_CODES,
  contentFallbackChain,
  currencyOf,
  timeZoneOf,
  type ContentLocale,
  type Country,
  type Currency,
} from '@/i18n/locales';
import type { CartLine, CartSummary, Visit } from '@/lib/api/commerce-contracts';
import { cartCountCookie, GUEST_CART_COOKIE, GUEST_CART_TTL_DAYS, SECURE_GUEST_CART_COOKIE } from '@/lib/cart-cookies';
import {
  MAX_LINE_QUANTITY,
  SLOT_LEAD_HOURS,
  type AddressPurpose,
  type BookingKind,
  type LocationType,
  type PlanKind,
} from '@/lib/commerce';
import type { ProductLine } from '@/lib/catalog';
import { skinCentreLocationKey, skinHomeLocationKey } from '@/lib/skin';
import { getOwnAddress, toAddress } from '@/server/addresses';
import { hashToken, isSecureRequest, readSession, type CookieReader, type SessionContext } from '@/server/auth/session';
import { clinicLocationKey, homeLocationKey } from '@/server/db/commerce-seed';
import { db, type Executor } from '@/server/db/client';
import {
  addresses,
  cartItems,
  carts,
  clinics,
  coupons,
  planCities,
  planPrices,
  plans,
  productPrices,
  products,
  productTranslations,
  serviceableCities,
  skinCategoryCities,
  slots,
  slotTemplates,
} from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { customerCouponUses } from './coupons';
import { evaluateCoupon, totals, type PricedLine } from './pricing';
import { moveSkinChoice, skinLinesOf, skinPlansOfferedIn } from '@/server/skin/cart-rules';
import { cartRewards } from '@/server/rewards/cart-rewards';

export type CartRow = typeof carts.$inferSelect;
export interface Market {
  country: Country;
  locale: string;
}

/** Who owns the cart of a request: the signed-in user, else the guest cookie's token. */
export interface CartOwner {
  userId: string | null;
  guestToken: string | null;
}

function guestTokenOf(cookies: CookieReader): string | null {
  const token = cookies.get(SECURE_GUEST_CART_COOKIE)?.value ?? cookies.get(GUEST_CART_COOKIE)?.value;
  return token && token.length <= 100 ? token : null;
}

export async function cartOwner(request: NextRequest): Promise<CartOwner> {
  return cartOwnerOf(request.cookies, await readSession(request));
}

/** cartOwner for a page rendered per request: its `cookies()` and the session it has already read. */
export function cartOwnerOf(cookies: CookieReader, session: SessionContext | null): CartOwner {
  return { userId: session?.user.id ?? null, guestToken: session ? null : guestTokenOf(cookies) };
}

/**
 * The owner's cart in a market (issue 29 item 3): a cart, its prices, centre and slot belong to one country, so a
 * customer who moves to another market finds that market's own cart there (empty at first), never the other one
 * repriced. The other market's cart waits, as it was, for their return.
 */
export async function findCart(owner: CartOwner, country: Country, database: Executor = db()): Promise<CartRow | null> {
  const mine = ownerCondition(owner);
  if (!mine) return null;
  return (
    (
      await database
        .select()
        .from(carts)
        .where(and(mine, eq(carts.country, country)))
    )[0] ?? null
  );
}

/** Which carts are the owner's (of every market): the customer's, else the guest token's. */
function ownerCondition(owner: CartOwner) {
  if (owner.userId) return eq(carts.userId, owner.userId);
  if (owner.guestToken) return eq(carts.guestTokenHash, hashToken(owner.guestToken));
  return null;
}

/**
 * The owner's cart in a market, created on first use. A guest whose token already holds a cart (of another market)
 * gets this market's under the same token; a new guest's first cart comes with the token to put in its cookie.
 */
export async function ensureCart(
  owner: CartOwner,
  country: Country,
): Promise<{ cart: CartRow; newGuestToken: string | null }> {
  const found = await findCart(owner, country);
  if (found) return { cart: found, newGuestToken: null };
  if (owner.userId) {
    await db().insert(carts).values({ userId: owner.userId, country }).onConflictDoNothing();
    const cart = await findCart(owner, country);
    if (!cart) throw new AppError('INTERNAL', 'Could not create the cart.');
    return { cart, newGuestToken: null };
  }
  // A token we issued (it holds a cart already) keeps serving its guest: one cookie, one cart per market.
  const known = owner.guestToken
    ? (
        await db()
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.guestTokenHash, hashToken(owner.guestToken)))
          .limit(1)
      ).length > 0
    : false;
  if (known && owner.guestToken) {
    await db()
      .insert(carts)
      .values({ guestTokenHash: hashToken(owner.guestToken), country })
      .onConflictDoNothing();
    const cart = await findCart(owner, country);
    if (!cart) throw new AppError('INTERNAL', 'Could not create the cart.');
    return { cart, newGuestToken: null };
  }
  const token = randomBytes(32).toString('base64url');
  const [cart] = await db()
    .insert(carts)
    .values({ guestTokenHash: hashToken(token), country })
    .returning();
  if (!cart) throw new AppError('INTERNAL', 'Could not create the cart.');
  return { cart, newGuestToken: token };
}

function rule(path: string, code: string, message: string, params?: Record<string, string | number>): AppError {
  return new AppError('UNPROCESSABLE', message, [{ path, message, code, ...(params ? { params } : {}) }]);
}

/** Adds a product or plan, or sets a product line's quantity. Prices are not taken from anyone: only ids. */
export async function updateCart(
  cart: CartRow,
  input: { productId?: number; planCode?: string; quantity: number; mode: 'add' | 'set' },
  country: Country,
): Promise<void> {
  if (input.mode === 'add' && input.quantity === 0)
    throw new AppError('VALIDATION_FAILED', 'Add at least one.', [
      { path: 'body.quantity', message: 'Add at least one.', code: 'invalidField' },
    ]);
  await db().transaction(async (tx) => {
    // The cart is this market's (findCart): its country never changes, so nothing is ever repriced silently.
    if (cart.country !== country) throw new AppError('INTERNAL', 'A cart of another market was changed.');
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    if (input.productId !== undefined) {
      const [product] = await tx
        .select({ id: products.id, stock: products.stock, price: productPrices.amountMinor })
        .from(products)
        .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.country, country)))
        .where(eq(products.id, input.productId));
      if (!product) throw rule('body.productId', 'unknownProduct', 'We do not have this product.');
      if (product.price === null)
        throw rule('body.productId', 'notSoldHere', 'This product is not sold in your country.');
      if (input.quantity === 0) {
        await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.id)));
        return;
      }
      const [line] = await tx
        .insert(cartItems)
        .values({ cartId: cart.id, productId: product.id, quantity: input.quantity })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: { quantity: input.mode === 'add' ? sql`${cartItems.quantity} + ${input.quantity}` : input.quantity },
        })
        .returning({ quantity: cartItems.quantity });
      const quantity = line?.quantity ?? input.quantity;
      if (quantity > MAX_LINE_QUANTITY)
        throw rule('body.quantity', 'maxQuantity', `At most ${MAX_LINE_QUANTITY} of one item.`, {
          max: MAX_LINE_QUANTITY,
        });
      if (quantity > product.stock) {
        throw product.stock === 0
          ? rule('body.productId', 'outOfStock', 'This product is sold out.')
          : rule('body.quantity', 'onlyLeft', `Only ${product.stock} left.`, { count: product.stock });
      }
      return;
    }
    const [plan] = await tx
      .select({ code: plans.code, kind: plans.kind, locationType: plans.locationType, price: planPrices.amountMinor })
      .from(plans)
      .leftJoin(planPrices, and(eq(planPrices.planCode, plans.code), eq(planPrices.country, country)))
      .where(eq(plans.code, input.planCode ?? ''));
    if (!plan) throw rule('body.planCode', 'unknownPlan', 'We do not offer this plan.');
    // A skin package needs its city and place checked: it is booked through its own endpoint (server/skin/booking.ts).
    if (plan.kind === 'skin')
      throw rule('body.planCode', 'bookSkinPackage', 'Book skin sessions with POST /api/v1/cart/skin-package.');
    if (plan.price === null)
      throw rule('body.planCode', 'notSoldHere', 'This plan is not offered in your country yet.');
    if (input.quantity > 1) throw rule('body.quantity', 'onePlan', 'A plan is booked once.');
    await replacePlan(
      tx,
      cart.id,
      input.quantity === 0 ? null : plan.code,
      (plan.locationType as LocationType | null) ?? null,
    );
  });
}

/** One plan per cart: a new plan replaces the old one and forgets the centre and slot chosen for it. */
async function replacePlan(
  tx: Executor,
  cartId: string,
  planCode: string | null,
  locationType: LocationType | null,
): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), isNotNull(cartItems.planCode)));
  if (planCode) await tx.insert(cartItems).values({ cartId, planCode, quantity: 1 });
  await tx
    .update(carts)
    .set({ locationType, clinicId: null, slotId: null, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** Puts a bookable plan in the cart at a location type; the skin booking calls this once its rules have passed. */
export async function setBookingPlan(cart: CartRow, planCode: string, locationType: LocationType): Promise<void> {
  await db().transaction((tx) => replacePlan(tx, cart.id, planCode, locationType));
}

export async function removePlan(cart: CartRow): Promise<void> {
  await db().transaction((tx) => replacePlan(tx, cart.id, null, null));
}

/**
 * Switches the scan between home and centre (the plan of that location type), keeping the cart otherwise. Skin
 * sessions keep their package and move, where their category allows it.
 */
export async function setLocationType(cart: CartRow, locationType: LocationType, country: Country): Promise<void> {
  const lines = await db()
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), isNotNull(cartItems.planCode)));
  if (lines.length === 0) throw rule('body.locationType', 'noScan', 'Add a scan to your cart first.');
  const skin = lines[0]?.planCode ? (await skinLinesOf(db(), [lines[0].planCode])).get(lines[0].planCode) : undefined;
  if (skin && lines[0]?.planCode) {
    if (!skin.locationTypes.includes(locationType))
      throw rule(
        'body.locationType',
        'notOffered',
        `This treatment is not offered ${locationType === 'home' ? 'at home' : 'at a centre'}.`,
      );
    const planCode = lines[0].planCode;
    await db().transaction((tx) => replacePlan(tx, cart.id, planCode, locationType));
    return;
  }
  const [plan] = await db()
    .select({ code: plans.code })
    .from(plans)
    .innerJoin(planPrices, and(eq(planPrices.planCode, plans.code), eq(planPrices.country, country)))
    .where(and(eq(plans.kind, 'scan'), eq(plans.locationType, locationType)));
  if (!plan) throw rule('body.locationType', 'notOffered', 'This kind of scan is not offered in your country.');
  await db().transaction((tx) => replacePlan(tx, cart.id, plan.code, locationType));
}

export async function setClinic(cart: CartRow, clinicId: number): Promise<void> {
  if (cart.locationType !== 'centre') throw rule('body.clinicId', 'notCentreScan', 'Choose a scan at a centre first.');
  const [clinic] = await db().select().from(clinics).where(eq(clinics.id, clinicId));
  if (!clinic) throw rule('body.clinicId', 'unknownClinic', 'We do not have this centre.');
  await db().update(carts).set({ clinicId, slotId: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
}

/**
 * Where the cart's booking happens, chosen once (the booking page asks it; later steps only show it): a centre,
 * which needs no address, or the customer's home at one of their addresses. A scan switches to the plan of that
 * place; skin sessions keep their package where their category is done there. The centre must be in the cart's
 * market and, for skin sessions, take them in a city offering the treatment. The slot is kept only when the place
 * stays the same.
 */
export async function setVisit(cart: CartRow, visit: Visit, userId: string | null, country: Country): Promise<void> {
  const [line] = await db()
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), isNotNull(cartItems.planCode)));
  const current = line?.planCode;
  if (!current) throw rule('body.locationType', 'noScan', 'Book a scan or sessions first.');
  const skin = (await skinLinesOf(db(), [current])).get(current);
  let planCode = current;
  if (skin) {
    if (!skin.locationTypes.includes(visit.locationType))
      throw rule(
        'body.locationType',
        'notOffered',
        `This treatment is not offered ${visit.locationType === 'home' ? 'at home' : 'at a centre'}.`,
      );
  } else {
    const [plan] = await db()
      .select({ code: plans.code })
      .from(plans)
      .innerJoin(planPrices, and(eq(planPrices.planCode, plans.code), eq(planPrices.country, country)))
      .where(and(eq(plans.kind, 'scan'), eq(plans.locationType, visit.locationType)));
    // A kit is delivered, not visited.
    const [own] = await db().select({ kind: plans.kind }).from(plans).where(eq(plans.code, current));
    if (own?.kind !== 'scan') throw rule('body.locationType', 'noScan', 'Book a scan or sessions first.');
    if (!plan) throw rule('body.locationType', 'notOffered', 'This kind of scan is not offered in your country.');
    planCode = plan.code;
  }

  let clinicId: number | null = null;
  let addressId: string | null = cart.addressId;
  if (visit.locationType === 'centre') {
    const [centre] = await db()
      .select({
        id: clinics.id,
        cityId: clinics.cityId,
        city: serviceableCities.city,
        country: serviceableCities.country,
      })
      .from(clinics)
      .innerJoin(serviceableCities, eq(serviceableCities.id, clinics.cityId))
      .where(eq(clinics.id, visit.clinicId));
    if (!centre) throw rule('body.clinicId', 'unknownClinic', 'We do not have this centre.');
    if (centre.country !== country)
      throw rule('body.clinicId', 'clinicNotInMarket', 'This centre is in another country. Choose one near you.');
    if (skin) {
      const [rooms] = await db()
        .select({ key: slotTemplates.locationKey })
        .from(slotTemplates)
        .where(eq(slotTemplates.locationKey, skinCentreLocationKey(centre.id)));
      const [offered] = await db()
        .select({ cityId: skinCategoryCities.cityId })
        .from(skinCategoryCities)
        .where(and(eq(skinCategoryCities.categoryCode, skin.category), eq(skinCategoryCities.cityId, centre.cityId)));
      if (!rooms || !offered)
        throw rule(
          'body.clinicId',
          'centreDoesNotTreat',
          `This centre does not offer this treatment. Choose another centre or sessions at home.`,
          { city: centre.city },
        );
    }
    clinicId = centre.id;
  } else {
    if (!userId) throw new AppError('UNAUTHORIZED', 'Sign in to choose the address of the home visit.');
    await getOwnAddress(userId, visit.addressId); // another customer's address is a 404, like one that does not exist
    addressId = visit.addressId;
  }

  const samePlace =
    planCode === current &&
    cart.locationType === visit.locationType &&
    (visit.locationType === 'centre' ? cart.clinicId === clinicId : cart.addressId === addressId);
  await db().transaction(async (tx) => {
    if (planCode !== current || cart.locationType !== visit.locationType)
      await replacePlan(tx, cart.id, planCode, visit.locationType);
    await tx
      .update(carts)
      .set({
        locationType: visit.locationType,
        clinicId,
        addressId,
        ...(samePlace ? {} : { slotId: null }),
        updatedAt: new Date(),
      })
      .where(eq(carts.id, cart.id));
  });
}

export async function setCartAddress(cart: CartRow, userId: string, addressId: string): Promise<void> {
  await getOwnAddress(userId, addressId); // another customer's address is a 404, like one that does not exist
  const changedCity = cart.locationType === 'home' && cart.addressId !== addressId;
  await db()
    .update(carts)
    .set({ addressId, ...(changedCity ? { slotId: null } : {}), updatedAt: new Date() })
    .where(eq(carts.id, cart.id));
}

export async function setSchedule(
  cart: CartRow,
  summary: CartSummary,
  slotId: number,
  now = new Date(),
): Promise<void> {
  const key = summary.booking?.locationKey;
  if (!summary.booking) throw rule('body.slotId', 'noScan', 'Add a scan to your cart first.');
  if (!key)
    throw rule(
      'body.slotId',
      summary.booking.locationType === 'centre' ? 'chooseClinic' : 'chooseAddress',
      summary.booking.locationType === 'centre' ? 'Choose a centre first.' : 'Choose the address of the visit first.',
    );
  const [slot] = await db().select().from(slots).where(eq(slots.id, slotId));
  if (!slot || slot.locationKey !== key)
    throw rule('body.slotId', 'unknownSlot', 'This time is not offered for your scan.');
  if (slot.startsAt.getTime() < now.getTime() + SLOT_LEAD_HOURS * 3600_000)
    throw rule('body.slotId', 'slotPast', 'This time has passed or is too soon. Choose a later one.');
  if (slot.booked >= slot.capacity) throw rule('body.slotId', 'slotFull', 'This time was just taken. Choose another.');
  await db().update(carts).set({ slotId, updatedAt: new Date() }).where(eq(carts.id, cart.id));
}

export async function setCoupon(cart: CartRow, code: string | null): Promise<void> {
  await db().update(carts).set({ couponCode: code, updatedAt: new Date() }).where(eq(carts.id, cart.id));
}

function pickName<T extends { locale: string; name: string }>(rows: T[], locale: string): string {
  for (const candidate of contentFallbackChain(locale as ContentLocale)) {
    const found = rows.find((r) => r.locale === candidate);
    if (found) return found.name;
  }
  return rows[0]?.name ?? '';
}

const EMPTY_BLOCKERS: CartSummary['blockers'] = ['empty'];

/**
 * The cart as the customer sees it in a market: every price read from the catalogue now, problems per line,
 * the coupon re-checked, totals, the booking, and what still blocks checkout.
 */
export async function summarize(
  cart: CartRow | null,
  market: Market,
  userId: string | null,
  database: Executor = db(),
  now = new Date(),
): Promise<CartSummary> {
  const currency: Currency = currencyOf(market.country);
  const base: CartSummary = {
    country: market.country,
    currency,
    lines: [],
    count: 0,
    subtotalMinor: 0,
    discountMinor: 0,
    deliveryMinor: 0,
    totalMinor: 0,
    coupon: null,
    referral: null,
    coins: null,
    address: null,
    addressFor: null,
    ships: false,
    booking: null,
    blockers: EMPTY_BLOCKERS,
  };
  if (!cart) return base;
  const items = await database
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(cartItems.createdAt);
  const productIds = items.flatMap((i) => (i.productId === null ? [] : [i.productId]));
  const planCodes = items.flatMap((i) => (i.planCode === null ? [] : [i.planCode]));
  const productRows = productIds.length
    ? await database
        .select({ product: products, price: productPrices })
        .from(products)
        .leftJoin(
          productPrices,
          and(eq(productPrices.productId, products.id), eq(productPrices.country, market.country)),
        )
        .where(inArray(products.id, productIds))
    : [];
  const names = productIds.length
    ? await database.select().from(productTranslations).where(inArray(productTranslations.productId, productIds))
    : [];
  const planRows = planCodes.length
    ? await database
        .select({ plan: plans, price: planPrices })
        .from(plans)
        .leftJoin(planPrices, and(eq(planPrices.planCode, plans.code), eq(planPrices.country, market.country)))
        .where(inArray(plans.code, planCodes))
    : [];
  const skinLines = await skinLinesOf(
    database,
    planRows.filter((r) => r.plan.kind === 'skin').map((r) => r.plan.code),
  );

  // Read on the caller's connection: inside the checkout transaction a second connection may not exist.
  let address: CartSummary['address'] = null;
  if (cart.addressId && userId) {
    const [row] = await database
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, cart.addressId), eq(addresses.userId, userId)));
    address = row ? toAddress(row) : null;
  }
  // The centre of a visit there: its city is where the booking happens, whatever the address (if any) says.
  const [centre] =
    cart.locationType === 'centre' && cart.clinicId
      ? await database
          .select({ id: clinics.id, name: clinics.name, address: clinics.address, city: serviceableCities.city })
          .from(clinics)
          .innerJoin(serviceableCities, eq(serviceableCities.id, clinics.cityId))
          .where(eq(clinics.id, cart.clinicId))
      : [];
  // A scan or sessions are offered (or not) in the city of their place: the centre's, or the home visit's address;
  // a kit in the city it is delivered to.
  const bookingPlan = planRows.find((r) => r.plan.kind === 'scan' || r.plan.kind === 'skin');
  const placeCity = bookingPlan
    ? cart.locationType === 'centre'
      ? (centre?.city ?? null)
      : (address?.city ?? null)
    : (address?.city ?? null);
  let offeredInCity: Set<string> | null = null;
  if (placeCity && planCodes.length) {
    const rows = await database
      .select({ code: planCities.planCode })
      .from(planCities)
      .innerJoin(serviceableCities, eq(serviceableCities.id, planCities.cityId))
      .where(and(eq(serviceableCities.city, placeCity), inArray(planCities.planCode, planCodes)));
    offeredInCity = new Set(rows.map((r) => r.code));
    // Skin packages are offered where their category is (location-based services).
    if (skinLines.size)
      for (const code of await skinPlansOfferedIn(database, placeCity, [...skinLines.keys()])) offeredInCity.add(code);
  }

  const lines: CartLine[] = [];
  const priced: PricedLine[] = [];
  for (const item of items) {
    if (item.productId !== null) {
      const row = productRows.find((r) => r.product.id === item.productId);
      if (!row) continue;
      const unit = row.price?.amountMinor ?? 0;
      const problem = row.price === null ? 'notSoldHere' : row.product.stock < item.quantity ? 'outOfStock' : null;
      lines.push({
        id: item.id,
        kind: 'product',
        line: row.product.line as ProductLine,
        productId: row.product.id,
        planCode: null,
        planKind: null,
        skin: null,
        name: pickName(
          names.filter((n) => n.productId === row.product.id),
          market.locale,
        ),
        slug: row.product.slug,
        image: row.product.image,
        quantity: item.quantity,
        unitMinor: unit,
        compareAtMinor: row.price?.compareAtMinor ?? null,
        lineMinor: unit * item.quantity,
        problem,
        maxQuantity: Math.max(0, Math.min(MAX_LINE_QUANTITY, row.product.stock)),
      });
      priced.push({ kind: 'product', shipped: true, lineMinor: unit * item.quantity, usable: problem === null });
    } else {
      const row = planRows.find((r) => r.plan.code === item.planCode);
      if (!row) continue;
      const unit = row.price?.amountMinor ?? 0;
      const problem =
        row.price === null
          ? 'notSoldHere'
          : offeredInCity && !offeredInCity.has(row.plan.code)
            ? 'notOfferedInCity'
            : null;
      const skin = skinLines.get(row.plan.code);
      lines.push({
        id: item.id,
        kind: 'plan',
        line: skin ? 'skinnsi' : 'toothsi',
        productId: null,
        planCode: row.plan.code,
        planKind: row.plan.kind as PlanKind,
        skin: skin ? { category: skin.category, service: skin.service, sessions: skin.sessions } : null,
        name: row.plan.code,
        slug: null,
        image: null,
        quantity: 1,
        unitMinor: unit,
        compareAtMinor: row.price?.compareAtMinor ?? null,
        lineMinor: unit,
        problem,
        maxQuantity: 1,
      });
      priced.push({ kind: 'plan', shipped: row.plan.kind === 'kit', lineMinor: unit, usable: problem === null });
    }
  }

  let coupon: CartSummary['coupon'] = null;
  let discount = 0;
  if (cart.couponCode) {
    const row = await couponRow(cart.couponCode, database);
    // A customer's own uses count against a per-customer limit; a guest's are known once they sign in to order.
    const uses =
      row?.maxUsesPerCustomer != null && userId ? await customerCouponUses(database, userId, row.code) : null;
    const verdict = evaluateCoupon(row, priced, market.country, now, uses);
    coupon = verdict.ok
      ? { code: cart.couponCode, applied: true, reason: null, discountMinor: verdict.discountMinor }
      : { code: cart.couponCode, applied: false, reason: verdict.reason, discountMinor: 0 };
    if (verdict.ok) discount = verdict.discountMinor;
  }

  // A friend's referral discount and the customer's coins come after the coupon (server/rewards/cart-rewards.ts).
  const usableLines = lines.filter((l) => l.problem === null);
  const rewards = await cartRewards(database, {
    cart,
    userId,
    country: market.country,
    currency,
    lines: usableLines,
    subtotalMinor: usableLines.reduce((sum, l) => sum + l.lineMinor, 0),
    couponDiscountMinor: discount,
    addressPhone: address?.phone ?? null,
    now,
  });
  discount += rewards.discountMinor;

  let booking: CartSummary['booking'] = null;
  // One booking per cart: a scan, or a package of skin sessions at their own places (skin-home / skin-centre).
  const scanLine = lines.find((l) => l.planKind === 'scan' || l.planKind === 'skin');
  if (scanLine?.planCode) {
    const kind: BookingKind = scanLine.planKind === 'skin' ? 'skin' : 'scan';
    const locationType: LocationType = cart.locationType === 'centre' ? 'centre' : 'home';
    const clinic = centre;
    const centreKey = kind === 'skin' ? skinCentreLocationKey : clinicLocationKey;
    const homeKey = kind === 'skin' ? skinHomeLocationKey : homeLocationKey;
    const locationKey =
      locationType === 'centre' ? (clinic ? centreKey(clinic.id) : null) : address ? homeKey(address.city) : null;
    const [slot] = cart.slotId ? await database.select().from(slots).where(eq(slots.id, cart.slotId)) : [];
    const slotValid =
      slot && slot.locationKey === locationKey && slot.startsAt.getTime() >= now.getTime() + SLOT_LEAD_HOURS * 3600_000;
    const [place] = locationKey
      ? await database
          .select({ timeZone: slotTemplates.timeZone })
          .from(slotTemplates)
          .where(eq(slotTemplates.locationKey, locationKey))
      : [];
    const timeZone = place?.timeZone ?? timeZoneOf(market.country);
    booking = {
      kind,
      planCode: scanLine.planCode,
      locationType,
      clinic: locationType === 'centre' ? (clinic ?? null) : null,
      slot: slotValid ? { id: slot.id, startsAt: slot.startsAt.toISOString() } : null,
      locationKey,
      timeZone,
    };
  }

  // An address is asked only for what needs one: a home visit, or goods to deliver. A centre visit needs none.
  const ships = priced.some((l) => l.shipped);
  const addressFor: AddressPurpose | null = booking?.locationType === 'home' ? 'homeVisit' : ships ? 'delivery' : null;
  const blockers: CartSummary['blockers'] = [];
  if (lines.length === 0) blockers.push('empty');
  if (lines.some((l) => l.problem)) blockers.push('lineProblem');
  if (addressFor && !address) blockers.push('address');
  if (booking?.locationType === 'centre' && !booking.clinic) blockers.push('clinic');
  if (booking && !booking.slot) blockers.push('slot');

  return {
    ...base,
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    ...totals(priced, discount, market.country),
    coupon,
    referral: rewards.referral,
    coins: rewards.coins,
    address,
    addressFor,
    ships,
    booking,
    blockers,
  };
}

/** A coupon by its code, on the caller's connection (the checkout transaction's, when there is one). */
async function couponRow(code: string, database: Executor) {
  return (await database.select().from(coupons).where(eq(coupons.code, code)))[0];
}

/** Number of items in the owner's cart of a market, for the header badge. */
export async function cartCount(owner: CartOwner, country: Country): Promise<number> {
  return (await cartCounts(owner))[country] ?? 0;
}

/** The number of items in each of the owner's carts, by market (0 where there is none): every badge at sign-in. */
export async function cartCounts(owner: CartOwner): Promise<CartCounts> {
  const counts = Object.fromEntries(COUNTRY_CODES.map((c) => [c, 0])) as Record<Country, number>;
  const mine = ownerCondition(owner);
  if (!mine) return counts;
  const rows = await db()
    .select({ country: carts.country, count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(mine)
    .groupBy(carts.country);
  for (const row of rows) if (row.country in counts) counts[row.country as Country] = row.count;
  return counts;
}

/** Badge counts by market; a market left out keeps its badge as it is. */
export type CartCounts = Partial<Record<Country, number>>;

/**
 * At sign-in, the guest's cart joins the customer's: quantities add up (to the per-line maximum), the guest's
 * plan and coupon win because they are the newest intent, and the guest cart is deleted. One transaction.
 */
export async function mergeGuestCart(guestToken: string | null, userId: string): Promise<void> {
  if (!guestToken) return;
  await db().transaction(async (tx) => {
    // One cart per market: each of the guest's carts joins the customer's cart of the same market.
    const guests = await tx
      .select()
      .from(carts)
      .where(eq(carts.guestTokenHash, hashToken(guestToken)));
    for (const guest of guests) await mergeInto(tx, guest, userId);
  });
}

/** One guest cart joins the customer's cart of its market, or becomes it. */
async function mergeInto(tx: Executor, guest: CartRow, userId: string): Promise<void> {
  const [mine] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.country, guest.country)));
  if (!mine) {
    await tx.update(carts).set({ userId, guestTokenHash: null, updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return;
  }
  const guestLines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
  for (const line of guestLines) {
    if (line.productId !== null) {
      await tx
        .insert(cartItems)
        .values({ cartId: mine.id, productId: line.productId, quantity: line.quantity })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: { quantity: sql`least(${cartItems.quantity} + ${line.quantity}, ${MAX_LINE_QUANTITY})` },
        });
    } else if (line.planCode) {
      await replacePlan(tx, mine.id, line.planCode, guest.locationType as LocationType | null);
      if (guest.clinicId) await tx.update(carts).set({ clinicId: guest.clinicId }).where(eq(carts.id, mine.id));
    }
  }
  await moveSkinChoice(tx, guest.id, mine.id);
  if (guest.couponCode) await tx.update(carts).set({ couponCode: guest.couponCode }).where(eq(carts.id, mine.id));
  if (guest.referralCode) await tx.update(carts).set({ referralCode: guest.referralCode }).where(eq(carts.id, mine.id));
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, mine.id));
  await tx.delete(carts).where(eq(carts.id, guest.id));
}

export function guestTokenFrom(request: NextRequest): string | null {
  return guestTokenOf(request.cookies);
}

/** Cookies of a cart answer: a new guest cart's token, and the readable item count the header badge shows. */
export function cartCookies(
  request: NextRequest,
  options: { newGuestToken?: string | null; clearGuest?: boolean; counts: CartCounts },
) {
  return (response: NextResponse) => {
    const secure = isSecureRequest(request);
    if (options.newGuestToken) {
      response.cookies.set(secure ? SECURE_GUEST_CART_COOKIE : GUEST_CART_COOKIE, options.newGuestToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: GUEST_CART_TTL_DAYS * 86_400,
      });
    }
    if (options.clearGuest)
      for (const name of [GUEST_CART_COOKIE, SECURE_GUEST_CART_COOKIE])
        response.cookies.set(name, '', {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          maxAge: 0,
          secure: name === SECURE_GUEST_CART_COOKIE,
        });
    // One badge per market: each market's pages show the count of their own cart.
    for (const [country, count] of Object.entries(options.counts))
      response.cookies.set(cartCountCookie(country as Country), String(count), {
        httpOnly: false,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: GUEST_CART_TTL_DAYS * 86_400,
      });
  };
}

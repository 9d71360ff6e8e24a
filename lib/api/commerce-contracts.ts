import { z } from 'zod';
import type { EndpointContract } from './contracts';
import { CART_PATH, ORDERS_PATH } from './paths';
import { CONTENT_LOCALES, LOCALE_IDS } from '@/i18n/locales';
import {
  ADDRESS_PURPOSES,
  BOOKING_KINDS,
  COUPON_REASONS,
  DAY_STATES,
  LOCATION_TYPES,
  MAX_LINE_QUANTITY,
  ORDER_STAGES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PLAN_KINDS,
} from '@/lib/commerce';
import { PRODUCT_LINES } from '@/lib/catalog';
import { SKIN_CATEGORIES } from '@/lib/skin';
import { currencySchema } from './money-schema';
import { addressSchema } from './account-contracts';
import { cartCoinsSchema, cartReferralSchema } from './rewards-schemas';

const country = z.enum(['IN', 'AE', 'SA', 'QA', 'BH']);
const uuid = z.uuid('Not a valid id.');

/** Every cart call says which market the page is in: prices in its currency, names in its content locale. */
const market = z.object({
  country: country.default('IN'),
  locale: z.enum(CONTENT_LOCALES as [string, ...string[]]).default('en'),
});

/** What a skin package line books: the pages name it from these (`skin.services.{service}`, the session count). */
const skinLineSchema = z.object({ category: z.enum(SKIN_CATEGORIES), service: z.string(), sessions: z.number().int() });

const cartLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['product', 'plan']),
  /** The business line the line belongs to (a skincare product or skin package: skinnsi). */
  line: z.enum(PRODUCT_LINES),
  productId: z.number().int().nullable(),
  planCode: z.string().nullable(),
  planKind: z.enum(PLAN_KINDS).nullable(),
  /** Present on a skin package line. */
  skin: skinLineSchema.nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitMinor: z.number().int(),
  compareAtMinor: z.number().int().nullable(),
  lineMinor: z.number().int(),
  /** Not sold in this market, or not enough stock for the quantity. */
  problem: z.enum(['notSoldHere', 'outOfStock', 'notOfferedInCity']).nullable(),
  maxQuantity: z.number().int(),
});

const clinicSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string(), city: z.string() });
const slotSchema = z.object({ id: z.number().int(), startsAt: z.string() });

export const cartSummarySchema = z.object({
  country,
  currency: currencySchema,
  lines: z.array(cartLineSchema),
  count: z.number().int(),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  deliveryMinor: z.number().int(),
  totalMinor: z.number().int(),
  coupon: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      reason: z.enum(COUPON_REASONS).nullable(),
      discountMinor: z.number().int(),
    })
    .nullable(),
  /** A friend's referral code and its discount (part of `discountMinor`). */
  referral: cartReferralSchema.nullable(),
  /** The signed-in customer's coins and what this order redeems (part of `discountMinor`). */
  coins: cartCoinsSchema.nullable(),
  address: addressSchema.nullable(),
  /**
   * What an address is needed for: the home visit (its goods, if any, go there too), delivering goods, or nothing
   * (a visit at a centre, with nothing to deliver, needs no address at all).
   */
  addressFor: z.enum(ADDRESS_PURPOSES).nullable(),
  /** Something in the cart is delivered (products, an impression kit): only then is there a delivery line. */
  ships: z.boolean(),
  /** Present when the cart holds a scan or skin sessions. */
  booking: z
    .object({
      kind: z.enum(BOOKING_KINDS),
      planCode: z.string(),
      locationType: z.enum(LOCATION_TYPES),
      clinic: clinicSchema.nullable(),
      slot: slotSchema.nullable(),
      locationKey: z.string().nullable(),
      /** The time zone of the place of the scan: its times are shown in it. */
      timeZone: z.string(),
    })
    .nullable(),
  /** What still stops checkout, in the order the customer should fix it. */
  blockers: z.array(z.enum(['empty', 'lineProblem', 'address', 'clinic', 'slot'])),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;
export type CartLine = z.infer<typeof cartLineSchema>;

const cartResponse = z.object({ cart: cartSummarySchema });

export const cartSummaryContract = {
  method: 'GET',
  path: CART_PATH,
  summary: "Cart summary: lines priced from the catalogue, coupon, delivery and total in the market's currency",
  tags: ['cart'],
  query: market,
  response: cartResponse,
} as const satisfies EndpointContract;

export const cartCountContract = {
  method: 'GET',
  path: '/api/v1/cart/count',
  summary: "Number of items in the market's cart (the header badge)",
  tags: ['cart'],
  query: market,
  response: z.object({ count: z.number().int() }),
} as const satisfies EndpointContract;

export const updateCartContract = {
  method: 'POST',
  path: '/api/v1/cart/items',
  summary: 'Adds a product or plan, or sets a product line to a quantity (0 removes it). Guests get a cart cookie',
  tags: ['cart'],
  query: market,
  body: z
    .object({
      productId: z.number().int().positive().optional(),
      planCode: z.string().min(1).max(40).optional(),
      quantity: z
        .number()
        .int('Quantity must be a whole number.')
        .min(0, 'Quantity cannot be negative.')
        .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one item.`),
      /** `set` replaces the line's quantity; `add` adds to it. */
      mode: z.enum(['add', 'set']).default('add'),
    })
    .strict()
    .refine((b) => (b.productId === undefined) !== (b.planCode === undefined), {
      message: 'Send either productId or planCode.',
      path: ['productId'],
    }),
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

export const removePlanContract = {
  method: 'DELETE',
  path: '/api/v1/cart/plan',
  summary: 'Removes the scan or kit plan from the cart, with its centre and slot choices',
  tags: ['cart'],
  query: market,
  response: cartResponse,
} as const satisfies EndpointContract;

export const applyCouponContract = {
  method: 'POST',
  path: '/api/v1/cart/coupon',
  summary: 'Applies a coupon code; an unusable code is answered with its reason and not kept',
  tags: ['cart'],
  query: market,
  body: z.object({ code: z.string().trim().min(2, 'Enter a coupon code.').max(32).toUpperCase() }).strict(),
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

export const removeCouponContract = {
  method: 'DELETE',
  path: '/api/v1/cart/coupon',
  summary: 'Removes the coupon from the cart',
  tags: ['cart'],
  query: market,
  response: cartResponse,
} as const satisfies EndpointContract;

export const setLocationTypeContract = {
  method: 'POST',
  path: '/api/v1/cart/location-type',
  summary: 'Chooses a scan at home or at an experience centre (switches the scan plan)',
  tags: ['booking'],
  query: market,
  body: z.object({ locationType: z.enum(LOCATION_TYPES) }).strict(),
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

export const setClinicContract = {
  method: 'POST',
  path: '/api/v1/cart/clinic',
  summary: 'Chooses the experience centre of a centre scan',
  tags: ['booking'],
  query: market,
  body: z.object({ clinicId: z.number().int().positive() }).strict(),
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

export const setCartAddressContract = {
  method: 'POST',
  path: '/api/v1/cart/address',
  summary: "Chooses one of the customer's addresses for delivery and home visits",
  tags: ['booking'],
  query: market,
  body: z.object({ addressId: uuid }).strict(),
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

export const setScheduleContract = {
  method: 'POST',
  path: '/api/v1/cart/schedule',
  summary: 'Chooses the slot of the scan (reserved when the order is placed)',
  tags: ['booking'],
  query: market,
  body: z.object({ slotId: z.number().int().positive() }).strict(),
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

/**
 * Where the booked visit happens, chosen once: at a centre (which one; no address is asked, none is needed) or at the
 * customer's home (the address of the visit, one of their saved addresses: required).
 */
export const visitSchema = z.discriminatedUnion(
  'locationType',
  [
    z
      .object({
        locationType: z.literal('centre'),
        clinicId: z.number({ error: 'Choose a centre.' }).int('Choose a centre.').positive('Choose a centre.'),
      })
      .strict(),
    z
      .object({
        locationType: z.literal('home'),
        addressId: z.uuid({
          error: (issue) => (issue.input === undefined ? 'Choose the address of the home visit.' : 'Not a valid id.'),
        }),
      })
      .strict(),
  ],
  { error: 'Choose home or a centre.' },
);
export type Visit = z.infer<typeof visitSchema>;

export const setVisitContract = {
  method: 'POST',
  path: '/api/v1/cart/visit',
  summary:
    'Where the booked scan or sessions happen: a centre (no address needed) or home (the address of the visit, required; signed in)',
  tags: ['booking'],
  query: market,
  body: visitSchema,
  response: cartResponse,
  idempotent: true,
} as const satisfies EndpointContract;

const planSchema = z.object({
  code: z.string(),
  kind: z.enum(PLAN_KINDS),
  locationType: z.enum(LOCATION_TYPES).nullable(),
  price: z.object({ amountMinor: z.number().int(), currency: currencySchema }),
  compareAt: z.object({ amountMinor: z.number().int(), currency: currencySchema }).nullable(),
});
export type PlanOffer = z.infer<typeof planSchema>;

export const bookingCitiesContract = {
  method: 'GET',
  path: '/api/v1/booking/cities',
  summary: 'Cities of a country where a scan or kit is offered, by name',
  tags: ['booking'],
  query: z.object({ country: country.default('IN') }),
  response: z.object({ cities: z.array(z.string()) }),
} as const satisfies EndpointContract;

export const scanTypesContract = {
  method: 'GET',
  path: '/api/v1/booking/scan-types',
  summary: 'City-wise scan types: the scans and kits offered in a city, with prices',
  tags: ['booking'],
  query: z.object({ city: z.string().trim().min(2).max(60), country: country.default('IN') }),
  response: z.object({ city: z.string(), plans: z.array(planSchema) }),
} as const satisfies EndpointContract;

export const centreFlowContract = {
  method: 'GET',
  path: '/api/v1/booking/centre-flow',
  summary: "Is-centre-flow check: whether a city has experience centres, and which (of the page's market's cities)",
  tags: ['booking'],
  /** With a country, a city of another market is not served (a Gulf page never lists an Indian centre). */
  query: z.object({ city: z.string().trim().min(2).max(60), country: country.optional() }),
  response: z.object({ city: z.string(), centreFlow: z.boolean(), clinics: z.array(clinicSchema) }),
} as const satisfies EndpointContract;

const daySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  slots: z.array(z.object({ id: z.number().int(), startsAt: z.string(), time: z.string(), left: z.number().int() })),
  alertSubscribed: z.boolean(),
});
export type ScheduleDay = z.infer<typeof daySchema>;

export const scheduleContract = {
  method: 'GET',
  path: '/api/v1/booking/slots',
  summary: "The next two weeks of the scan place of the market's cart: each day's free times, or why there are none",
  tags: ['booking'],
  query: market,
  response: z.object({ locationKey: z.string(), timeZone: z.string(), days: z.array(daySchema) }),
} as const satisfies EndpointContract;

/** A place's free times as a visitor may see them before signing in: days, their state and the times still free. */
export const availabilityDaySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  times: z.array(z.string()),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilityContract = {
  method: 'GET',
  path: '/api/v1/booking/availability',
  summary: "Free scan times of a city's home visits or of one of its centres, for anyone (no sign-in): two weeks",
  tags: ['booking'],
  query: z.object({
    country: country.default('IN'),
    city: z.string().trim().min(2).max(60),
    place: z.enum(['home', 'centre'], 'Choose home or centre.'),
    clinicId: z.coerce.number('Choose a centre.').int('Choose a centre.').positive('Choose a centre.').optional(),
  }),
  response: z.object({ city: z.string(), timeZone: z.string(), days: z.array(availabilityDaySchema) }),
} as const satisfies EndpointContract;

export const slotAlertContract = {
  method: 'POST',
  path: '/api/v1/booking/slot-alerts',
  summary: 'Slot-open notification: tells the customer by SMS when a place frees up on a full day',
  tags: ['booking'],
  query: market,
  body: z.object({ locationKey: z.string().min(3).max(32), date: z.iso.date('Use a date like 2026-12-01.') }).strict(),
  response: z.object({ subscribed: z.literal(true) }),
  idempotent: true,
} as const satisfies EndpointContract;

const orderItemSchema = z.object({
  productId: z.number().int().nullable(),
  planCode: z.string().nullable(),
  skin: skinLineSchema.nullable(),
  name: z.string(),
  unitMinor: z.number().int(),
  quantity: z.number().int(),
  lineMinor: z.number().int(),
});

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  stage: z.enum(ORDER_STAGES),
  currency: currencySchema,
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  deliveryMinor: z.number().int(),
  totalMinor: z.number().int(),
  couponCode: z.string().nullable(),
  /** What the order books at its slot; null for goods only. Its timeline follows from it. */
  bookingKind: z.enum(BOOKING_KINDS).nullable(),
  /** The business lines of its items, so my orders can show both. */
  lines: z.array(z.enum(PRODUCT_LINES)),
  items: z.array(orderItemSchema),
  address: z.record(z.string(), z.string().nullable()).nullable(),
  locationType: z.enum(LOCATION_TYPES).nullable(),
  clinic: clinicSchema.nullable(),
  slotStartsAt: z.string().nullable(),
  slotTimeZone: z.string().nullable(),
  payment: z.object({ status: z.enum(PAYMENT_STATUSES), gateway: z.string(), attempts: z.number().int() }).nullable(),
  timeline: z.array(z.object({ stage: z.enum(ORDER_STAGES), at: z.string().nullable() })),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  locale: z.string(),
  /** Something in the order is delivered (products, an impression kit): only then does it show a delivery line. */
  ships: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

const checkoutStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('form'), action: z.string(), fields: z.record(z.string(), z.string()) }),
  /** Nothing to pay (a coupon covered it all): the order is already paid. */
  z.object({ kind: z.literal('none') }),
  /** The order is placed but the gateway did not answer: pay it later from its retry page. */
  z.object({ kind: z.literal('retry'), reason: z.literal('gatewayUnavailable') }),
]);
export type CheckoutStartBody = z.infer<typeof checkoutStartSchema>;

export const placeOrderContract = {
  method: 'POST',
  path: '/api/v1/orders',
  summary:
    'Places the order of the cart: prices, stock, slot and coupon settled in one transaction; starts the payment',
  tags: ['orders'],
  body: z
    .object({
      country,
      locale: z.enum(LOCALE_IDS as [string, ...string[]]),
      /** The total the customer saw; a different total on the server is refused so nobody pays a surprise. */
      expectedTotalMinor: z.number().int().min(0),
    })
    .strict(),
  response: z.object({ order: orderSchema, checkout: checkoutStartSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

const orderIdParam = z.object({ id: uuid });

export const listOrdersContract = {
  method: 'GET',
  path: ORDERS_PATH,
  summary: "The customer's orders, newest first",
  tags: ['orders'],
  response: z.object({ orders: z.array(orderSchema) }),
} as const satisfies EndpointContract;

export const singleOrderContract = {
  method: 'GET',
  path: '/api/v1/orders/{id}',
  summary: 'Single order with items, payment and timeline; a pending payment is reconciled with the gateway first',
  tags: ['orders'],
  params: orderIdParam,
  response: z.object({ order: orderSchema }),
} as const satisfies EndpointContract;

export const payOrderContract = {
  method: 'POST',
  path: '/api/v1/orders/{id}/pay',
  summary: 'Payment link and retry: starts a new payment attempt of an unpaid order of the signed-in owner',
  tags: ['orders'],
  params: orderIdParam,
  response: z.object({ order: orderSchema, checkout: checkoutStartSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const cancelOrderContract = {
  method: 'POST',
  path: '/api/v1/orders/{id}/cancel',
  summary: 'Cancels an unpaid order: gives back stock and the slot, and tells those waiting for the slot',
  tags: ['orders'],
  params: orderIdParam,
  response: z.object({ order: orderSchema }),
  idempotent: true,
} as const satisfies EndpointContract;

export const advanceOrderContract = {
  method: 'POST',
  path: '/api/v1/ops/orders/{id}/stage',
  summary: 'Operations: moves a paid order forward on its timeline (Bearer OPS_SECRET)',
  tags: ['operations'],
  params: orderIdParam,
  body: z.object({ stage: z.enum(ORDER_STAGES) }).strict(),
  response: z.object({ order: orderSchema }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const paymentWebhookContract = {
  method: 'POST',
  path: '/api/v1/payments/webhook/{gateway}',
  summary: 'Gateway webhooks, verified over the raw body; a replayed event changes nothing',
  tags: ['payments'],
  params: z.object({ gateway: z.enum(['sandbox', 'razorpay']) }),
  response: z.object({ received: z.literal(true), applied: z.boolean() }),
  auth: 'secret',
} as const satisfies EndpointContract;

export const COMMERCE_CONTRACTS: readonly EndpointContract[] = [
  cartSummaryContract,
  cartCountContract,
  updateCartContract,
  removePlanContract,
  applyCouponContract,
  removeCouponContract,
  setLocationTypeContract,
  setClinicContract,
  setCartAddressContract,
  setScheduleContract,
  setVisitContract,
  bookingCitiesContract,
  scanTypesContract,
  centreFlowContract,
  scheduleContract,
  availabilityContract,
  slotAlertContract,
  placeOrderContract,
  listOrdersContract,
  singleOrderContract,
  payOrderContract,
  cancelOrderContract,
  advanceOrderContract,
  paymentWebhookContract,
];

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Cities we serve, per business line (spec §3 serviceable city; spec §9 scan-at-home cities). */
export const serviceableCities = pgTable('serviceable_cities', {
  id: serial('id').primaryKey(),
  city: text('city').notNull().unique(),
  defaultPincode: varchar('default_pincode', { length: 6 }).notNull(),
  toothsi: boolean('toothsi').notNull().default(false),
  skinnsi: boolean('skinnsi').notNull().default(false),
  /** First three digits of the PIN codes we serve in this city. */
  pincodePrefixes: jsonb('pincode_prefixes').$type<string[]>().notNull().default([]),
  /** ISO country; the India city list and the Gulf delivery cities share this table. */
  country: varchar('country', { length: 2 }).notNull().default('IN'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to writes sent with an Idempotency-Key: a retry of the same logical request gets the first answer
 * again instead of repeating the write. Scoped by route and caller so keys never collide across them.
 * A row without an answer is a claim: its owner renews `lease_until` while it works, so a claim left by a process
 * that died can be taken over once the lease has run out; `claim_token` tells the owner apart from a successor.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid('claim_token').notNull().defaultRandom(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Customers. A phone number (E.164) is the identity; name and gender lock once saved (spec §5). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: varchar('phone', { length: 20 }).notNull().unique(),
  country: varchar('country', { length: 2 }).notNull(),
  name: text('name'),
  gender: varchar('gender', { length: 16 }),
  email: text('email'),
  dateOfBirth: date('date_of_birth'),
  preferredLanguage: varchar('preferred_language', { length: 16 }),
  journeyStage: varchar('journey_stage', { length: 32 }).notNull().default('initial'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in sessions. Only a SHA-256 of the token is stored; revoking sets revoked_at. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time sign-in codes: HMAC of phone and code only, single use, 5 minutes, at most 5 wrong tries. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_phone_created_idx').on(t.phone, t.createdAt),
    index('otp_ip_created_idx').on(t.ip, t.createdAt),
    // One live code per number: a send consumes the earlier one in the same transaction (server/auth/otp.ts).
    uniqueIndex('otp_one_live_code')
      .on(t.phone)
      .where(sql`${t.consumedAt} is null`),
  ],
);

/** Messages to customers (SMS today). The default provider only writes here; a real one also sends. */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: varchar('channel', { length: 16 }).notNull().default('sms'),
  recipient: varchar('recipient', { length: 32 }).notNull(),
  purpose: varchar('purpose', { length: 32 }).notNull(),
  body: text('body').notNull(),
  provider: varchar('provider', { length: 32 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** A message to send later (a booking reminder); null sends at once. */
  sendAfter: timestamp('send_after', { withTimezone: true }),
  error: text('error'),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 16 }).notNull().default('home'),
    recipientName: text('recipient_name').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    landmark: text('landmark'),
    city: text('city').notNull(),
    pincode: varchar('pincode', { length: 10 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const smileTrackerSettings = pgTable('smile_tracker_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyWearHours: integer('daily_wear_hours').notNull(),
  reminderTimes: jsonb('reminder_times').$type<string[]>().notNull(),
  currentAligner: integer('current_aligner').notNull(),
  daysPerAligner: integer('days_per_aligner').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Answers to a consultation questionnaire and the recommendation computed from them. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull(),
    recommendation: jsonb('recommendation').$type<{ code: string; score: number }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessments_user_idx').on(t.userId, t.createdAt)],
);

/** The oral-care shop (spec §2 products). Ids are the numbers in /toothsi/products/{productId}/{slug}. */
export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  /** `toothsi` (oral care) or `skinnsi` (skincare): one catalogue, each line's shop lists its own. */
  line: varchar('line', { length: 8 }).notNull().default('toothsi'),
  category: varchar('category', { length: 32 }).notNull(),
  image: text('image').notNull(),
  /** Every picture of the product, the main one first. */
  gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
  stock: integer('stock').notNull(),
  bestseller: boolean('bestseller').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  ratingTenths: integer('rating_tenths').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Name and copy of a product per content locale (en and ar; regional locales fall back to them). */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    inTheBox: jsonb('in_the_box').$type<string[]>().notNull(),
    howToUse: jsonb('how_to_use').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

/** Price per country in minor units of that country's currency; compare-at is the struck-through price. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    country: varchar('country', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    compareAtMinor: integer('compare_at_minor'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.country] })],
);

/** Dentists and clinics asking to partner with us (/doctor-partners, /toothsi/doctor-partners, /ae/doctor-partners). */
export const partnerApplications = pgTable('partner_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  doctorName: text('doctor_name').notNull(),
  clinicName: text('clinic_name').notNull(),
  practiceType: varchar('practice_type', { length: 24 }).notNull(),
  registrationNumber: varchar('registration_number', { length: 40 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  email: text('email').notNull(),
  city: text('city').notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  message: text('message'),
  locale: varchar('locale', { length: 8 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Job applications from /toothsi/careers, with the CV kept alongside (PDF or Word, at most 5 MB). */
export const careerApplications = pgTable('career_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  roleId: varchar('role_id', { length: 80 }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  coverNote: text('cover_note'),
  cvFilename: text('cv_filename').notNull(),
  cvType: varchar('cv_type', { length: 8 }).notNull(),
  cvSize: integer('cv_size').notNull(),
  cv: bytea('cv').notNull(),
  locale: varchar('locale', { length: 8 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------------------------------------------------
 * Commerce: scan plans, experience centres, slots, carts, coupons, orders and payments.
 * ---------------------------------------------------------------------------------------------------------- */

/** What a customer can book besides shop products: a 3D scan at home or at a centre, or an impression kit. */
export const plans = pgTable('plans', {
  code: varchar('code', { length: 40 }).primaryKey(),
  /** `scan` needs a slot; `kit` is delivered to the address. */
  kind: varchar('kind', { length: 8 }).notNull(),
  /** Where a scan happens: `home` or `centre`; null for a kit. */
  locationType: varchar('location_type', { length: 8 }),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    planCode: varchar('plan_code', { length: 40 })
      .notNull()
      .references(() => plans.code, { onDelete: 'cascade' }),
    country: varchar('country', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    compareAtMinor: integer('compare_at_minor'),
  },
  (t) => [primaryKey({ columns: [t.planCode, t.country] })],
);

/** City-wise scan types: the plans offered in each city. */
export const planCities = pgTable(
  'plan_cities',
  {
    planCode: varchar('plan_code', { length: 40 })
      .notNull()
      .references(() => plans.code, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => serviceableCities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planCode, t.cityId] })],
);

/** Experience centres, where a scan can be done instead of at home. */
export const clinics = pgTable('clinics', {
  id: integer('id').primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => serviceableCities.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  pincode: varchar('pincode', { length: 10 }).notNull(),
  /** Where it is, for the centre finder's distance sort; null until an operator places it (listed last). */
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  /** Opening hours, local time of the city (HH:MM), and the days it opens (0 = Sunday). */
  opensAt: varchar('opens_at', { length: 5 }).notNull().default('10:00'),
  closesAt: varchar('closes_at', { length: 5 }).notNull().default('20:00'),
  openDays: jsonb('open_days').$type<number[]>().notNull().default([0, 1, 2, 3, 4, 5, 6]),
  /** What can be done there: 3D scans for aligners and/or skin treatments (lib/centres.ts CENTRE_SERVICES). */
  services: jsonb('services').$type<string[]>().notNull().default(['alignerScan']),
});

/**
 * When scans can happen at a place: home visits in a city (`home:{cityId}`) or a centre (`clinic:{clinicId}`).
 * Slots are made from these a fortnight ahead.
 */
export const slotTemplates = pgTable('slot_templates', {
  locationKey: varchar('location_key', { length: 32 }).primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => serviceableCities.id, { onDelete: 'cascade' }),
  clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
  /** Days of the week with slots, 0 = Sunday, in the city's time zone. */
  weekdays: jsonb('weekdays').$type<number[]>().notNull(),
  /** Local start times, HH:MM. */
  times: jsonb('times').$type<string[]>().notNull(),
  capacity: integer('capacity').notNull(),
  /** IANA time zone the weekdays and times are written in (the city's). */
  timeZone: varchar('time_zone', { length: 40 }).notNull().default('Asia/Kolkata'),
});

/** A bookable time at a place. `booked <= capacity` is a database check: the last place cannot be taken twice. */
export const slots = pgTable(
  'slots',
  {
    id: serial('id').primaryKey(),
    locationKey: varchar('location_key', { length: 32 })
      .notNull()
      .references(() => slotTemplates.locationKey, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('slots_location_start').on(t.locationKey, t.startsAt),
    check('slots_capacity', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** "Tell me when a slot opens" on a full day. */
export const slotAlerts = pgTable(
  'slot_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationKey: varchar('location_key', { length: 32 }).notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('slot_alerts_once').on(t.userId, t.locationKey, t.day)],
);

export const coupons = pgTable(
  'coupons',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    country: varchar('country', { length: 2 }).notNull(),
    /** `percent` (value is a percentage) or `amount` (value in minor units of the country's currency). */
    kind: varchar('kind', { length: 8 }).notNull(),
    value: integer('value').notNull(),
    /** Which lines it discounts: `all`, `products` or `plans`. */
    appliesTo: varchar('applies_to', { length: 8 }).notNull().default('all'),
    minSubtotalMinor: integer('min_subtotal_minor').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Uses in all, by everyone; null for no limit. `used_count` counts the orders holding one (not cancelled). */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** Uses per customer (orders of one customer with it, not cancelled); null for no limit. WELCOME500: 1. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
  },
  (t) => [
    check('coupons_uses', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    check('coupons_uses_per_customer', sql`${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0`),
  ],
);

/**
 * A shopping cart: a signed-in customer's (one per user) or a guest's, bound to a cookie whose token is stored
 * only as a hash. Prices are never stored here: the summary reads them from the catalogue every time.
 */
/**
 * A cart belongs to one market (issue 29 item 3): its prices, centre and slot are that country's. A customer (or a
 * guest's token) has one cart per market; moving to another market opens that market's own cart, never repriced.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: varchar('guest_token_hash', { length: 64 }),
    /** The market of the cart, fixed when it is made. */
    country: varchar('country', { length: 2 }).notNull(),
    couponCode: varchar('coupon_code', { length: 32 }),
    locationType: varchar('location_type', { length: 8 }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    slotId: integer('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    /** A friend's referral code: typed in the bag, or taken from the referral link's cookie (server/rewards/referrals.ts). */
    referralCode: varchar('referral_code', { length: 16 }),
    /** The customer chose to redeem coins on this order (as many as the rules allow, lib/coin-rules.ts). */
    useCoins: boolean('use_coins').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_country').on(t.userId, t.country),
    uniqueIndex('carts_guest_country').on(t.guestTokenHash, t.country),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    planCode: varchar('plan_code', { length: 40 }).references(() => plans.code, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_product').on(t.cartId, t.productId),
    uniqueIndex('cart_items_one_plan')
      .on(t.cartId)
      .where(sql`${t.planCode} is not null`),
    check('cart_items_one_kind', sql`(${t.productId} is null) <> (${t.planCode} is null)`),
    check('cart_items_quantity', sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number customers see and quote (TS100001). */
    number: serial('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: varchar('country', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** pending_payment → paid → refunded, or pending_payment → cancelled; never back. */
    status: varchar('status', { length: 16 }).notNull().default('pending_payment'),
    /** The furthest step of the timeline reached (placed … delivered). */
    stage: varchar('stage', { length: 16 }).notNull().default('placed'),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    deliveryMinor: integer('delivery_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    couponCode: varchar('coupon_code', { length: 32 }),
    /** The address as it was when the order was placed. */
    address: jsonb('address').$type<Record<string, string | null>>(),
    /** What the order books at its slot: `scan` or `skin` (sessions); null for goods only. Picks its timeline. */
    bookingKind: varchar('booking_kind', { length: 8 }),
    locationType: varchar('location_type', { length: 8 }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    slotId: integer('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    /** The time zone of the place of the scan, to show and remind its time as the customer will live it. */
    slotTimeZone: varchar('slot_time_zone', { length: 40 }),
    locale: varchar('locale', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A paid order refunded by operations (status `refunded`): its coins and referral reward are reversed. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A customer's uses of a coupon, counted when an order is placed with it.
    index('orders_user_coupon_idx')
      .on(t.userId, t.couponCode)
      .where(sql`${t.couponCode} is not null`),
    check('orders_amounts', sql`${t.totalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.deliveryMinor} >= 0`),
  ],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  planCode: varchar('plan_code', { length: 40 }).references(() => plans.code, { onDelete: 'set null' }),
  name: text('name').notNull(),
  unitMinor: integer('unit_minor').notNull(),
  quantity: integer('quantity').notNull(),
});

/** The order's timeline: when each stage was reached, once. */
export const orderEvents = pgTable(
  'order_events',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 16 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.stage] })],
);

/** One attempt to pay an order at a gateway. A retry of a failed payment is a new attempt of the same order. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }).unique(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** created → pending → paid | failed; failed may still become paid; paid is final. */
    status: varchar('status', { length: 8 }).notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Webhook events already applied, so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: varchar('gateway', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 100 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }).notNull(),
    outcome: varchar('outcome', { length: 8 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/** The embedded sandbox gateway's own book of orders (what a real gateway keeps on its side). */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: varchar('id', { length: 64 }).primaryKey(),
  receipt: varchar('receipt', { length: 64 }).notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  status: varchar('status', { length: 8 }).notNull().default('created'),
  paymentId: varchar('payment_id', { length: 64 }),
  /** A pending payment settles as paid at this time (what a bank's late confirmation looks like). */
  settlesAt: timestamp('settles_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------------------------------------------------
 * The skin line: service categories, services (body parts), packages of sessions, where each is offered, the free
 * laser trial, saved choices and treatment reviews. Names are keys the pages translate, not stored here.
 * ---------------------------------------------------------------------------------------------------------- */

export const skinCategories = pgTable('skin_categories', {
  /** lhr, dermafacial, acne, hydrafacial, anti-ageing, advanced. */
  code: varchar('code', { length: 24 }).primaryKey(),
  /** The spec §3 location-based-service key that governs its cities (showHydraFacial …); null for none. */
  availabilityKey: varchar('availability_key', { length: 32 }),
  /** Where its sessions happen: `home`, `centre` or both. */
  locationTypes: jsonb('location_types').$type<Array<'home' | 'centre'>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A service of a category; for laser hair reduction, a body part. Its slug is the select-service page's. */
export const skinServices = pgTable(
  'skin_services',
  {
    id: serial('id').primaryKey(),
    categoryCode: varchar('category_code', { length: 24 })
      .notNull()
      .references(() => skinCategories.code, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 60 }).notNull(),
    /** face, upperBody, lowerBody or fullBody, for grouping body parts. */
    area: varchar('area', { length: 16 }),
    /** Eligible for the free laser hair reduction trial. */
    trialEligible: boolean('trial_eligible').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('skin_services_category_slug').on(t.categoryCode, t.slug)],
);

/**
 * A package of sessions of a service. It is also a plan of kind `skin` (same code), so its price per market lives
 * in plan_prices and the cart, checkout and payments handle it like any plan; a market without a price does not
 * offer it.
 */
export const skinPackages = pgTable(
  'skin_packages',
  {
    planCode: varchar('plan_code', { length: 40 })
      .primaryKey()
      .references(() => plans.code, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => skinServices.id, { onDelete: 'cascade' }),
    sessions: integer('sessions').notNull(),
    popular: boolean('popular').notNull().default(false),
    /** What it includes, as keys the pages translate (lib/skin.ts SKIN_INCLUSIONS). */
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('skin_packages_service_idx').on(t.serviceId), check('skin_packages_sessions', sql`${t.sessions} > 0`)],
);

/** Location-based services: the cities where a category is offered (absent: not offered there). */
export const skinCategoryCities = pgTable(
  'skin_category_cities',
  {
    categoryCode: varchar('category_code', { length: 24 })
      .notNull()
      .references(() => skinCategories.code, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => serviceableCities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryCode, t.cityId] })],
);

/** The free laser hair reduction trial. `user_id` is unique: one per customer, whoever races. */
export const skinTrialClaims = pgTable('skin_trial_claims', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Slugs of the trial body parts chosen. */
  bodyParts: jsonb('body_parts').$type<string[]>().notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => serviceableCities.id),
  country: varchar('country', { length: 2 }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The service, package and body parts a visitor chose, kept with their cart so it survives reloads and, as the
 * cart does, sign-in (a guest's cart and choice join the customer's).
 */
export const skinChoices = pgTable('skin_choices', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  categoryCode: varchar('category_code', { length: 24 })
    .notNull()
    .references(() => skinCategories.code, { onDelete: 'cascade' }),
  serviceSlug: varchar('service_slug', { length: 60 }),
  packageCode: varchar('package_code', { length: 40 }).references(() => skinPackages.planCode, {
    onDelete: 'set null',
  }),
  bodyParts: jsonb('body_parts').$type<string[]>().notNull().default([]),
  city: text('city'),
  locationType: varchar('location_type', { length: 8 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reviews. The table began as the skin line's treatment reviews (seeded testimonials, hence its name); since
 * migration 0013 it holds every review: a customer's review of a paid order is about one `subject`, a skin
 * treatment (its category, maybe a service), a shop product, or the aligner treatment. Seeded reviews have no
 * customer and no order; a customer's have both, and one per order and subject. `published` is the moderation state
 * (published / hidden). The optional photo lives in review_photos, so lists never read its bytes.
 */
export const skinReviews = pgTable(
  'skin_reviews',
  {
    id: serial('id').primaryKey(),
    /** `skin`, `product` or `aligners` (lib/reviews.ts REVIEW_SUBJECTS). */
    subject: varchar('subject', { length: 8 }).notNull().default('skin'),
    categoryCode: varchar('category_code', { length: 24 }).references(() => skinCategories.code, {
      onDelete: 'cascade',
    }),
    serviceSlug: varchar('service_slug', { length: 60 }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    city: text('city').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skin_reviews_category_idx').on(t.categoryCode, t.createdAt),
    index('skin_reviews_product_idx')
      .on(t.productId, t.createdAt)
      .where(sql`${t.productId} is not null`),
    index('skin_reviews_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    // One review per order and subject; an order's products are subjects of their own.
    uniqueIndex('skin_reviews_one_per_order_subject')
      .on(t.orderId, t.subject, sql`coalesce(${t.productId}, 0)`)
      .where(sql`${t.orderId} is not null`),
    check('skin_reviews_rating', sql`${t.rating} between 1 and 5`),
    check(
      'skin_reviews_subject',
      sql`(${t.subject} = 'skin' and ${t.categoryCode} is not null and ${t.productId} is null) or (${t.subject} = 'product' and ${t.productId} is not null and ${t.categoryCode} is null) or (${t.subject} = 'aligners' and ${t.productId} is null and ${t.categoryCode} is null)`,
    ),
    check('skin_reviews_customer', sql`(${t.userId} is null) = (${t.orderId} is null)`),
  ],
);

/** A review's photo, recognised by its first bytes (JPEG, PNG or WebP) and at most 5 MB (lib/reviews.ts). */
export const reviewPhotos = pgTable('review_photos', {
  reviewId: integer('review_id')
    .primaryKey()
    .references(() => skinReviews.id, { onDelete: 'cascade' }),
  type: varchar('type', { length: 8 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------------------------------------------------
 * Help and contact (issue #18): callback requests, contact-us inquiries, Gulf launch alerts.
 * ---------------------------------------------------------------------------------------------------------- */

/**
 * "Call me back" requests (reasons of spec §9). One row is one call to make: a repeat for the same phone within
 * 30 minutes joins the open row (its reasons and notes added, `submissions` counted) instead of adding a call.
 * `ip_key` is an HMAC of the client IP (never the IP itself), used only to limit requests per network.
 */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 20 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    name: text('name'),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    note: text('note'),
    locale: varchar('locale', { length: 8 }).notNull(),
    /** The phone, when asked from inside our native app (brand and model). */
    device: jsonb('device').$type<{ brand: string; name: string }>(),
    ipKey: varchar('ip_key', { length: 64 }),
    submissions: integer('submissions').notNull().default(1),
    status: varchar('status', { length: 12 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('callback_requests_phone_idx').on(t.phone, t.createdAt),
    index('callback_requests_ip_idx').on(t.ipKey, t.createdAt),
  ],
);

/** Messages from the contact-us form, by topic (spec §3 inquiryOptions: ALIGNER, CAREERS, ASSOCIATION). */
export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: varchar('topic', { length: 16 }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: varchar('phone', { length: 20 }),
    message: text('message').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    /** The phone, when sent from inside our native app (brand and model). */
    device: jsonb('device').$type<{ brand: string; name: string }>(),
    ipKey: varchar('ip_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_inquiries_created_idx').on(t.createdAt),
    index('contact_inquiries_ip_idx').on(t.ipKey, t.createdAt),
  ],
);

/** Gulf visitors who asked to hear when what they want opens in their country (/ae/comming-soon): one row per email and country. */
export const launchAlerts = pgTable(
  'launch_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    city: text('city'),
    interests: jsonb('interests').$type<string[]>().notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    ipKey: varchar('ip_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('launch_alerts_email_country').on(t.email, t.country),
    index('launch_alerts_ip_idx').on(t.ipKey, t.createdAt),
  ],
);

/**
 * Counters of the rate limiter of public writes (server/rate-limit.ts), one row per rule and caller: hits in the
 * current fixed window and in the one before, which together give a sliding-window estimate. Rows of callers not seen
 * for a day are deleted as the limiter goes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    previousHits: integer('previous_hits').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/* ------------------------------------------------------------------------------------------------------------
 * Feedback: support tickets, signed feedback links sent by SMS (NPS surveys, care-form and customer feedback),
 * and the answers, rate-us answers and dismissals included.
 * ---------------------------------------------------------------------------------------------------------- */

/** A support ticket: what the care team works on (opened by operations, maybe from a callback request). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number customers see and quote (TK + number). */
    number: serial('number').notNull().unique(),
    phone: varchar('phone', { length: 20 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    callbackRequestId: uuid('callback_request_id').references(() => callbackRequests.id, { onDelete: 'set null' }),
    topic: varchar('topic', { length: 32 }).notNull(),
    /** open → resolved. */
    status: varchar('status', { length: 12 }).notNull().default('open'),
    locale: varchar('locale', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('support_tickets_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * A feedback link sent by SMS: the link's token is this id signed with a key of its own (server/feedback/links.ts),
 * so nobody can make or alter one, and the answer is the recipient's. `answered_at` is set once, with the answer.
 */
export const feedbackLinks = pgTable(
  'feedback_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** retainer_nps, grin_nps, careform or customer (lib/feedback.ts FEEDBACK_LINK_KINDS). */
    kind: varchar('kind', { length: 16 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => supportTickets.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_links_ticket_idx').on(t.ticketId),
    check('feedback_links_ticket', sql`(${t.kind} = 'careform') = (${t.ticketId} is not null)`),
  ],
);

/**
 * Answers: NPS scores (0–10) with the follow-up reason and a comment, care-form and customer feedback (1–5), and
 * rate-us answers (1–5) or dismissals (no score). A link is answered once and a ticket's care form once: unique.
 */
export const feedbackResponses = pgTable(
  'feedback_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** retainer_nps, grin_nps, careform, customer or rate_us. */
    kind: varchar('kind', { length: 16 }).notNull(),
    linkId: uuid('link_id')
      .unique()
      .references(() => feedbackLinks.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    score: integer('score'),
    /** The follow-up question's answer, a key of lib/feedback.ts. */
    reason: varchar('reason', { length: 32 }),
    comment: text('comment'),
    /** A rate-us prompt closed without an answer. */
    dismissed: boolean('dismissed').notNull().default(false),
    /** `web` or `app` (the native webview). */
    source: varchar('source', { length: 8 }).notNull().default('web'),
    locale: varchar('locale', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_responses_one_per_ticket')
      .on(t.ticketId)
      .where(sql`${t.kind} = 'careform'`),
    index('feedback_responses_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    index('feedback_responses_kind_created_idx').on(t.kind, t.createdAt),
    check(
      'feedback_responses_score',
      sql`(${t.kind} in ('retainer_nps', 'grin_nps') and ${t.score} between 0 and 10) or (${t.kind} in ('careform', 'customer', 'rate_us') and (${t.score} between 1 and 5 or (${t.dismissed} and ${t.kind} = 'rate_us' and ${t.score} is null)))`,
    ),
  ],
);

/* ------------------------------------------------------------------------------------------------------------
 * Engagement: refer and earn, and coins. Money is integer minor units with its currency; coins are whole coins.
 * The rules (amounts per market, caps, expiry) are lib/referral-rules.ts and lib/coin-rules.ts.
 * ---------------------------------------------------------------------------------------------------------- */

/** Every customer's stable referral code, made on first use. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 16 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One friend's qualifying order placed with a referral code: `pending` until paid, then `earned` (the referrer's
 * cashback, within the cap per referrer and currency), or `reversed` when the order is cancelled or refunded. A friend
 * has at most one live referral (unique while not reversed); the order has at most one.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** What the friend's order saved. */
    friendDiscountMinor: integer('friend_discount_minor').notNull(),
    /** Pending: the cashback expected; earned: paid to the referrer; reversed: taken back (0 when never earned). */
    rewardMinor: integer('reward_minor').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    /** `cancelled` or `refunded`. */
    reversalReason: varchar('reversal_reason', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    earnedAt: timestamp('earned_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    uniqueIndex('referrals_one_live_per_friend')
      .on(t.referredUserId)
      .where(sql`${t.status} <> 'reversed'`),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.referredUserId}`),
    check('referrals_amounts', sql`${t.friendDiscountMinor} >= 0 and ${t.rewardMinor} >= 0`),
    check('referrals_status', sql`${t.status} in ('pending', 'earned', 'reversed')`),
  ],
);

/** A customer's coin balance per line: the sum of their entries, kept in the transaction that appends one. */
export const coinAccounts = pgTable(
  'coin_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** toothsi or skinnsi. */
    line: varchar('line', { length: 8 }).notNull(),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.line] }),
    check('coin_accounts_balance', sql`${t.balance} >= 0`),
    check('coin_accounts_line', sql`${t.line} in ('toothsi', 'skinnsi')`),
  ],
);

/**
 * The coin ledger, append-only (a trigger refuses updates): `earn` (+, a lot with its expiry), `spend` (−, at an
 * order), `expire` (−), `reverse` (− an order's earn, with the lot's expiry; + coins an order spent, given back).
 * One entry of each kind and sign per order and line, so a replay can never write a second.
 */
export const coinEntries = pgTable(
  'coin_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    line: varchar('line', { length: 8 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    coins: integer('coins').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_entries_account_idx').on(t.userId, t.line, t.createdAt),
    uniqueIndex('coin_entries_once_per_order')
      .on(t.orderId, t.line, t.kind, sql`(${t.coins} > 0)`)
      .where(sql`${t.orderId} is not null`),
    check(
      'coin_entries_kind',
      sql`(${t.kind} = 'earn' and ${t.coins} > 0 and ${t.expiresAt} is not null) or (${t.kind} in ('spend', 'expire') and ${t.coins} < 0 and ${t.expiresAt} is null) or (${t.kind} = 'reverse' and ${t.coins} <> 0 and (${t.coins} < 0) = (${t.expiresAt} is not null))`,
    ),
  ],
);

/* ------------------------------------------------------------------------------------------------------------
 * Smile preview (issue #18): a visitor's smile photo and its illustrative "after", kept 24 hours.
 * ---------------------------------------------------------------------------------------------------------- */

/**
 * One uploaded smile photo (re-encoded without metadata) and the provider's illustration of it. Never public:
 * served only to the browser holding the cookie whose hash is `owner_hash`; deleted once `expires_at` passes.
 */
export const smilePreviews = pgTable(
  'smile_previews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerHash: text('owner_hash').notNull(),
    provider: varchar('provider', { length: 40 }).notNull(),
    before: bytea('before').notNull(),
    after: bytea('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('smile_previews_expiry_idx').on(t.expiresAt)],
);

import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Cities we serve, per business line (spec §3 serviceable city; spec §9 scan-at-home cities). */
export const serviceableCities = pgTable('serviceable_cities', {
  id: serial('id').primaryKey(),
  city: text('city').notNull().unique(),
  defaultPincode: varchar('default_pincode', { length: 6 }).notNull(),
  toothsi: boolean('toothsi').notNull().default(false),
  skinnsi: boolean('skinnsi').notNull().default(false),
  /** First three digits of the PIN codes we serve in this city. */
  pincodePrefixes: jsonb('pincode_prefixes').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to writes sent with an Idempotency-Key: a retry of the same logical request gets the first answer
 * again instead of repeating the write. Scoped by route and caller so keys never collide across them.
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
  (t) => [index('otp_phone_created_idx').on(t.phone, t.createdAt), index('otp_ip_created_idx').on(t.ip, t.createdAt)],
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
  (t) => [index('addresses_user_idx').on(t.userId), uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`)],
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

import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Cities we serve, per business line (spec §3 serviceable city; spec §9 scan-at-home cities). */
export const serviceableCities = pgTable('serviceable_cities', {
  id: serial('id').primaryKey(),
  city: text('city').notNull().unique(),
  defaultPincode: varchar('default_pincode', { length: 6 }).notNull(),
  toothsi: boolean('toothsi').notNull().default(false),
  skinnsi: boolean('skinnsi').notNull().default(false),
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

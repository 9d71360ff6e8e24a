import { randomBytes } from 'node:crypto';
import { NextRequest } from 'next/server';
import type { TestDb } from './test-db';
import { hashToken } from '@/server/auth/session';
import { orderItems, orders, sessions, users } from '@/server/db/schema';

/*
 * Fixtures of the review and feedback tests: customers with a session, and orders written straight to the database
 * (how an order got paid is the commerce tests' business; here only its state matters).
 */

export const BASE = 'http://localhost:3000';
export const OPS_SECRET = 'ops-secret-for-review-tests-0123456789';
let ip = 0;

export interface Customer {
  id: string;
  sid: string;
  phone: string;
}

export async function customer(t: TestDb, phone: string, name = 'Asha Rao'): Promise<Customer> {
  const [user] = await t.db.insert(users).values({ phone, country: 'IN', name }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  const sid = randomBytes(32).toString('base64url');
  await t.db
    .insert(sessions)
    .values({ tokenHash: hashToken(sid), userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: user.id, sid, phone };
}

type Item = { productId: number; name?: string } | { planCode: string; name?: string };

/** An order of the customer with these items: paid (`paidAt` days ago) unless `status` says otherwise. */
export async function order(
  t: TestDb,
  userId: string,
  items: Item[],
  options: { status?: 'paid' | 'pending_payment' | 'cancelled'; paidDaysAgo?: number } = {},
): Promise<string> {
  const status = options.status ?? 'paid';
  const paidAt = status === 'paid' ? new Date(Date.now() - (options.paidDaysAgo ?? 1) * 86_400_000) : null;
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      country: 'IN',
      currency: 'INR',
      status,
      stage: status === 'paid' ? 'paid' : 'placed',
      subtotalMinor: 100_000,
      discountMinor: 0,
      deliveryMinor: 0,
      totalMinor: 100_000,
      locale: 'en-IN',
      address: { city: 'Mumbai' },
      paidAt,
      createdAt: paidAt ?? new Date(),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  for (const item of items) {
    await t.db.insert(orderItems).values({
      orderId: row.id,
      name: item.name ?? ('productId' in item ? `Product ${item.productId}` : item.planCode),
      unitMinor: 100_000,
      quantity: 1,
      ...('productId' in item ? { productId: item.productId } : { planCode: item.planCode }),
    });
  }
  return row.id;
}

/** A request as a browser of ours sends it: same origin, a network of its own (rate limits), maybe a session. */
export function req(
  path: string,
  init: { sid?: string; method?: string; body?: unknown; form?: FormData; bearer?: string } = {},
): NextRequest {
  ip++;
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: BASE,
    'x-forwarded-for': `100.64.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
  };
  if (init.sid) headers.cookie = `sid=${init.sid}`;
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const body = init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return new NextRequest(new URL(path, BASE), { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
}

export const params = <P extends Record<string, string>>(value: P) => ({ params: Promise.resolve(value) });

/** A review's multipart form. */
export function reviewForm(
  fields: Record<string, string | number>,
  photo?: { bytes: Uint8Array; name: string; type: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, String(value));
  if (photo) form.set('photo', new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name, { type: photo.type }));
  return form;
}

/** The smallest PNG there is: a 1×1 transparent pixel. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

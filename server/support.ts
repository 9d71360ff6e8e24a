import 'server-only';
import { createHmac } from 'node:crypto';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { callbackRequestSchema, inquirySchema } from '@/lib/api/support-contracts';
import {
  CALLBACK_IP_WINDOW_MINUTES,
  CALLBACK_MERGE_MINUTES,
  CALLBACK_PHONE_WINDOW_MINUTES,
  CALLBACK_REASONS,
  CALLBACK_REQUESTS_PER_IP,
  CALLBACK_REQUESTS_PER_PHONE,
  CALLBACK_SUBMISSIONS_PER_REQUEST,
  type CallbackReason,
} from '@/lib/support-requests';
import { parseMobile } from './auth/otp';
import { db } from './db/client';
import { callbackRequests, contactInquiries } from './db/schema';
import { AppError } from './errors';
import { derivedSecret } from './secrets';

const MINUTE = 60_000;

/**
 * Advisory lock classes (two-key form, apart from the jobs' single key and the sign-in codes' classes): one callback
 * request at a time per phone ("cbkp") and per network ("cbki"), taken in that order by every request.
 */
const CALLBACK_PHONE_LOCK = 0x63626b70;
const CALLBACK_IP_LOCK = 0x63626b69;

/** What we keep of a client IP: an HMAC under a key of its own, enough to count requests per network, never the IP. */
export function networkKey(ip: string | null): string | null {
  return ip ? createHmac('sha256', derivedSecret('network-key')).update(ip).digest('hex') : null;
}

function tooMany(message: string, windowStart: Date, windowMinutes: number, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMinutes * MINUTE - now.getTime()) / 1000));
  return new AppError(
    'RATE_LIMITED',
    `${message} Please try again in ${Math.ceil(seconds / 60)} minute(s).`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

function mergedReasons(existing: readonly string[], added: CallbackReason): CallbackReason[] {
  const all = new Set([...existing, added]);
  return CALLBACK_REASONS.filter((r) => all.has(r));
}

export interface CallbackResult {
  id: string;
  /** True when the request joined an open callback for the same phone instead of adding a call. */
  merged: boolean;
  reasons: CallbackReason[];
}

/**
 * Queues a call back to a mobile number (spec §9 reasons). A request for the same phone within 30 minutes of an
 * open one joins it: its reason and note are added and no second call is queued. Limits (429 with Retry-After):
 * 5 requests per open callback, 3 callbacks per phone a day, 10 callbacks per network an hour. The checks and the
 * write are one transaction under per-phone and per-network advisory locks, so parallel requests cannot slip past.
 * Without a known client IP (no trusted proxy) the network limit cannot tell visitors apart and is not applied.
 */
export async function requestCallback(
  input: z.output<typeof callbackRequestSchema>,
  ip: string | null,
  now = new Date(),
): Promise<CallbackResult> {
  const { e164: phone, country } = parseMobile(input.phone, input.country);
  const ipKey = networkKey(ip);
  const note = input.note || null;
  const name = input.name || null;

  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CALLBACK_PHONE_LOCK}::int, hashtext(${phone}))`);
    if (ipKey) await tx.execute(sql`select pg_advisory_xact_lock(${CALLBACK_IP_LOCK}::int, hashtext(${ipKey}))`);

    const mergeFrom = new Date(now.getTime() - CALLBACK_MERGE_MINUTES * MINUTE);
    const [open] = await tx
      .select()
      .from(callbackRequests)
      .where(
        and(
          eq(callbackRequests.phone, phone),
          eq(callbackRequests.status, 'open'),
          gt(callbackRequests.createdAt, mergeFrom),
        ),
      )
      .orderBy(desc(callbackRequests.createdAt))
      .limit(1);
    if (open) {
      if (open.submissions >= CALLBACK_SUBMISSIONS_PER_REQUEST)
        throw tooMany(
          'We already have your request and will call you soon.',
          open.createdAt,
          CALLBACK_MERGE_MINUTES,
          now,
        );
      const reasons = mergedReasons(open.reasons, input.reason);
      const joinedNote = note ? (open.note ? `${open.note}\n---\n${note}` : note) : open.note;
      await tx
        .update(callbackRequests)
        .set({
          reasons,
          note: joinedNote,
          name: name ?? open.name,
          device: input.device ?? open.device,
          submissions: sql`${callbackRequests.submissions} + 1`,
          updatedAt: now,
        })
        .where(eq(callbackRequests.id, open.id));
      return { id: open.id, merged: true, reasons };
    }

    const phoneFrom = new Date(now.getTime() - CALLBACK_PHONE_WINDOW_MINUTES * MINUTE);
    const forPhone = await tx
      .select({ createdAt: callbackRequests.createdAt })
      .from(callbackRequests)
      .where(and(eq(callbackRequests.phone, phone), gt(callbackRequests.createdAt, phoneFrom)))
      .orderBy(asc(callbackRequests.createdAt));
    const firstForPhone = forPhone[0];
    if (forPhone.length >= CALLBACK_REQUESTS_PER_PHONE && firstForPhone) {
      throw tooMany(
        'This number has asked for several callbacks today.',
        firstForPhone.createdAt,
        CALLBACK_PHONE_WINDOW_MINUTES,
        now,
      );
    }

    if (ipKey) {
      const ipFrom = new Date(now.getTime() - CALLBACK_IP_WINDOW_MINUTES * MINUTE);
      const [fromIp] = await tx
        .select({ n: count(), oldest: sql<string | Date>`min(${callbackRequests.createdAt})` })
        .from(callbackRequests)
        .where(and(eq(callbackRequests.ipKey, ipKey), gt(callbackRequests.createdAt, ipFrom)));
      if ((fromIp?.n ?? 0) >= CALLBACK_REQUESTS_PER_IP && fromIp?.oldest) {
        throw tooMany(
          'Too many callback requests from this network.',
          new Date(fromIp.oldest),
          CALLBACK_IP_WINDOW_MINUTES,
          now,
        );
      }
    }

    const reasons = [input.reason];
    const [row] = await tx
      .insert(callbackRequests)
      .values({
        phone,
        country,
        name,
        reasons,
        note,
        locale: input.locale,
        device: input.device ?? null,
        ipKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: callbackRequests.id });
    if (!row) throw new AppError('INTERNAL', 'Could not save the callback request.');
    return { id: row.id, merged: false, reasons };
  });
}

/**
 * Stores a contact-us message (topic ALIGNER, CAREERS or ASSOCIATION); the phone, when given, is checked for its
 * country. The route counts it against the shared public-write limit (server/rate-limit.ts).
 */
export async function submitInquiry(input: z.output<typeof inquirySchema>, ip: string | null): Promise<{ id: string }> {
  const phone = input.phone ? parseMobile(input.phone, input.country).e164 : null;
  const [row] = await db()
    .insert(contactInquiries)
    .values({
      topic: input.topic,
      name: input.name,
      email: input.email.toLowerCase(),
      phone,
      message: input.message,
      country: input.country,
      locale: input.locale,
      device: input.device ?? null,
      ipKey: networkKey(ip),
    })
    .returning({ id: contactInquiries.id });
  if (!row) throw new AppError('INTERNAL', 'Could not save the message.');
  return { id: row.id };
}

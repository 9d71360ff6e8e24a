import 'server-only';
import { env } from '@/server/env';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import parsePhoneNumberMax from 'libphonenumber-js/max';
import type { Country } from '@/i18n/locales';
import { normalisePhone } from '@/lib/phone';
import {
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_SENDS_PER_PHONE,
  OTP_TTL_SECONDS,
  OTP_WINDOW_SECONDS,
} from '@/lib/auth-rules';
import { db } from '@/server/db/client';
import { otpChallenges, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { smsProvider, type SmsProvider } from '@/server/sms';
import { appSecret } from '@/server/secrets';

function codeHash(phone: string, code: string): string {
  return createHmac('sha256', appSecret()).update(`${phone}:${code}`).digest('hex');
}

/** A valid mobile number of one of our countries in E.164 with its country, or a field-level 400. */
export function parseMobile(phone: string, country: Country): { e164: string; country: Country } {
  const result = normalisePhone(phone, country);
  if (!result.ok) {
    const message =
      result.reason === 'unsupported_country'
        ? 'We serve numbers from India, the UAE, Saudi Arabia, Qatar and Bahrain.'
        : 'Enter a valid mobile number.';
    const code = result.reason === 'unsupported_country' ? 'phoneUnsupported' : 'phoneInvalid';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.phone', message, code }]);
  }
  const type = parsePhoneNumberMax(result.e164)?.getType();
  if (type && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') {
    const message = 'This looks like a landline. Enter a mobile number that can receive SMS.';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'body.phone', message, code: 'phoneLandline' }]);
  }
  return { e164: result.e164, country: result.country };
}

function tooMany(message: string, oldest: Date | undefined): AppError {
  const retryAfter = oldest
    ? Math.max(1, Math.ceil((oldest.getTime() + OTP_WINDOW_SECONDS * 1000 - Date.now()) / 1000))
    : OTP_WINDOW_SECONDS;
  return new AppError(
    'RATE_LIMITED',
    `${message} Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * Advisory lock classes (two-key form, a key space apart from the jobs' single key): one send at a time per phone
 * number ("otpp") and per network ("otpi"). Taken phone first, then network, by every send, so they never deadlock.
 */
const OTP_PHONE_LOCK = 0x6f747070;
const OTP_IP_LOCK = 0x6f747069;

/**
 * Sends a sign-in code. The answer is the same whether or not the number has an account. Limits: 3 sends per
 * phone and 20 per IP in 15 minutes. A new code replaces any earlier unused one: a number has one live code.
 * Counting the recent sends and recording the new one is one transaction under a per-phone and a per-network
 * advisory lock, so parallel requests cannot all see room under the limit (12 at once send 3 codes, not 5).
 */
export async function sendOtp(input: {
  phone: string;
  country: Country;
  ip: string | null;
  sms?: SmsProvider;
}): Promise<{ phone: string; expiresInSeconds: number }> {
  const { e164: phone } = parseMobile(input.phone, input.country);
  const database = db();
  // An unknown network (no trusted proxy names the client) is not one network: counting every such visitor in one
  // bucket would let 20 sign-ins an hour lock the whole site out. The per-number limit still holds for them.
  const ipKey = input.ip;
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

  const challengeId = await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OTP_PHONE_LOCK}::int, hashtext(${phone}))`);
    if (ipKey) await tx.execute(sql`select pg_advisory_xact_lock(${OTP_IP_LOCK}::int, hashtext(${ipKey}))`);
    const windowStart = new Date(Date.now() - OTP_WINDOW_SECONDS * 1000);

    const recentForPhone = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, windowStart)))
      .orderBy(asc(otpChallenges.createdAt));
    if (recentForPhone.length >= OTP_SENDS_PER_PHONE)
      throw tooMany('Too many codes were sent to this number.', recentForPhone[0]?.createdAt);

    if (ipKey) {
      const [ipCount] = await tx
        .select({ n: count(), oldest: sql<Date>`min(${otpChallenges.createdAt})` })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.ip, ipKey), gt(otpChallenges.createdAt, windowStart)));
      if ((ipCount?.n ?? 0) >= env().OTP_SENDS_PER_NETWORK)
        throw tooMany(
          'Too many sign-in attempts from this network.',
          ipCount?.oldest ? new Date(ipCount.oldest) : undefined,
        );
    }

    await tx
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));
    const [row] = await tx
      .insert(otpChallenges)
      .values({
        phone,
        codeHash: codeHash(phone, code),
        ip: ipKey,
        expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
      })
      .returning({ id: otpChallenges.id });
    return row?.id;
  });
  try {
    await (input.sms ?? smsProvider()).send({
      to: phone,
      purpose: 'otp',
      body: `${code} is your toothsi & skinnsi sign-in code. It expires in 5 minutes. Never share it with anyone.`,
    });
  } catch (error) {
    // An undelivered code must neither work nor count against the customer's sends.
    if (challengeId) await database.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
    console.error('[otp] delivery failed', error);
    throw new AppError('DELIVERY_FAILED', "We couldn't send the code right now. Please try again in a minute.");
  }
  return { phone, expiresInSeconds: OTP_TTL_SECONDS };
}

/**
 * A code with 5 wrong tries is dead for good: no wait makes it work again, so this is not a 429 (whose Retry-After
 * tells a client, and our http client's retries, to try the same request later) but a field error asking for a
 * new code.
 */
function deadCode(): AppError {
  const message = 'Too many wrong codes. Request a new code.';
  return new AppError('VALIDATION_FAILED', message, [{ path: 'body.code', message, code: 'codeLocked' }]);
}

/**
 * Checks a code against the latest unused, unexpired code of that phone. A wrong code counts a try; after 5 the
 * code is dead. A right code is consumed and the user is found or created.
 */
export async function verifyOtp(input: {
  phone: string;
  country: Country;
  code: string;
}): Promise<{ userId: string; isNew: boolean }> {
  const { e164: phone, country } = parseMobile(input.phone, input.country);
  const database = db();
  const [challenge] = await database
    .select()
    .from(otpChallenges)
    .where(
      and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt), gt(otpChallenges.expiresAt, new Date())),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const expired = 'This code has expired or was already used. Request a new one.';
  if (!challenge)
    throw new AppError('VALIDATION_FAILED', expired, [{ path: 'body.code', message: expired, code: 'codeExpired' }]);
  if (challenge.attempts >= OTP_MAX_WRONG_TRIES) throw deadCode();

  const given = Buffer.from(codeHash(phone, input.code));
  const expected = Buffer.from(challenge.codeHash);
  if (!timingSafeEqual(given, expected)) {
    // Count the try atomically so parallel guesses cannot exceed the limit.
    const [updated] = await database
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(eq(otpChallenges.id, challenge.id))
      .returning({ attempts: otpChallenges.attempts });
    const left = OTP_MAX_WRONG_TRIES - (updated?.attempts ?? OTP_MAX_WRONG_TRIES);
    if (left <= 0) throw deadCode();
    const message = `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
    throw new AppError('VALIDATION_FAILED', message, [
      { path: 'body.code', message, code: 'codeWrong', params: { left } },
    ]);
  }

  const consumed = await database
    .update(otpChallenges)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        sql`${otpChallenges.attempts} < ${OTP_MAX_WRONG_TRIES}`,
      ),
    )
    .returning({ id: otpChallenges.id });
  if (consumed.length === 0)
    throw new AppError('VALIDATION_FAILED', expired, [{ path: 'body.code', message: expired, code: 'codeExpired' }]);

  const [existing] = await database.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (existing) return { userId: existing.id, isNew: false };
  const [created] = await database
    .insert(users)
    .values({ phone, country })
    .onConflictDoUpdate({ target: users.phone, set: { updatedAt: new Date() } })
    .returning({ id: users.id });
  if (!created) throw new AppError('INTERNAL', 'Could not create the account.');
  return { userId: created.id, isNew: true };
}

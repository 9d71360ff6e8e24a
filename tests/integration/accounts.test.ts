import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest, type NextResponse } from 'next/server';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { otpChallenges, outboxMessages, sessions, users } from '@/server/db/schema';
import { POST as sendOtp } from '@/app/api/v1/auth/otp/send/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/otp/verify/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { GET as userInfo } from '@/app/api/v1/user/info/route';
import { GET as sessionInfo } from '@/app/api/v1/auth/session/route';
import { POST as updateProfile } from '@/app/api/v1/user/update-profile/route';
import { GET as listAddresses, POST as createAddress } from '@/app/api/v1/addresses/route';
import { DELETE as deleteAddress, PUT as updateAddress } from '@/app/api/v1/addresses/[id]/route';
import { POST as makeDefault } from '@/app/api/v1/addresses/[id]/default/route';
import { GET as getTracker, PUT as saveTracker } from '@/app/api/v1/user/smile-tracker-settings/route';
import { GET as listAssessments } from '@/app/api/v1/customer-assessment/list/route';
import { POST as saveAssessment } from '@/app/api/v1/customer-assessment/save/route';
import { GET as lastLhr } from '@/app/api/v1/customer-assessment/last-lhr-response/route';
import { POST as changeLanguage } from '@/app/api/v2/toothsi/user/change-language/route';

const BASE = 'http://localhost:3000';
let ipCounter = 1;

function req(path: string, init: { method?: string; body?: unknown; cookie?: string; ip?: string | null } = {}) {
  const headers: Record<string, string> = { host: 'localhost:3000', origin: BASE };
  // `ip: null`: no forwarded address, so the server cannot tell the client's network.
  if (init.ip !== null) headers['x-forwarded-for'] = init.ip ?? `49.37.0.${ipCounter}`;
  if (init.cookie) headers.cookie = `sid=${init.cookie}`;
  return new NextRequest(new URL(path, BASE), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const json = async (res: NextResponse) =>
  (await res.json()) as Record<string, unknown> & {
    error?: { code: string; message: string; fields?: Array<{ path: string; message: string }> };
  };
const sessionCookie = (res: NextResponse) => res.cookies.get('sid')?.value ?? '';

for (const target of testDatabases()) {
  describe(`accounts on ${target.name}`, () => {
    let t: TestDb;
    let phoneSeq = 0;
    const nextPhone = () =>
      `98${String(target.name === 'pglite' ? 10 : 20).padStart(2, '0')}${String(++phoneSeq).padStart(6, '0')}`;

    async function lastCode(e164: string): Promise<string> {
      const [row] = await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, e164))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
      if (!code) throw new Error('no code in the outbox');
      return code;
    }

    async function signIn(phone = nextPhone()): Promise<{ cookie: string; phone: string; userId: string }> {
      ipCounter++;
      const sent = await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' } }));
      expect(sent.status).toBe(202);
      const e164 = `+91${phone}`;
      const res = await verifyOtp(
        req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code: await lastCode(e164) } }),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { user: { id: string } };
      return { cookie: sessionCookie(res), phone: e164, userId: body.user.id };
    }

    beforeAll(async () => {
      process.env.TRUST_PROXY = '1';
      resetEnvForTests();
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      delete process.env.TRUST_PROXY;
      resetEnvForTests();
      await t.close();
    });

    it('sends a 6-digit code, stores only its hash, and answers the same for new and known numbers', async () => {
      const known = await signIn();
      const fresh = nextPhone();
      const a = await sendOtp(
        req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: known.phone, country: 'IN' } }),
      );
      const b = await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: fresh, country: 'IN' } }));
      const [ja, jb] = [await json(a), await json(b)];
      expect(a.status).toBe(b.status);
      expect(Object.keys(ja).sort()).toEqual(Object.keys(jb).sort());
      expect(ja.expiresInSeconds).toBe(300);
      const code = await lastCode(`+91${fresh}`);
      const rows = await t.db
        .select()
        .from(otpChallenges)
        .where(eq(otpChallenges.phone, `+91${fresh}`));
      expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    it('refuses invalid, landline and foreign numbers with a field-level 400', async () => {
      for (const phone of ['12345', '022 2345 6789', '+1 415 555 2671']) {
        const res = await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' } }));
        expect(res.status).toBe(400);
        expect((await json(res)).error?.fields?.[0]?.path).toBe('body.phone');
      }
      const gulf = await sendOtp(
        req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: '050 123 4567', country: 'AE' } }),
      );
      expect(gulf.status).toBe(202);
      expect((await json(gulf)).phone).toBe('+971501234567');
    });

    it('allows 3 sends per phone per 15 minutes, then 429 with a retry time', async () => {
      const phone = nextPhone();
      for (let i = 0; i < 3; i++)
        expect(
          (
            await sendOtp(
              req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' }, ip: `10.1.0.${i}` }),
            )
          ).status,
        ).toBe(202);
      const limited = await sendOtp(
        req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' }, ip: '10.1.0.9' }),
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
      expect((await json(limited)).error?.message).toMatch(/try again in \d+ minute/);
    });

    it('limits sends per IP', async () => {
      const ip = '10.9.9.9';
      let last = 0;
      for (let i = 0; i < 21; i++)
        last = (
          await sendOtp(
            req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: nextPhone(), country: 'IN' }, ip }),
          )
        ).status;
      expect(last).toBe(429);
    });

    it('does not put every visitor of unknown network in one bucket: the per-number limit still holds', async () => {
      for (let i = 0; i < 25; i++)
        expect(
          (
            await sendOtp(
              req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: nextPhone(), country: 'IN' }, ip: null }),
            )
          ).status,
        ).toBe(202);
      const phone = nextPhone();
      for (let i = 0; i < 3; i++)
        expect(
          (await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' }, ip: null })))
            .status,
        ).toBe(202);
      expect(
        (await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' }, ip: null })))
          .status,
      ).toBe(429);
    });

    it('counts wrong codes: 5 tries, then the code is dead even when right', async () => {
      const phone = nextPhone();
      await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' } }));
      const code = await lastCode(`+91${phone}`);
      const wrong = code === '000000' ? '111111' : '000000';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (
            await verifyOtp(
              req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code: wrong } }),
            )
          ).status,
        );
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const late = await verifyOtp(
        req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code } }),
      );
      // Dead for good: a field error asking for a new code, not a 429 whose Retry-After invites the same request again.
      expect(late.status).toBe(400);
      expect(late.headers.get('retry-after')).toBeNull();
      expect((await json(late)).error?.fields?.[0]).toMatchObject({ path: 'body.code', code: 'codeLocked' });
    });

    it('counts and records sends as one step: 12 parallel sends to one number send 3 codes, and one code is live', async () => {
      const phone = nextPhone();
      const e164 = `+91${phone}`;
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          sendOtp(
            req('/api/v1/auth/otp/send', {
              method: 'POST',
              body: { phone, country: 'IN' },
              ip: `10.3.${target.name === 'pglite' ? 1 : 2}.${i + 1}`,
            }),
          ),
        ),
      );
      expect(answers.filter((r) => r.status === 202)).toHaveLength(3);
      const limited = answers.filter((r) => r.status === 429);
      expect(limited).toHaveLength(9);
      for (const r of limited) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(800);

      const sms = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, e164));
      expect(sms).toHaveLength(3);
      const live = await t.db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.phone, e164), isNull(otpChallenges.consumedAt)));
      expect(live).toHaveLength(1);
      // The database holds to it too: a second live code for the number is refused (otp_one_live_code).
      await expect(
        t.db
          .insert(otpChallenges)
          .values({ phone: e164, codeHash: 'f'.repeat(64), ip: '10.3.0.1', expiresAt: new Date(Date.now() + 60_000) }),
      ).rejects.toThrow();
      // Of the three codes sent, exactly one signs in.
      const codes = sms.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1] ?? '');
      const verified: number[] = [];
      for (const code of codes)
        verified.push(
          (await verifyOtp(req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code } })))
            .status,
        );
      expect(verified.filter((s) => s === 200)).toHaveLength(1);
    });

    it('counts sends per network as one step: 25 parallel sends from one IP send 20 codes', async () => {
      const ip = `10.4.${target.name === 'pglite' ? 1 : 2}.1`;
      const answers = await Promise.all(
        Array.from({ length: 25 }, () =>
          sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: nextPhone(), country: 'IN' }, ip })),
        ),
      );
      expect(answers.filter((r) => r.status === 202)).toHaveLength(20);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
      const [sent] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(otpChallenges)
        .where(eq(otpChallenges.ip, ip));
      expect(sent?.n).toBe(20);
    });

    it('uses a code once, and not after 5 minutes', async () => {
      const phone = nextPhone();
      await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' } }));
      const code = await lastCode(`+91${phone}`);
      expect(
        (await verifyOtp(req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code } })))
          .status,
      ).toBe(200);
      expect(
        (await verifyOtp(req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone, country: 'IN', code } })))
          .status,
      ).toBe(400);

      const other = nextPhone();
      await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: other, country: 'IN' } }));
      const code2 = await lastCode(`+91${other}`);
      await t.db
        .update(otpChallenges)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpChallenges.phone, `+91${other}`));
      const expired = await verifyOtp(
        req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone: other, country: 'IN', code: code2 } }),
      );
      expect(expired.status).toBe(400);
      expect((await json(expired)).error?.message).toMatch(/expired/);
    });

    it('binds a code to the phone that asked for it', async () => {
      const a = nextPhone();
      const b = nextPhone();
      await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: a, country: 'IN' } }));
      await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone: b, country: 'IN' } }));
      const codeA = await lastCode(`+91${a}`);
      const codeB = await lastCode(`+91${b}`);
      if (codeA !== codeB)
        expect(
          (
            await verifyOtp(
              req('/api/v1/auth/otp/verify', { method: 'POST', body: { phone: b, country: 'IN', code: codeA } }),
            )
          ).status,
        ).toBe(400);
    });

    it('issues a random session token stored hashed, rotates it at sign-in, and revokes it at logout', async () => {
      const first = await signIn();
      expect(first.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await t.db.select().from(sessions).where(eq(sessions.userId, first.userId));
      expect(stored.every((s) => s.tokenHash !== first.cookie)).toBe(true);
      expect((await userInfo(req('/api/v1/user/info', { cookie: first.cookie }))).status).toBe(200);
      expect((await json(await sessionInfo(req('/api/v1/auth/session', { cookie: first.cookie })))).user).toMatchObject(
        { id: first.userId },
      );
      const visitor = await sessionInfo(req('/api/v1/auth/session'));
      expect(visitor.status).toBe(200);
      expect(await visitor.json()).toEqual({ user: null });

      // Signing in again from the same browser revokes the old session.
      const phone = first.phone.replace('+91', '');
      await sendOtp(req('/api/v1/auth/otp/send', { method: 'POST', body: { phone, country: 'IN' }, ip: '10.2.2.2' }));
      const res = await verifyOtp(
        req('/api/v1/auth/otp/verify', {
          method: 'POST',
          body: { phone, country: 'IN', code: await lastCode(first.phone) },
          cookie: first.cookie,
        }),
      );
      const second = sessionCookie(res);
      expect(second).not.toBe(first.cookie);
      expect((await userInfo(req('/api/v1/user/info', { cookie: first.cookie }))).status).toBe(401);

      const out = await logout(req('/api/v1/auth/logout', { method: 'POST', cookie: second }));
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/sid=;/);
      expect((await userInfo(req('/api/v1/user/info', { cookie: second }))).status).toBe(401);
    });

    it('answers 401 to every account endpoint without a session', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const responses = await Promise.all([
        userInfo(req('/api/v1/user/info')),
        updateProfile(req('/api/v1/user/update-profile', { method: 'POST', body: { email: 'a@b.co' } })),
        listAddresses(req('/api/v1/addresses')),
        deleteAddress(req(`/api/v1/addresses/${id}`, { method: 'DELETE' }), withId(id)),
        getTracker(req('/api/v1/user/smile-tracker-settings')),
        listAssessments(req('/api/v1/customer-assessment/list')),
      ]);
      expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    });

    it('lets name and gender be set once (409 after), while email and date of birth stay editable', async () => {
      const { cookie } = await signIn();
      const first = await updateProfile(
        req('/api/v1/user/update-profile', {
          method: 'POST',
          cookie,
          body: { name: 'Asha Rao', gender: 'female', email: 'asha@example.com' },
        }),
      );
      expect(first.status).toBe(200);
      expect((await json(first)).user).toMatchObject({ name: 'Asha Rao', nameLocked: true, genderLocked: true });
      const rename = await updateProfile(
        req('/api/v1/user/update-profile', { method: 'POST', cookie, body: { name: 'Someone Else' } }),
      );
      expect(rename.status).toBe(409);
      expect((await json(rename)).error?.message).toMatch(/cannot be changed/);
      const regender = await updateProfile(
        req('/api/v1/user/update-profile', { method: 'POST', cookie, body: { gender: 'male' } }),
      );
      expect(regender.status).toBe(409);
      const same = await updateProfile(
        req('/api/v1/user/update-profile', {
          method: 'POST',
          cookie,
          body: { name: 'Asha Rao', gender: 'female', email: 'asha.rao@example.com', dateOfBirth: '1994-03-02' },
        }),
      );
      expect(same.status).toBe(200);
      expect((await json(same)).user).toMatchObject({ email: 'asha.rao@example.com', dateOfBirth: '1994-03-02' });
      const bad = await updateProfile(
        req('/api/v1/user/update-profile', {
          method: 'POST',
          cookie,
          body: { email: 'not-an-email', dateOfBirth: '2030-01-01' },
        }),
      );
      expect(bad.status).toBe(400);
      expect((await json(bad)).error?.fields?.map((f) => f.path).sort()).toEqual(['body.dateOfBirth', 'body.email']);
    });

    const address = {
      recipientName: 'Asha Rao',
      phone: '98200 12345',
      line1: '12 Hill Road, Bandra West',
      city: 'Mumbai',
      pincode: '400050',
      country: 'IN',
    };

    it('manages addresses: the first is default, pincodes are checked, and nobody else can touch them', async () => {
      const owner = await signIn();
      const stranger = await signIn();
      const created = await createAddress(
        req('/api/v1/addresses', { method: 'POST', cookie: owner.cookie, body: address }),
      );
      expect(created.status).toBe(201);
      const first = (await json(created)).address as { id: string; isDefault: boolean; phone: string };
      expect(first).toMatchObject({ isDefault: true, phone: '+919820012345' });

      const badPin = await createAddress(
        req('/api/v1/addresses', { method: 'POST', cookie: owner.cookie, body: { ...address, pincode: '0400' } }),
      );
      expect(badPin.status).toBe(400);
      expect((await json(badPin)).error?.fields?.[0]).toMatchObject({
        path: 'body.pincode',
        message: 'Enter a 6-digit Indian PIN code.',
      });
      const unserved = await createAddress(
        req('/api/v1/addresses', { method: 'POST', cookie: owner.cookie, body: { ...address, pincode: '110001' } }),
      );
      expect((await json(unserved)).error?.fields?.[0]?.message).toBe('We do not serve pincode 110001 in Mumbai yet.');
      const unknownCity = await createAddress(
        req('/api/v1/addresses', {
          method: 'POST',
          cookie: owner.cookie,
          body: { ...address, city: 'Shimla', pincode: '171001' },
        }),
      );
      expect((await json(unknownCity)).error?.fields?.[0]?.path).toBe('body.city');

      const second = (
        await json(
          await createAddress(
            req('/api/v1/addresses', {
              method: 'POST',
              cookie: owner.cookie,
              body: { ...address, label: 'work', line1: '4th floor, BKC', pincode: '400051' },
            }),
          ),
        )
      ).address as { id: string };
      expect(
        (
          await json(
            await makeDefault(
              req(`/api/v1/addresses/${second.id}/default`, { method: 'POST', cookie: owner.cookie }),
              withId(second.id),
            ),
          )
        ).address,
      ).toMatchObject({ isDefault: true });
      const list = (await json(await listAddresses(req('/api/v1/addresses', { cookie: owner.cookie }))))
        .addresses as Array<{ id: string; isDefault: boolean }>;
      expect(list.map((a) => a.id)).toEqual([second.id, first.id]);
      expect(list.filter((a) => a.isDefault)).toHaveLength(1);

      expect(
        (await json(await listAddresses(req('/api/v1/addresses', { cookie: stranger.cookie })))).addresses,
      ).toEqual([]);
      expect(
        (
          await updateAddress(
            req(`/api/v1/addresses/${first.id}`, { method: 'PUT', cookie: stranger.cookie, body: address }),
            withId(first.id),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await deleteAddress(
            req(`/api/v1/addresses/${first.id}`, { method: 'DELETE', cookie: stranger.cookie }),
            withId(first.id),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await makeDefault(
            req(`/api/v1/addresses/${first.id}/default`, { method: 'POST', cookie: stranger.cookie }),
            withId(first.id),
          )
        ).status,
      ).toBe(404);
      expect(
        (await deleteAddress(req('/api/v1/addresses/nope', { method: 'DELETE', cookie: owner.cookie }), withId('nope')))
          .status,
      ).toBe(400);

      expect(
        (
          await deleteAddress(
            req(`/api/v1/addresses/${second.id}`, { method: 'DELETE', cookie: owner.cookie }),
            withId(second.id),
          )
        ).status,
      ).toBe(200);
      const after = (await json(await listAddresses(req('/api/v1/addresses', { cookie: owner.cookie }))))
        .addresses as Array<{ id: string; isDefault: boolean }>;
      expect(after).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
    });

    it('saves smile tracker settings per user, with defaults until saved and clear errors', async () => {
      const a = await signIn();
      const b = await signIn();
      expect(
        await json(await getTracker(req('/api/v1/user/smile-tracker-settings', { cookie: a.cookie }))),
      ).toMatchObject({ saved: false, settings: { dailyWearHours: 22 } });
      const saved = await saveTracker(
        req('/api/v1/user/smile-tracker-settings', {
          method: 'PUT',
          cookie: a.cookie,
          body: { dailyWearHours: 20, reminderTimes: ['21:00', '07:30'], currentAligner: 3, daysPerAligner: 14 },
        }),
      );
      expect((await json(saved)).settings).toEqual({
        dailyWearHours: 20,
        reminderTimes: ['07:30', '21:00'],
        currentAligner: 3,
        daysPerAligner: 14,
      });
      expect(
        (await json(await getTracker(req('/api/v1/user/smile-tracker-settings', { cookie: b.cookie })))).saved,
      ).toBe(false);
      const bad = await saveTracker(
        req('/api/v1/user/smile-tracker-settings', {
          method: 'PUT',
          cookie: a.cookie,
          body: { dailyWearHours: 30, reminderTimes: ['25:00'], currentAligner: 0, daysPerAligner: 14 },
        }),
      );
      expect(bad.status).toBe(400);
      expect((await json(bad)).error?.fields?.map((f) => f.path)).toEqual([
        'body.dailyWearHours',
        'body.reminderTimes.0',
        'body.currentAligner',
      ]);
    });

    it('stores consultations with a recommendation, lists only the owner’s, and finds the last LHR one', async () => {
      const a = await signIn();
      const b = await signIn();
      const lhr = await saveAssessment(
        req('/api/v1/customer-assessment/save', {
          method: 'POST',
          cookie: a.cookie,
          body: {
            kind: 'lhr',
            answers: {
              areas: ['face', 'underarms'],
              skinTone: 'medium',
              hairType: 'coarse',
              sensitiveSkin: 'no',
              triedBefore: 'no',
            },
          },
        }),
      );
      expect(lhr.status).toBe(201);
      expect((await json(lhr)).assessment).toMatchObject({ recommendation: { code: 'lhrTrial' } });
      const invalid = await saveAssessment(
        req('/api/v1/customer-assessment/save', {
          method: 'POST',
          cookie: a.cookie,
          body: { kind: 'aligner', answers: { concern: ['gaps'], ageGroup: 'ancient' } },
        }),
      );
      expect(invalid.status).toBe(400);
      expect((await json(invalid)).error?.fields?.map((f) => f.path)).toContain('body.answers.ageGroup');
      expect(
        (
          (await json(await listAssessments(req('/api/v1/customer-assessment/list', { cookie: a.cookie }))))
            .assessments as unknown[]
        ).length,
      ).toBe(1);
      expect(
        (await json(await listAssessments(req('/api/v1/customer-assessment/list', { cookie: b.cookie })))).assessments,
      ).toEqual([]);
      expect(
        (await json(await lastLhr(req('/api/v1/customer-assessment/last-lhr-response', { cookie: a.cookie }))))
          .assessment,
      ).toMatchObject({ kind: 'lhr' });
      expect(
        (await json(await lastLhr(req('/api/v1/customer-assessment/last-lhr-response', { cookie: b.cookie }))))
          .assessment,
      ).toBeNull();
    });

    it('keeps the preferred language of a signed-in customer', async () => {
      const a = await signIn();
      const res = await changeLanguage(
        req('/api/v2/toothsi/user/change-language?languageAlias=ta-IN', { method: 'POST', cookie: a.cookie }),
      );
      expect(await res.json()).toEqual({ languageAlias: 'ta-IN', stored: true });
      const [row] = await t.db.select().from(users).where(eq(users.id, a.userId));
      expect(row?.preferredLanguage).toBe('ta-IN');
    });
  });
}

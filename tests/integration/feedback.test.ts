import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NextResponse } from 'next/server';
import { and, desc, eq } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { customer, OPS_SECRET, order, params, req, type Customer } from './review-fixtures';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { feedbackLinks, feedbackResponses, outboxMessages } from '@/server/db/schema';
import { linkState } from '@/server/feedback/links';
import { careformAnswered } from '@/server/feedback/answers';
import { rateUsPromptFor } from '@/server/feedback/rate-us';
import { POST as sendLink } from '@/app/api/v1/ops/feedback-links/route';
import { POST as openTicket } from '@/app/api/v1/ops/support-tickets/route';
import { POST as resolveTicket } from '@/app/api/v1/ops/support-tickets/[id]/resolve/route';
import { POST as answerNps } from '@/app/api/v1/feedback/nps/route';
import { POST as answerCareform } from '@/app/api/v1/feedback/careform/[ticketId]/route';
import { POST as answerCustomer } from '@/app/api/v1/feedback/customer/route';
import { GET as promptDue } from '@/app/api/v1/rate-us/prompt/route';
import { POST as rateUs } from '@/app/api/v1/rate-us/route';
import { POST as dismiss } from '@/app/api/v1/rate-us/dismiss/route';
import { GET as rateUsContent } from '@/app/api/v1/rate-us/content/route';

vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: () => undefined,
}));

type ErrorBody = { error?: { code: string; fields?: Array<{ path: string; code?: string }> } };
const json = async <T>(res: NextResponse | Response) => (await res.json()) as T & ErrorBody;
const DAY = 86_400_000;
const tokenOf = (url: string) => new URL(url).searchParams.get('t') ?? '';

for (const target of testDatabases()) {
  describe(`feedback on ${target.name}`, () => {
    let t: TestDb;
    let phone = 0;
    const nextPhone = () => `+9197${target.name === 'pglite' ? '1' : '2'}${String(++phone).padStart(7, '0')}`;

    async function link(kind: string, to: string, locale = 'en-IN'): Promise<string> {
      const res = await sendLink(
        req('/api/v1/ops/feedback-links', {
          method: 'POST',
          body: { kind, phone: to, country: 'IN', locale },
          bearer: OPS_SECRET,
        }),
      );
      expect(res.status).toBe(201);
      return (await json<{ url: string }>(res)).url;
    }
    const nps = (body: Record<string, unknown>) => answerNps(req('/api/v1/feedback/nps', { method: 'POST', body }));

    beforeAll(async () => {
      process.env.DATABASE_URL = 'postgres://unused-by-tests/db';
      process.env.TRUST_PROXY = '1';
      process.env.OPS_SECRET = OPS_SECRET;
      resetEnvForTests();
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => {
      delete process.env.DATABASE_URL;
      delete process.env.TRUST_PROXY;
      delete process.env.OPS_SECRET;
      resetEnvForTests();
      await t.close();
    });

    it('an NPS link is sent by SMS with a signed token, and answered once, by its token only', async () => {
      const asha = await customer(t, nextPhone());
      expect(
        (
          await sendLink(
            req('/api/v1/ops/feedback-links', {
              method: 'POST',
              body: { kind: 'retainer_nps', phone: asha.phone, country: 'IN', locale: 'hi-IN' },
            }),
          )
        ).status,
      ).toBe(401);
      const url = await link('retainer_nps', asha.phone, 'hi-IN');
      expect(url).toMatch(/\/hi\/retainer-nps-quiz\?t=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
      const [sms] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, asha.phone), eq(outboxMessages.purpose, 'feedback')));
      expect(sms?.body).toContain(url);
      expect(sms?.body).toMatch(/[\u0900-\u097F]/);
      const token = tokenOf(url);
      const [id, sig] = token.split('.');

      // Altered, re-signed for another survey, or another link's id with this signature: all refused.
      const forged = `${id}.${sig?.slice(0, -1)}${sig?.endsWith('A') ? 'B' : 'A'}`;
      expect(
        (await json<object>(await nps({ survey: 'retainer_nps', token: forged, score: 9 }))).error?.fields?.[0]?.code,
      ).toBe('linkInvalid');
      expect((await json<object>(await nps({ survey: 'grin_nps', token, score: 9 }))).error?.fields?.[0]?.code).toBe(
        'linkInvalid',
      );
      const other = tokenOf(await link('retainer_nps', asha.phone));
      expect((await nps({ survey: 'retainer_nps', token: `${other.split('.')[0]}.${sig}`, score: 9 })).status).toBe(
        400,
      );
      // The follow-up answer must be one of the score's band.
      expect((await nps({ survey: 'retainer_nps', token, score: 3, reason: 'results' })).status).toBe(400);
      expect((await linkState(token, 'retainer_nps')).state).toBe('open');

      const answered = await nps({
        survey: 'retainer_nps',
        token,
        score: 3,
        reason: 'fit',
        comment: 'The upper one pinches.',
      });
      expect(answered.status).toBe(201);
      expect(await json<object>(answered)).toEqual({ answered: true, band: 'detractor' });
      const again = await nps({ survey: 'retainer_nps', token, score: 10, reason: 'results' });
      expect(again.status).toBe(409);
      expect((await json<object>(again)).error?.fields?.[0]?.code).toBe('alreadyAnswered');
      expect((await linkState(token, 'retainer_nps')).state).toBe('answered');
      const rows = await t.db.select().from(feedbackResponses).where(eq(feedbackResponses.userId, asha.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'retainer_nps',
        score: 3,
        reason: 'fit',
        comment: 'The upper one pinches.',
        locale: 'hi-IN',
      });
    });

    it('two answers of one link at once: exactly one is stored; an expired link is refused', async () => {
      const to = nextPhone();
      const token = tokenOf(await link('grin_nps', to));
      const results = await Promise.all([9, 10, 7].map((score) => nps({ survey: 'grin_nps', token, score })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      const [row] = await t.db.select().from(feedbackLinks).where(eq(feedbackLinks.phone, to));
      expect(
        await t.db
          .select()
          .from(feedbackResponses)
          .where(eq(feedbackResponses.linkId, row?.id ?? '')),
      ).toHaveLength(1);

      const late = tokenOf(await link('grin_nps', to));
      await t.db
        .update(feedbackLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(feedbackLinks.id, late.split('.')[0] ?? ''));
      const expired = await nps({ survey: 'grin_nps', token: late, score: 8 });
      expect(expired.status).toBe(422);
      expect((await json<object>(expired)).error?.fields?.[0]?.code).toBe('linkExpired');
    });

    it("a support ticket's care form: unknown ticket 404, its own link only, answered once", async () => {
      const bilal = await customer(t, nextPhone());
      const opened = await openTicket(
        req('/api/v1/ops/support-tickets', {
          method: 'POST',
          body: { phone: bilal.phone, country: 'IN', topic: 'aligner-fit', locale: 'en-IN' },
          bearer: OPS_SECRET,
        }),
      );
      expect(opened.status).toBe(201);
      const { ticket } = await json<{ ticket: { id: string; number: string; status: string } }>(opened);
      expect(ticket).toMatchObject({ status: 'open', number: expect.stringMatching(/^TK1\d{5}$/) });
      const other = await json<{ ticket: { id: string } }>(
        await openTicket(
          req('/api/v1/ops/support-tickets', {
            method: 'POST',
            body: { phone: bilal.phone, country: 'IN', topic: 'refund', locale: 'en-IN' },
            bearer: OPS_SECRET,
          }),
        ),
      );

      const resolved = await resolveTicket(
        req(`/api/v1/ops/support-tickets/${ticket.id}/resolve`, { method: 'POST', bearer: OPS_SECRET }),
        params({ id: ticket.id }),
      );
      expect(resolved.status).toBe(200);
      const { feedbackUrl, ticket: done } = await json<{ feedbackUrl: string; ticket: { status: string } }>(resolved);
      expect(done.status).toBe('resolved');
      expect(feedbackUrl).toContain(`/careform-feedback/${ticket.id}?t=`);
      const token = tokenOf(feedbackUrl);
      const careform = (ticketId: string, body: Record<string, unknown>) =>
        answerCareform(req(`/api/v1/feedback/careform/${ticketId}`, { method: 'POST', body }), params({ ticketId }));

      expect(
        (await careform('00000000-0000-4000-8000-000000000000', { token, rating: 5, outcome: 'resolved' })).status,
      ).toBe(404);
      // The link of one ticket does not answer another's form.
      expect((await careform(other.ticket.id, { token, rating: 1, outcome: 'notResolved' })).status).toBe(400);
      expect(await careformAnswered(ticket.id)).toBe(false);
      expect(
        (await careform(ticket.id, { token, rating: 4, outcome: 'resolved', comment: 'Quick and kind.' })).status,
      ).toBe(201);
      expect(await careformAnswered(ticket.id)).toBe(true);
      expect((await careform(ticket.id, { token, rating: 1, outcome: 'notResolved' })).status).toBe(409);
      // A second link for the same ticket cannot answer it twice either.
      const second = tokenOf(
        (
          await json<{ feedbackUrl: string }>(
            await resolveTicket(
              req(`/api/v1/ops/support-tickets/${ticket.id}/resolve`, { method: 'POST', bearer: OPS_SECRET }),
              params({ id: ticket.id }),
            ),
          )
        ).feedbackUrl,
      );
      expect((await careform(ticket.id, { token: second, rating: 2, outcome: 'partly' })).status).toBe(409);
      expect(await t.db.select().from(feedbackResponses).where(eq(feedbackResponses.ticketId, ticket.id))).toHaveLength(
        1,
      );
    });

    it('customer feedback: from a link once, or as the signed-in customer; nobody else', async () => {
      const chitra = await customer(t, nextPhone());
      const body = { rating: 4, topic: 'app', comment: 'Smooth checkout.', locale: 'en-IN' };
      expect((await answerCustomer(req('/api/v1/feedback/customer', { method: 'POST', body }))).status).toBe(401);
      expect(
        (await answerCustomer(req('/api/v1/feedback/customer', { method: 'POST', body, sid: chitra.sid }))).status,
      ).toBe(201);
      const token = tokenOf(await link('customer', chitra.phone));
      expect(
        (await answerCustomer(req('/api/v1/feedback/customer', { method: 'POST', body: { ...body, token } }))).status,
      ).toBe(201);
      expect(
        (await answerCustomer(req('/api/v1/feedback/customer', { method: 'POST', body: { ...body, token } }))).status,
      ).toBe(409);
      expect(
        await t.db
          .select()
          .from(feedbackResponses)
          .where(and(eq(feedbackResponses.userId, chitra.id), eq(feedbackResponses.kind, 'customer'))),
      ).toHaveLength(2);
    });

    it('rate us: the prompt is due only 90 days after the first paid order, and not again for a year after an answer or a dismissal', async () => {
      const now = new Date();
      const fresh = await customer(t, nextPhone());
      expect(await rateUsPromptFor(fresh.id, 90, now)).toBe(false); // no order
      await order(t, fresh.id, [{ productId: 101 }], { status: 'pending_payment' });
      expect(await rateUsPromptFor(fresh.id, 90, now)).toBe(false); // unpaid
      await order(t, fresh.id, [{ productId: 101 }], { paidDaysAgo: 89 });
      expect(await rateUsPromptFor(fresh.id, 90, now)).toBe(false); // 89 days
      expect(await rateUsPromptFor(fresh.id, 90, new Date(now.getTime() + 1.5 * DAY))).toBe(true); // 90.5 days

      const loyal = await customer(t, nextPhone());
      await order(t, loyal.id, [{ productId: 101 }], { paidDaysAgo: 10 });
      await order(t, loyal.id, [{ productId: 102 }], { paidDaysAgo: 120 }); // the first paid order counts
      const due = async (who: Customer | null) =>
        await json<{ due: boolean; afterDays: number; quietDays: number }>(
          await promptDue(req('/api/v1/rate-us/prompt?locale=en-IN', { sid: who?.sid })),
        );
      expect(await due(loyal)).toEqual({ due: true, afterDays: 90, quietDays: 365 });
      expect((await due(null)).due).toBe(false);

      // Dismissed: not again for 365 days.
      expect(
        (await dismiss(req('/api/v1/rate-us/dismiss', { method: 'POST', body: { locale: 'en-IN' } }))).status,
      ).toBe(401);
      expect(
        (await dismiss(req('/api/v1/rate-us/dismiss', { method: 'POST', body: { locale: 'en-IN' }, sid: loyal.sid })))
          .status,
      ).toBe(200);
      expect((await due(loyal)).due).toBe(false);
      expect(await rateUsPromptFor(loyal.id, 90, new Date(now.getTime() + 364 * DAY))).toBe(false);
      expect(await rateUsPromptFor(loyal.id, 90, new Date(now.getTime() + 366 * DAY))).toBe(true);

      // Answered (here from the header, a low rating with what went wrong): stored, and not prompted again.
      const other = await customer(t, nextPhone());
      await order(t, other.id, [{ productId: 101 }], { paidDaysAgo: 200 });
      const low = await rateUs(
        req('/api/v1/rate-us', {
          method: 'POST',
          body: { rating: 2, comment: 'Delivery was late.', locale: 'en-IN' },
          sid: other.sid,
        }),
      );
      expect(low.status).toBe(201);
      expect(await json<object>(low)).toEqual({ tone: 'bad', askStore: false });
      expect((await due(other)).due).toBe(false);
      const [stored] = await t.db
        .select()
        .from(feedbackResponses)
        .where(and(eq(feedbackResponses.userId, other.id), eq(feedbackResponses.kind, 'rate_us')))
        .orderBy(desc(feedbackResponses.createdAt));
      expect(stored).toMatchObject({ score: 2, comment: 'Delivery was late.', dismissed: false });
      // A high rating goes to the stores (a guest's too); its comment box was not shown, so none is kept.
      const high = await rateUs(
        req('/api/v1/rate-us', {
          method: 'POST',
          body: { rating: 5, comment: 'ignored', locale: 'en-IN', source: 'app' },
        }),
      );
      expect(await json<object>(high)).toEqual({ tone: 'good', askStore: true });
    });

    it("serves the rate-us content in the page's language", async () => {
      const english = await json<{ content: { title: string; storeRatingAfterDays: number; storeBadges: unknown[] } }>(
        await rateUsContent(req('/api/v1/rate-us/content?locale=en-IN')),
      );
      expect(english.content).toMatchObject({ title: 'How was your experience with us?', storeRatingAfterDays: 90 });
      expect(english.content.storeBadges).toHaveLength(2);
      const hindi = await json<{ content: { title: string; goodMessage: string } }>(
        await rateUsContent(req('/api/v1/rate-us/content?locale=hi-IN')),
      );
      expect(hindi.content.title).toMatch(/[\u0900-\u097F]/);
      const arabic = await json<{ content: { title: string } }>(
        await rateUsContent(req('/api/v1/rate-us/content?locale=ar-AE')),
      );
      expect(arabic.content.title).toMatch(/[\u0600-\u06FF]/);
    });
  });
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NextResponse } from 'next/server';
import { eq } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { customer, OPS_SECRET, order, params, req, reviewForm, TINY_PNG, type Customer } from './review-fixtures';
import { useDatabaseForTests } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { reviewPhotos, skinReviews } from '@/server/db/schema';
import type { OwnReview, PublicReview } from '@/lib/api/review-contracts';
import { GET as listReviews, POST as createReview } from '@/app/api/v1/reviews/route';
import { PUT as updateReview } from '@/app/api/v1/reviews/[id]/route';
import { GET as reviewPhoto } from '@/app/api/v1/reviews/[id]/photo/route';
import { GET as myReviews } from '@/app/api/v1/reviews/mine/route';
import { GET as opsReviews } from '@/app/api/v1/ops/reviews/route';
import { POST as moderate } from '@/app/api/v1/ops/reviews/[id]/moderation/route';
import { GET as treatmentReviews } from '@/app/api/v1/skinnsi/treatment-reviews/route';
import { listProducts } from '@/server/catalog';

const revalidated: string[] = [];
// Next's data cache needs the Next runtime; here each read goes straight to the database, and revalidations are recorded.
vi.mock('next/cache', () => ({
  cacheTag: () => undefined,
  cacheLife: () => undefined,
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

type ErrorBody = { error?: { code: string; fields?: Array<{ path: string; code?: string }> } };
const json = async <T>(res: NextResponse | Response) => (await res.json()) as T & ErrorBody;
const RETAINER = 101;
const WHITENING = 102;
const text = (n: number) => `Fits snugly and the case is sturdy. Week ${n} and no complaints at all.`;

for (const target of testDatabases()) {
  describe(`reviews on ${target.name}`, () => {
    let t: TestDb;
    let a: Customer;
    let b: Customer;
    let phone = 0;
    const nextPhone = () => `+9198${target.name === 'pglite' ? '1' : '2'}${String(++phone).padStart(7, '0')}`;

    const add = (
      who: Customer | null,
      fields: Record<string, string | number>,
      photo?: Parameters<typeof reviewForm>[1],
    ) =>
      createReview(
        req('/api/v1/reviews', {
          sid: who?.sid,
          method: 'POST',
          form: reviewForm({ rating: 5, body: text(1), authorName: 'Asha R.', locale: 'en-IN', ...fields }, photo),
        }),
      );
    const edit = (
      who: Customer,
      id: number,
      fields: Record<string, string | number>,
      photo?: Parameters<typeof reviewForm>[1],
    ) =>
      updateReview(
        req(`/api/v1/reviews/${id}`, {
          sid: who.sid,
          method: 'PUT',
          form: reviewForm({ rating: 4, body: text(2), authorName: 'Asha R.', ...fields }, photo),
        }),
        params({ id: String(id) }),
      );
    const published = async (subject: string) =>
      json<{ reviews: PublicReview[]; summary: { count: number; average: number | null } }>(
        await listReviews(req(`/api/v1/reviews?subject=${subject}`)),
      );

    beforeAll(async () => {
      process.env.DATABASE_URL = 'postgres://unused-by-tests/db';
      process.env.TRUST_PROXY = '1';
      process.env.OPS_SECRET = OPS_SECRET;
      resetEnvForTests();
      t = await target.open();
      useDatabaseForTests(t.db);
      a = await customer(t, nextPhone(), 'Asha Rao');
      b = await customer(t, nextPhone(), 'Bilal Khan');
    });
    afterAll(async () => {
      delete process.env.DATABASE_URL;
      delete process.env.TRUST_PROXY;
      delete process.env.OPS_SECRET;
      resetEnvForTests();
      await t.close();
    });

    it("only a paid order's owner reviews what it bought", async () => {
      const paid = await order(t, a.id, [{ productId: RETAINER, name: 'Removable retainer' }]);
      const unpaid = await order(t, a.id, [{ productId: WHITENING }], { status: 'pending_payment' });
      const othersPaid = await order(t, b.id, [{ productId: WHITENING }]);

      expect((await add(null, { orderId: paid, subject: `product:${RETAINER}` })).status).toBe(401);
      // Another customer's order looks like no order at all.
      const others = await add(a, { orderId: othersPaid, subject: `product:${WHITENING}` });
      expect(others.status).toBe(404);
      const notPaid = await add(a, { orderId: unpaid, subject: `product:${WHITENING}` });
      expect(notPaid.status).toBe(422);
      expect((await json<object>(notPaid)).error?.fields?.[0]?.code).toBe('orderNotPaid');
      const notBought = await add(a, { orderId: paid, subject: `product:${WHITENING}` });
      expect(notBought.status).toBe(422);
      expect((await json<object>(notBought)).error?.fields?.[0]).toMatchObject({
        path: 'body.subject',
        code: 'notInOrder',
      });
      const short = await add(a, { orderId: paid, subject: `product:${RETAINER}`, body: 'Too short.' });
      expect(short.status).toBe(400);
      expect((await json<object>(short)).error?.fields?.map((f) => f.path)).toEqual(['body.body']);

      const created = await add(a, {
        orderId: paid,
        subject: `product:${RETAINER}`,
        body: `${text(1)} <script>alert(1)</script>`,
      });
      expect(created.status).toBe(201);
      const { review } = await json<{ review: OwnReview }>(created);
      expect(review).toMatchObject({
        subject: { kind: 'product', productId: RETAINER },
        status: 'published',
        verified: true,
        city: 'Mumbai',
        authorName: 'Asha R.',
        orderId: paid,
      });
      // Stored as written: pages render it as text (React escapes it), never as markup.
      expect(review.body).toContain('<script>');
      expect(revalidated).toEqual(expect.arrayContaining([`reviews:product:${RETAINER}`, 'catalog']));

      const again = await add(a, { orderId: paid, subject: `product:${RETAINER}` });
      expect(again.status).toBe(409);
      expect((await json<object>(again)).error?.fields?.[0]?.code).toBe('alreadyReviewed');

      const list = await published(`product:${RETAINER}`);
      expect(list.reviews.map((r) => r.id)).toEqual([review.id]);
      expect(list.summary).toMatchObject({ count: 1, average: 5 });
      // The shop's cards rate a product by its published reviews.
      expect((await listProducts('IN', 'en')).find((p) => p.id === RETAINER)).toMatchObject({
        rating: 5,
        reviewCount: 1,
      });
    });

    it('reviews a skin package as its treatment and a scan as the aligner treatment; the treatment reviews read includes it', async () => {
      const skin = await order(t, a.id, [{ planCode: 'lhr-underarms-6', name: 'Underarms, 6 sessions' }]);
      const scan = await order(t, a.id, [{ planCode: 'scan-home' }]);
      const lhr = await add(a, { orderId: skin, subject: 'skin:lhr', rating: 4 });
      expect(lhr.status).toBe(201);
      expect((await json<{ review: OwnReview }>(lhr)).review).toMatchObject({
        subject: { kind: 'skin', category: 'lhr' },
        service: 'underarms',
      });
      expect(revalidated).toContain('skin');
      expect((await add(a, { orderId: scan, subject: 'aligners' })).status).toBe(201);
      const treatment = await json<{ reviews: Array<{ authorName: string; service: string | null }> }>(
        await treatmentReviews(req('/api/v1/skinnsi/treatment-reviews?serviceCategory=lhr&service=underarms')),
      );
      expect(treatment.reviews[0]).toMatchObject({ authorName: 'Asha R.', service: 'underarms' });
      // Treatment reviews are skin reviews only: the product and aligner reviews are not among them.
      const all = await json<{ reviews: Array<{ serviceCategory: string | null }> }>(
        await treatmentReviews(req('/api/v1/skinnsi/treatment-reviews?limit=50')),
      );
      expect(all.reviews.every((r) => r.serviceCategory !== null)).toBe(true);
      expect((await published('aligners')).summary.count).toBe(1);

      const mine = await json<{ reviews: OwnReview[]; reviewable: unknown[] }>(
        await myReviews(req('/api/v1/reviews/mine', { sid: a.sid })),
      );
      expect(mine.reviews).toHaveLength(3);
      expect(mine.reviewable).toEqual([]);
    });

    it('checks a photo like a CV upload, by its first bytes, and serves it', async () => {
      const paid = await order(t, b.id, [{ productId: RETAINER }]);
      const fake = await add(
        b,
        { orderId: paid, subject: `product:${RETAINER}`, authorName: 'Bilal K.' },
        { bytes: new TextEncoder().encode('<svg onload=alert(1)>'), name: 'smile.png', type: 'image/png' },
      );
      expect(fake.status).toBe(400);
      expect((await json<object>(fake)).error?.fields?.[0]).toMatchObject({ path: 'body.photo', code: 'photoType' });
      const created = await add(
        b,
        { orderId: paid, subject: `product:${RETAINER}`, authorName: 'Bilal K.', rating: 3 },
        { bytes: TINY_PNG, name: 'smile.png', type: 'image/png' },
      );
      expect(created.status).toBe(201);
      const { review } = await json<{ review: OwnReview }>(created);
      expect(review.photoUrl).toMatch(new RegExp(`^/api/v1/reviews/${review.id}/photo\\?v=`));
      const photo = await reviewPhoto(req(review.photoUrl ?? ''), params({ id: String(review.id) }));
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await photo.arrayBuffer())).toEqual(TINY_PNG);
    });

    it("edits one's own review, never someone else's", async () => {
      const [mine] = await t.db
        .select()
        .from(skinReviews)
        .where(eq(skinReviews.userId, a.id))
        .orderBy(skinReviews.id)
        .limit(1);
      if (!mine) throw new Error('no review');
      const byOther = await edit(b, mine.id, {
        body: 'Bilal rewrote this review of someone else, which must not work.',
      });
      expect(byOther.status).toBe(404);
      expect((await edit(a, 2_000_000_000, {})).status).toBe(404);
      const [unchanged] = await t.db.select().from(skinReviews).where(eq(skinReviews.id, mine.id));
      expect(unchanged?.body).toBe(mine.body);

      const edited = await edit(
        a,
        mine.id,
        { rating: 4, body: text(3) },
        { bytes: TINY_PNG, name: 'after.png', type: 'image/png' },
      );
      expect(edited.status).toBe(200);
      expect((await json<{ review: OwnReview }>(edited)).review).toMatchObject({
        id: mine.id,
        rating: 4,
        body: text(3),
        status: 'published',
      });
      expect(
        await t.db.select({ id: reviewPhotos.reviewId }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, mine.id)),
      ).toHaveLength(1);
      const removed = await edit(a, mine.id, { removePhoto: 'true' });
      expect((await json<{ review: OwnReview }>(removed)).review.photoUrl).toBeNull();
    });

    it('moderation hides a review from every public read, with the operations bearer only', async () => {
      const [target] = await t.db.select().from(skinReviews).where(eq(skinReviews.userId, b.id));
      if (!target) throw new Error('no review');
      const hide = (secret?: string) =>
        moderate(
          req(`/api/v1/ops/reviews/${target.id}/moderation`, {
            method: 'POST',
            body: { status: 'hidden' },
            bearer: secret,
          }),
          params({ id: String(target.id) }),
        );
      expect((await hide()).status).toBe(401);
      expect((await hide(`${OPS_SECRET.slice(0, -1)}x`)).status).toBe(401);
      expect((await opsReviews(req('/api/v1/ops/reviews'))).status).toBe(401);
      const before = await published(`product:${RETAINER}`);
      expect(before.reviews.map((r) => r.id)).toContain(target.id);

      const hidden = await hide(OPS_SECRET);
      expect(hidden.status).toBe(200);
      expect((await json<{ review: OwnReview }>(hidden)).review.status).toBe('hidden');
      const after = await published(`product:${RETAINER}`);
      expect(after.reviews.map((r) => r.id)).not.toContain(target.id);
      expect(after.summary.count).toBe(before.summary.count - 1);
      // Its photo is gone for everyone but its author, who still sees the review as hidden.
      expect(
        (await reviewPhoto(req(`/api/v1/reviews/${target.id}/photo`), params({ id: String(target.id) }))).status,
      ).toBe(404);
      expect(
        (
          await reviewPhoto(
            req(`/api/v1/reviews/${target.id}/photo`, { sid: b.sid }),
            params({ id: String(target.id) }),
          )
        ).status,
      ).toBe(200);
      const own = await json<{ reviews: OwnReview[] }>(await myReviews(req('/api/v1/reviews/mine', { sid: b.sid })));
      expect(own.reviews.find((r) => r.id === target.id)?.status).toBe('hidden');
      // Editing keeps it hidden: only operations publish it again.
      expect(
        (await json<{ review: OwnReview }>(await edit(b, target.id, { authorName: 'Bilal K.' }))).review.status,
      ).toBe('hidden');
      const queue = await json<{ reviews: Array<{ id: number }> }>(
        await opsReviews(req('/api/v1/ops/reviews?status=hidden', { bearer: OPS_SECRET })),
      );
      expect(queue.reviews.map((r) => r.id)).toEqual([target.id]);

      const shown = await moderate(
        req(`/api/v1/ops/reviews/${target.id}/moderation`, {
          method: 'POST',
          body: { status: 'published' },
          bearer: OPS_SECRET,
        }),
        params({ id: String(target.id) }),
      );
      expect(shown.status).toBe(200);
      expect((await published(`product:${RETAINER}`)).reviews.map((r) => r.id)).toContain(target.id);
    });

    it('two reviews of one order and subject at once: exactly one is stored', async () => {
      const c = await customer(t, nextPhone());
      const paid = await order(t, c.id, [{ productId: WHITENING }]);
      const results = await Promise.all(
        [0, 1, 2].map(() => add(c, { orderId: paid, subject: `product:${WHITENING}` })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await t.db.select().from(skinReviews).where(eq(skinReviews.userId, c.id))).toHaveLength(1);
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { smilePreviews } from '@/server/db/schema';
import { POST } from '@/app/api/v1/smile-preview/route';
import { GET } from '@/app/api/v1/smile-preview/[id]/[image]/route';
import { SMILE_PHOTO_MAX_BYTES } from '@/lib/smile-preview';
import { deleteExpiredSmilePreviews } from '@/server/smile-preview/service';

const ORIGIN = 'http://localhost:3000';

/** A small "smile": a warm face-coloured frame with a yellowish band where teeth would be, carrying EXIF. */
async function smilePng(): Promise<Uint8Array<ArrayBuffer>> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect width="100%" height="100%" fill="#c58c6b"/><ellipse cx="120" cy="110" rx="70" ry="28" fill="#8e3b3b"/><rect x="62" y="98" width="116" height="22" rx="8" fill="#e8dcb0"/></svg>`;
  const png = await sharp(Buffer.from(svg))
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

function upload(
  photo: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null,
  fields: Record<string, string> = { consent: 'yes' },
  cookie?: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set('photo', new File([photo.bytes], photo.name, { type: photo.type }));
  const headers: Record<string, string> = { host: 'localhost:3000', origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  return POST(new NextRequest(new URL('/api/v1/smile-preview', ORIGIN), { method: 'POST', headers, body: form }));
}
function image(id: string, which: string, cookie?: string) {
  return GET(
    new NextRequest(new URL(`/api/v1/smile-preview/${id}/${which}`, ORIGIN), {
      headers: cookie ? { host: 'localhost:3000', cookie } : { host: 'localhost:3000' },
    }),
    { params: Promise.resolve({ id, image: which }) },
  );
}
const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
const fieldsOf = async (res: Response) =>
  ((await res.json()) as { error: { fields: Array<{ path: string; code?: string }> } }).error.fields;

for (const target of testDatabases()) {
  describe(`smile preview on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => t.close());

    it('turns a PNG into a before and an after only its uploader can read, without metadata', async () => {
      const res = await upload({ bytes: await smilePng(), name: 'me.png', type: 'image/png' });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: string; before: string; after: string; expiresAt: string };
      expect(body.before).toBe(`/api/v1/smile-preview/${body.id}/before`);
      const cookie = cookieOf(res);
      expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

      const before = await image(body.id, 'before', cookie);
      const after = await image(body.id, 'after', cookie);
      for (const r of [before, after]) {
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toBe('image/jpeg');
        expect(r.headers.get('cache-control')).toBe('private, no-store');
      }
      const beforeBytes = Buffer.from(await before.arrayBuffer());
      const afterBytes = Buffer.from(await after.arrayBuffer());
      const meta = await sharp(beforeBytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 180 });
      expect(meta.exif).toBeUndefined();
      expect(beforeBytes.includes('secret-camera-owner')).toBe(false);
      // The illustration whitens the teeth band: its mean brightness there rises.
      const band = async (b: Buffer) =>
        (await sharp(b).extract({ left: 70, top: 100, width: 100, height: 18 }).greyscale().stats()).channels[0]!.mean;
      expect(await band(afterBytes)).toBeGreaterThan(await band(beforeBytes));

      // Another browser, or none, gets the same 404 as an unknown id.
      expect((await image(body.id, 'before')).status).toBe(404);
      expect((await image(body.id, 'after', 'smile-preview=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(
        404,
      );
      expect((await image('00000000-0000-4000-8000-000000000000', 'before', cookie)).status).toBe(404);
      expect((await image('not-a-uuid', 'before', cookie)).status).toBe(404);
      expect((await image(body.id, 'other', cookie)).status).toBe(404);

      // A second upload from the same browser keeps its cookie, so both stay readable.
      const again = await upload(
        { bytes: await smilePng(), name: 'me2.png', type: 'image/png' },
        { consent: 'yes' },
        cookie,
      );
      expect(again.status).toBe(201);
      expect(again.headers.get('set-cookie')?.split(';')[0]).toBe(cookie);
    });

    it('refuses a text file named .jpg, a missing photo and a missing consent with field errors, storing nothing', async () => {
      const count = (await t.db.select({ id: smilePreviews.id }).from(smilePreviews)).length;
      const text = await upload({
        bytes: new TextEncoder().encode('just some text, not a photo'),
        name: 'smile.jpg',
        type: 'image/jpeg',
      });
      expect(text.status).toBe(400);
      expect((await fieldsOf(text))[0]).toMatchObject({ path: 'body.photo', code: 'photoType' });
      // JPEG magic bytes but no image behind them.
      const fake = await upload({
        bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
        name: 'smile.jpg',
        type: 'image/jpeg',
      });
      expect((await fieldsOf(fake))[0]).toMatchObject({ path: 'body.photo', code: 'photoUnreadable' });
      expect((await fieldsOf(await upload(null)))[0]).toMatchObject({ code: 'photoMissing' });
      expect(
        (await fieldsOf(await upload({ bytes: await smilePng(), name: 'me.png', type: 'image/png' }, {})))[0]?.path,
      ).toBe('body.consent');
      expect(await t.db.select({ id: smilePreviews.id }).from(smilePreviews)).toHaveLength(count);
    });

    it('answers 413 to a photo over 8 MB', async () => {
      const big = new Uint8Array(SMILE_PHOTO_MAX_BYTES + 200 * 1024);
      big.set(await smilePng());
      const res = await upload({ bytes: big, name: 'big.png', type: 'image/png' });
      expect(res.status).toBe(413);
      expect((await fieldsOf(res))[0]).toMatchObject({ path: 'body.photo', code: 'photoTooLarge' });
    });

    it('forgets an expired preview: gone on read, and the job deletes the rest', async () => {
      const res = await upload({ bytes: await smilePng(), name: 'me.png', type: 'image/png' });
      const { id } = (await res.json()) as { id: string };
      const cookie = cookieOf(res);
      const past = new Date(Date.now() - 60_000);
      await t.db.update(smilePreviews).set({ expiresAt: past });
      expect((await image(id, 'after', cookie)).status).toBe(404);
      expect((await t.db.select({ id: smilePreviews.id }).from(smilePreviews)).map((r) => r.id)).not.toContain(id);
      expect(await deleteExpiredSmilePreviews()).toBeGreaterThan(0);
      expect(await t.db.select({ id: smilePreviews.id }).from(smilePreviews)).toHaveLength(0);
    });
  });
}

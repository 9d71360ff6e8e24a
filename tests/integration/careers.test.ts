import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { careerApplications } from '@/server/db/schema';
import { POST } from '@/app/api/v1/careers/apply/route';
import { CV_MAX_BYTES } from '@/lib/cv';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const fields = {
  roleId: 'frontend-engineer',
  name: 'Ananya Rao',
  email: 'ananya@example.com',
  phone: '98860 12345',
  country: 'IN',
  coverNote: 'I love fast sites.',
  locale: 'en-IN',
};

function apply(
  overrides: Record<string, string> = {},
  cv: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null = {
    bytes: PDF,
    name: 'ananya.pdf',
    type: 'application/pdf',
  },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, ...overrides })) form.set(k, v);
  if (cv) form.set('cv', new File([cv.bytes], cv.name, { type: cv.type }));
  return POST(
    new NextRequest(new URL('/api/v1/careers/apply', 'http://localhost:3000'), {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      body: form,
    }),
  );
}
const fieldsOf = async (res: Response) =>
  ((await res.json()) as { error: { fields: Array<{ path: string; code?: string }> } }).error.fields;

for (const target of testDatabases()) {
  describe(`careers on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => t.close());

    it('stores an application with its PDF', async () => {
      const res = await apply();
      expect(res.status).toBe(201);
      const [row] = await t.db.select().from(careerApplications);
      expect(row).toMatchObject({
        roleId: 'frontend-engineer',
        phone: '+919886012345',
        cvType: 'pdf',
        cvSize: PDF.byteLength,
        cvFilename: 'ananya.pdf',
      });
      expect(Buffer.from(row!.cv).subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('refuses a file that is not a PDF or Word document, whatever its name says', async () => {
      const res = await apply(
        {},
        { bytes: new TextEncoder().encode('MZ\x90\x00 not a cv'), name: 'cv.pdf', type: 'application/pdf' },
      );
      expect(res.status).toBe(400);
      expect((await fieldsOf(res))[0]).toMatchObject({ path: 'body.cv', code: 'cvType' });
    });

    it('refuses a CV over 5 MB, a missing CV, an unknown role and bad fields, writing nothing', async () => {
      const big = new Uint8Array(CV_MAX_BYTES + 1);
      big.set(PDF);
      expect(
        (await fieldsOf(await apply({}, { bytes: big, name: 'big.pdf', type: 'application/pdf' })))[0],
      ).toMatchObject({ code: 'cvTooLarge' });
      expect((await fieldsOf(await apply({}, null)))[0]).toMatchObject({ code: 'cvMissing' });
      expect((await fieldsOf(await apply({ roleId: 'astronaut' })))[0]?.path).toBe('body.roleId');
      expect((await fieldsOf(await apply({ email: 'x' })))[0]?.path).toBe('body.email');
      expect(await t.db.select().from(careerApplications)).toHaveLength(1);
    });
  });
}

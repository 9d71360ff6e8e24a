import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { partnerApplications } from '@/server/db/schema';
import { POST } from '@/app/api/v1/doctor-partners/route';

const valid = {
  doctorName: 'Dr. Kavya Menon',
  clinicName: 'Smile Studio',
  practiceType: 'orthodontist',
  registrationNumber: 'KMC/12345',
  phone: '98450 12345',
  email: 'kavya@smilestudio.in',
  city: 'Bangalore',
  country: 'IN',
  message: '',
  locale: 'en-IN',
};
const req = (body: unknown, key?: string) =>
  new NextRequest(new URL('/api/v1/doctor-partners', 'http://localhost:3000'), {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });

for (const target of testDatabases()) {
  describe(`doctor partners on ${target.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await target.open();
      useDatabaseForTests(t.db);
    });
    afterAll(async () => t.close());

    it('stores an application once, even when the client retries it', async () => {
      const first = await POST(req(valid, 'partner-0001'));
      expect(first.status).toBe(201);
      const again = await POST(req(valid, 'partner-0001'));
      expect(await again.json()).toEqual(await first.json());
      const rows = await t.db.select().from(partnerApplications);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ phone: '+919845012345', practiceType: 'orthodontist', message: null });
    });

    it('refuses bad input field by field and writes nothing', async () => {
      const res = await POST(req({ ...valid, email: 'nope', registrationNumber: '<script>', practiceType: 'barber' }));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Array<{ path: string }> } };
      expect(body.error.fields.map((f) => f.path).sort()).toEqual([
        'body.email',
        'body.practiceType',
        'body.registrationNumber',
      ]);
      const badPhone = await POST(req({ ...valid, phone: '12' }));
      expect(badPhone.status).toBe(400);
      expect(await t.db.select().from(partnerApplications)).toHaveLength(1);
    });
  });
}

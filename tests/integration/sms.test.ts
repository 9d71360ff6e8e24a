import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { testDatabases, type TestDb } from './test-db';
import { useDatabaseForTests } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema';
import { twilioProvider } from '@/server/sms';

/** A local stand-in for Twilio's Messages API: records requests, fails when told to. */
let fail = false;
const received: Array<{ url: string; auth: string; body: URLSearchParams }> = [];
let server: Server;
let apiBase = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body: new URLSearchParams(raw) });
      res
        .writeHead(fail ? 400 : 201, { 'content-type': 'application/json' })
        .end(JSON.stringify(fail ? { code: 21211, message: 'Invalid To' } : { sid: 'SM1', status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const [pglite] = testDatabases();

describe('Twilio SMS provider', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await pglite!.open();
    useDatabaseForTests(t.db);
  });
  afterAll(async () => t.close());

  it('posts To/From/Body with basic auth to the account’s Messages resource and records the send', async () => {
    const sms = twilioProvider({ accountSid: 'AC123', authToken: 'secret', from: '+15005550006', apiBase });
    await sms.send({ to: '+919820012345', body: '123456 is your code', purpose: 'otp' });
    const last = received.at(-1);
    expect(last?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(last?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(last?.body ?? [])).toEqual({
      To: '+919820012345',
      From: '+15005550006',
      Body: '123456 is your code',
    });
    const [row] = await t.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(1);
    expect(row).toMatchObject({ provider: 'twilio', recipient: '+919820012345', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('records a refused send and reports it as a failure', async () => {
    fail = true;
    const sms = twilioProvider({ accountSid: 'AC123', authToken: 'secret', from: '+15005550006', apiBase });
    await expect(sms.send({ to: '+919820012345', body: 'x', purpose: 'otp' })).rejects.toThrow(
      /SMS delivery failed: HTTP 400/,
    );
    const [row] = await t.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(1);
    expect(row?.error).toMatch(/Invalid To/);
    expect(row?.sentAt).toBeNull();
    fail = false;
  });
});

describe('a failed SMS delivery during sign-in', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await pglite!.open();
    useDatabaseForTests(t.db);
  });
  afterAll(async () => t.close());

  it('answers 503 with a clear message, leaves no usable code and does not use up a send', async () => {
    const { sendOtp } = await import('@/server/auth/otp');
    const { otpChallenges } = await import('@/server/db/schema');
    const broken = {
      name: 'broken',
      send: async () => Promise.reject(new Error('provider down')),
      deliver: async () => Promise.reject(new Error('provider down')),
    };
    await expect(sendOtp({ phone: '9820012345', country: 'IN', ip: '10.0.0.1', sms: broken })).rejects.toMatchObject({
      code: 'DELIVERY_FAILED',
      status: 503,
    });
    expect(await t.db.select().from(otpChallenges)).toEqual([]);
  });
});

/**
 * A signed-in customer for the bench: one phone sign-in through the app's own API, the code read from the dev
 * outbox (the bench starts the app with DEV_OUTBOX=1 on 127.0.0.1 only). Answers the Cookie header to send.
 */
const BENCH_PHONE = '9800000042';

async function json(response: Response): Promise<unknown> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body) as unknown;
}

export async function signInForBench(origin: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin };
  await json(
    await fetch(`${origin}/api/v1/auth/otp/send`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone: BENCH_PHONE, country: 'IN' }),
    }),
  );
  const outbox = (await json(await fetch(`${origin}/dev/outbox?format=json`))) as {
    messages: Array<{ recipient: string; body: string }>;
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.recipient === `+91${BENCH_PHONE}`)?.body ?? '')?.[1];
  if (!code) throw new Error('no sign-in code in the dev outbox');
  const verified = await fetch(`${origin}/api/v1/auth/otp/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone: BENCH_PHONE, country: 'IN', code }),
  });
  await json(verified.clone());
  const cookie = verified.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  if (!cookie) throw new Error('the sign-in answer set no session cookie');
  return cookie.split(';')[0] ?? '';
}

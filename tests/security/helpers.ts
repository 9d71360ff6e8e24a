import { createHash, randomBytes } from 'node:crypto';
import { NextRequest } from 'next/server';
import type { Database } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';

export const BASE = 'http://localhost:3000';

export interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless a string, bytes or a stream. */
  body?: unknown;
  sid?: string;
}

/** A request as Next hands it to a route handler: Host and Origin of the site, the session cookie when given. */
export function request(path: string, init: RequestInit = {}): NextRequest {
  const headers: Record<string, string> = { host: 'localhost:3000', ...init.headers };
  const method = init.method ?? 'GET';
  if (method !== 'GET' && !('origin' in headers)) headers.origin = BASE;
  if (init.sid) headers.cookie = `sid=${init.sid}`;
  let body: BodyInit | undefined;
  if (
    init.body instanceof ReadableStream ||
    init.body instanceof Uint8Array ||
    typeof init.body === 'string' ||
    init.body instanceof FormData
  )
    body = init.body as BodyInit;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  return new NextRequest(new URL(path, BASE), {
    method,
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
}

/** A signed-in customer: a user and a live session, straight in the database. Returns the session token. */
export async function signedInCustomer(
  database: Database,
  phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
): Promise<{ sid: string; userId: string }> {
  const [user] = await database
    .insert(users)
    .values({ phone, country: 'IN', name: 'Test Customer' })
    .returning({ id: users.id });
  const sid = randomBytes(32).toString('base64url');
  await database.insert(sessions).values({
    tokenHash: createHash('sha256').update(sid).digest('hex'),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { sid, userId: user!.id };
}

/** A body that arrives in chunks with no Content-Length (Transfer-Encoding: chunked), `total` bytes in all. */
export function chunkedBody(
  total: number,
  chunk = 64 * 1024,
  fill = 0x61,
): { stream: ReadableStream<Uint8Array>; sent: () => number } {
  let sent = 0;
  const piece = new Uint8Array(chunk).fill(fill);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      const n = Math.min(chunk, total - sent);
      sent += n;
      controller.enqueue(n === chunk ? piece : piece.subarray(0, n));
    },
  });
  return { stream, sent: () => sent };
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

export const errorOf = async (response: Response) =>
  ((await response.clone().json()) as { error?: { code: string; fields?: Array<{ path: string; code?: string }> } })
    .error;

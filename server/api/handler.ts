import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { EndpointContract } from '../../lib/api/contracts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../lib/auth-rules';
import { GUEST_CART_COOKIE, SECURE_GUEST_CART_COOKIE } from '../../lib/cart-cookies';
import { AppError, ERROR_STATUS, type FieldError } from '../errors';
import { env } from '../env';
import { withIdempotency } from '../idempotency';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<C extends EndpointContract> {
  query: Infer<C['query']>;
  params: Infer<C['params']>;
  body: Infer<C['body']>;
  request: NextRequest;
}

export interface HandlerResult<T> {
  status?: number;
  body: T;
  headers?: Record<string, string>;
  /** Sets or clears cookies on the response (sessions). Never part of an idempotent replay. */
  cookies?: (response: NextResponse) => void;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Wraps a route handler with the API rules of architecture §8: zod-parsed query and body (400 with field errors),
 * an Origin check on unsafe methods, Idempotency-Key replay for retriable writes, and one error-to-status mapping.
 */
export function apiRoute<C extends EndpointContract>(contract: C, handle: (input: HandlerInput<C>) => Promise<HandlerResult<z.output<C['response']>>>) {
  return async (request: NextRequest, context?: { params: Promise<Record<string, string | string[]>> }): Promise<NextResponse> => {
    try {
      if (UNSAFE.has(request.method)) assertSameOrigin(request);
      const query = parseWith(contract.query, Object.fromEntries(request.nextUrl.searchParams), 'query') as Infer<C['query']>;
      const params = parseWith(contract.params, context ? await context.params : {}, 'params') as Infer<C['params']>;
      const rawBody = UNSAFE.has(request.method) ? await readBody(request) : '';
      const body = contract.body ? (parseWith(contract.body, parseJson(rawBody), 'body') as Infer<C['body']>) : (undefined as Infer<C['body']>);
      const run = () => handle({ query, params, body, request });
      const key = request.headers.get('idempotency-key');
      const result: HandlerResult<z.output<C['response']>> =
        contract.idempotent && key
          ? await withIdempotency({ scope: `${contract.method} ${contract.path} ${idempotencySubject(request)}`, key, fingerprint: { path: request.nextUrl.pathname, query, body } }, run)
          : await run();
      const response = NextResponse.json(result.body, { status: result.status ?? 200, headers: { 'Cache-Control': 'private, no-store', ...result.headers } });
      result.cookies?.(response);
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

function parseWith(schema: z.ZodType | undefined, value: unknown, where: 'query' | 'body' | 'params'): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: FieldError[] = parsed.error.issues.map((issue) => ({ path: [where, ...issue.path.map(String)].join('.'), message: issue.message, code: 'invalidField' }));
  throw new AppError('VALIDATION_FAILED', where === 'body' ? 'Some fields are not valid.' : `Some ${where === 'query' ? 'query' : 'path'} parameters are not valid.`, fields);
}

async function readBody(request: NextRequest): Promise<string> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new AppError('BAD_REQUEST', 'The request body is too large.');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError('BAD_REQUEST', 'The request body is too large.');
  return text;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

/**
 * Browsers send Origin on every cross-site write; a write from another site is refused. Requests without Origin
 * (the native apps, server-to-server calls) pass, because they carry no ambient browser credentials to abuse.
 */
export function assertSameOrigin(request: NextRequest): void {
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new AppError('FORBIDDEN_ORIGIN', 'Cross-site requests are not allowed.');
  const origin = request.headers.get('origin');
  if (!origin) return;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('FORBIDDEN_ORIGIN', 'The request origin is not valid.');
  }
  if (originHost === host || env().ALLOWED_ORIGINS.includes(origin)) return;
  throw new AppError('FORBIDDEN_ORIGIN', 'This origin may not call the API.');
}

export function errorResponse(error: unknown): NextResponse {
  const appError =
    error instanceof AppError
      ? error
      : (error as { code?: unknown })?.code === 'CONTENT_UNAVAILABLE'
        ? new AppError('CONTENT_UNAVAILABLE', 'Content is temporarily unavailable.')
        : undefined;
  if (!appError) {
    console.error('[api] unexpected error', error);
    return NextResponse.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', status: ERROR_STATUS.INTERNAL } }, { status: 500 });
  }
  return NextResponse.json(
    { error: { code: appError.code, message: appError.message, status: appError.status, ...(appError.fields ? { fields: appError.fields } : {}) } },
    { status: appError.status, headers: appError.headers },
  );
}

/**
 * Whose key space an Idempotency-Key lives in: the session's (hashed) token, else the guest cart's, so callers
 * never share answers.
 */
function idempotencySubject(request: NextRequest): string {
  const token =
    request.cookies.get(SECURE_SESSION_COOKIE)?.value ??
    request.cookies.get(SESSION_COOKIE)?.value ??
    request.cookies.get(SECURE_GUEST_CART_COOKIE)?.value ??
    request.cookies.get(GUEST_CART_COOKIE)?.value;
  return token ? createHash('sha256').update(token).digest('hex').slice(0, 32) : 'anonymous';
}

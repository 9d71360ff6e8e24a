import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { EndpointContract } from '@/lib/api/contracts';
import { CONTROL_CHARACTERS_CODE, CONTROL_CHARACTERS_MESSAGE, inputProblems, MAX_INPUT_DEPTH } from '@/lib/api/text';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth-rules';
import { GUEST_CART_COOKIE, SECURE_GUEST_CART_COOKIE } from '@/lib/cart-cookies';
import { AppError, ERROR_STATUS, loggableError, toAppError, type FieldError } from '@/server/errors';
import { env } from '@/server/env';
import { withIdempotency } from '@/server/idempotency';
import { enforceRateLimit, publicWriteRule, type RateLimitRule } from '@/server/rate-limit';
import { isSecureRequest } from '@/server/auth/session';
import { inOneTransaction } from '@/server/db/client';

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

export interface RouteOptions {
  /**
   * A public write: counted by the shared rate limiter (server/rate-limit.ts) before its body is read. A name takes
   * the public-write rule (RATE_LIMIT_PUBLIC_WRITES) under that name; a rule is used as it is.
   */
  rateLimit?: string | RateLimitRule;
  /** The body's byte limit, counted as it streams in (64 KB by default). */
  maxBodyBytes?: number;
  /**
   * The work is database statements only (a form stored): it runs in one transaction with its Idempotency-Key's claim
   * and answer (server/db/client.ts inOneTransaction), so a crash at any point leaves the key retryable and nothing
   * written, and a retry can never store the work twice.
   */
  atomic?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The byte limit of a JSON body: every contract of ours fits in a fraction of it. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Wraps a route handler with the API rules of architecture §8: zod-parsed query and body (400 with field errors),
 * control characters refused in every string, a streamed body limit (413), an Origin check on unsafe methods, the
 * public-write rate limit when asked, Idempotency-Key replay for retriable writes, and one error-to-status mapping.
 */
export function apiRoute<C extends EndpointContract>(
  contract: C,
  handle: (input: HandlerInput<C>) => Promise<HandlerResult<z.output<C['response']>>>,
  options: RouteOptions = {},
) {
  return async (
    request: NextRequest,
    context?: { params: Promise<Record<string, string | string[]>> },
  ): Promise<NextResponse> => {
    try {
      const unsafe = UNSAFE.has(request.method);
      if (unsafe) assertSameOrigin(request);
      if (options.rateLimit)
        await enforceRateLimit(
          typeof options.rateLimit === 'string' ? publicWriteRule(options.rateLimit) : options.rateLimit,
          request,
        );
      const rawQuery = Object.fromEntries(request.nextUrl.searchParams);
      const rawParams = context ? await context.params : {};
      const rawBody =
        unsafe && contract.body
          ? parseJson(await readBodyText(request, options.maxBodyBytes ?? MAX_BODY_BYTES))
          : undefined;
      assertCleanInput({ query: rawQuery, params: rawParams, body: rawBody });
      const query = parseWith(contract.query, rawQuery, 'query') as Infer<C['query']>;
      const params = parseWith(contract.params, rawParams, 'params') as Infer<C['params']>;
      const body = contract.body
        ? (parseWith(contract.body, rawBody, 'body') as Infer<C['body']>)
        : (undefined as Infer<C['body']>);
      const run = () => handle({ query, params, body, request });
      const key = request.headers.get('idempotency-key');
      const respond = (): Promise<HandlerResult<z.output<C['response']>>> =>
        contract.idempotent && key
          ? withIdempotency(
              {
                scope: `${contract.method} ${contract.path} ${idempotencySubject(request)}`,
                key,
                fingerprint: { path: request.nextUrl.pathname, query, body },
              },
              run,
            )
          : run();
      const result = options.atomic ? await inOneTransaction(respond) : await respond();
      const response = NextResponse.json(result.body, {
        status: result.status ?? 200,
        headers: { 'Cache-Control': 'private, no-store', ...result.headers },
      });
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
  const fields: FieldError[] = parsed.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
    code: issue.message === CONTROL_CHARACTERS_MESSAGE ? CONTROL_CHARACTERS_CODE : 'invalidField',
  }));
  throw new AppError(
    'VALIDATION_FAILED',
    where === 'body'
      ? 'Some fields are not valid.'
      : `Some ${where === 'query' ? 'query' : 'path'} parameters are not valid.`,
    fields,
  );
}

/**
 * Refuses, field by field, any string of the request (query, path parameters, body; object keys too) holding a
 * control character, and bodies nested deeper than any contract: before any schema, so no endpoint lets a NUL byte
 * reach the database (PostgreSQL refuses it with 22021, which used to be a 500).
 */
export function assertCleanInput(input: Record<string, unknown>): void {
  const fields: FieldError[] = [];
  for (const [where, value] of Object.entries(input)) {
    for (const problem of inputProblems(value, where)) {
      fields.push(
        problem.problem === 'controlCharacters'
          ? { path: problem.path, message: CONTROL_CHARACTERS_MESSAGE, code: CONTROL_CHARACTERS_CODE }
          : { path: problem.path, message: `nests deeper than ${MAX_INPUT_DEPTH} levels`, code: 'invalidField' },
      );
    }
  }
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', fields);
}

function tooLarge(limit: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.round(limit / 1024)} KB.`);
}

/**
 * The request body's bytes, at most `limit` of them: a declared Content-Length over the limit is refused before
 * anything is read, and a body without one (Transfer-Encoding: chunked) is counted as it streams in and refused
 * (413) as soon as it passes the limit, so no more than the limit is ever held in memory.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && declared.trim() !== '' && !(Number(declared) <= limit)) {
    if (Number.isNaN(Number(declared))) throw new AppError('BAD_REQUEST', 'The Content-Length header is not valid.');
    throw tooLarge(limit);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'The request body could not be read.');
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, within `limit` bytes (413 over it, 400 when it is not UTF-8). */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const bytes = await readBodyBytes(request, limit);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid UTF-8.');
  }
}

/** A multipart or URL-encoded form body, within `limit` bytes (413 over it, 400 when it is not a form). */
export async function readFormData(request: Request, limit: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  try {
    return await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not a form.');
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

const firstOf = (value: string | null): string | undefined => value?.split(',')[0]?.trim() || undefined;

/**
 * The origin this request was addressed to, as the browser saw it: scheme and host. X-Forwarded-Host and
 * X-Forwarded-Proto count only behind a trusted proxy (TRUST_PROXY > 0); otherwise the Host header and the
 * connection's own scheme.
 */
export function requestOrigin(request: NextRequest): string {
  const trusted = env().TRUST_PROXY > 0;
  const host =
    (trusted ? firstOf(request.headers.get('x-forwarded-host')) : undefined) ??
    request.headers.get('host') ??
    request.nextUrl.host;
  const scheme = isSecureRequest(request) ? 'https' : 'http';
  return `${scheme}://${host.toLowerCase()}`;
}

/**
 * Browsers send Origin on every cross-site write; a write from another site is refused. Requests without Origin
 * (the native apps, server-to-server calls) pass, because they carry no ambient browser credentials to abuse. The
 * whole origin counts, scheme included: http://our-host may not write to https://our-host.
 */
export function assertSameOrigin(request: NextRequest): void {
  if (request.headers.get('sec-fetch-site') === 'cross-site')
    throw new AppError('FORBIDDEN_ORIGIN', 'Cross-site requests are not allowed.');
  const origin = request.headers.get('origin');
  if (!origin) return;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    throw new AppError('FORBIDDEN_ORIGIN', 'The request origin is not valid.');
  }
  if (originUrl.origin === requestOrigin(request) || env().ALLOWED_ORIGINS.includes(originUrl.origin)) return;
  throw new AppError('FORBIDDEN_ORIGIN', 'This origin may not call the API.');
}

let lastUnavailableLog = 0;

export function errorResponse(error: unknown): NextResponse {
  const appError = toAppError(error);
  if (!appError) {
    // Never the error as it is: a failed query's message carries its parameters (names, phones, addresses).
    console.error(`[api] unexpected error: ${loggableError(error)}`);
    return NextResponse.json(
      {
        error: {
          code: 'INTERNAL',
          message: 'Something went wrong on our side. Please try again.',
          status: ERROR_STATUS.INTERNAL,
        },
      },
      { status: 500 },
    );
  }
  if (appError !== error) {
    if (appError.code === 'DATABASE_UNAVAILABLE') {
      // One line every 10 s at most while the database is away, not one per request.
      if (Date.now() - lastUnavailableLog > 10_000)
        console.error(`[api] database unavailable: ${loggableError(error)}`);
      lastUnavailableLog = Date.now();
    } else if (appError.code === 'BAD_REQUEST') {
      console.warn(`[api] the database refused a value that passed validation: ${loggableError(error)}`);
    }
  }
  return NextResponse.json(
    {
      error: {
        code: appError.code,
        message: appError.message,
        status: appError.status,
        ...(appError.fields ? { fields: appError.fields } : {}),
      },
    },
    { status: appError.status, headers: { 'Cache-Control': 'private, no-store', ...appError.headers } },
  );
}

/**
 * Whose key space an Idempotency-Key lives in: the session's (hashed) token, else the guest cart's, so callers
 * never share answers. Over HTTPS only the __Host- cookies count (server/auth/session.ts).
 */
function idempotencySubject(request: NextRequest): string {
  const secure = isSecureRequest(request);
  const token = secure
    ? (request.cookies.get(SECURE_SESSION_COOKIE)?.value ?? request.cookies.get(SECURE_GUEST_CART_COOKIE)?.value)
    : (request.cookies.get(SECURE_SESSION_COOKIE)?.value ??
      request.cookies.get(SESSION_COOKIE)?.value ??
      request.cookies.get(SECURE_GUEST_CART_COOKIE)?.value ??
      request.cookies.get(GUEST_CART_COOKIE)?.value);
  return token ? createHash('sha256').update(token).digest('hex').slice(0, 32) : 'anonymous';
}

/**
 * The app's HTTP client (spec §7, §9): JSON in and out (multipart for a FormData body), a 30 s timeout, failures
 * reject with the response body, and `post` retries up to 3 times with one Idempotency-Key per logical request so
 * a retry never doubles a write.
 */

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' } as const;

export const HTTP_TIMEOUT_MS = 30_000;
export const POST_RETRIES = 3;
/** The longest `Retry-After` a retry waits for; a server asking for longer gets the failure shown instead. */
export const RETRY_AFTER_MAX_MS = 10_000;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The response's `Retry-After`, in milliseconds; null when it has none. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** What a rejection of this client was: the answer's status and `Retry-After`. */
export interface HttpFailure {
  status: number;
  retryAfterMs: number | null;
}

// The client rejects with the response body (spec §9); the status and Retry-After that came with it are kept here,
// keyed by that body, for the retry rules of React Query (client/query-client.ts).
const failures = new WeakMap<object, HttpFailure>();

/** The status and `Retry-After` of a rejection of this client; null for a network failure or a timeout. */
export function failureOf(rejection: unknown): HttpFailure | null {
  return typeof rejection === 'object' && rejection !== null ? (failures.get(rejection) ?? null) : null;
}

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function rejection(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (typeof error.body === 'object' && error.body !== null)
    failures.set(error.body, { status: error.status, retryAfterMs: error.retryAfterMs });
  return error.body;
}

export interface RequestOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
  fetchImpl?: typeof fetch;
  /** Base delay between retries; doubled each time. */
  retryDelayMs?: number;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const fetchImpl = options.fetchImpl ?? fetch;
  // A form with a file (a CV) goes as multipart, with the boundary the browser sets; everything else as JSON.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetchImpl(url, {
    method,
    headers: multipart ? { Accept: JSON_HEADERS.Accept, ...options.headers } : { ...JSON_HEADERS, ...options.headers },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS),
    credentials: 'same-origin',
  });
  const parsed = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, parsed, parseRetryAfter(response.headers.get('Retry-After')));
  return parsed as T;
}

/** Any request; a failure rejects with the response body (or the network error when there is none). */
export async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await send<T>(method, url, body, options);
  } catch (error) {
    throw rejection(error);
  }
}

export function get<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', url, undefined, options);
}

/**
 * How long a refused request (429, or a 409 of a request still in progress under the same key) waits before it is
 * tried again: the `Retry-After` it names. Null, so not retried, without one, when it is too long, or when it is 0
 * (the sign-in lockout: a new code is needed, not the same request again).
 */
export function retryAfterWait(failure: HttpFailure): number | null {
  const wait = failure.retryAfterMs;
  return wait !== null && wait > 0 && wait <= RETRY_AFTER_MAX_MS ? wait : null;
}

/** How long to wait before retrying a failed attempt of a post, or null not to retry it. */
function retryDelay(error: unknown, attempt: number, baseDelayMs: number): number | null {
  if (!(error instanceof HttpError)) return baseDelayMs * 2 ** attempt; // network failure or timeout
  if (error.status === 429 || error.status === 409) return retryAfterWait(error);
  return error.status >= 500 || error.status === 408 ? baseDelayMs * 2 ** attempt : null;
}

/** POST with retries. The same Idempotency-Key goes with every attempt of this one logical request. */
export async function post<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const key = options.headers?.['Idempotency-Key'] ?? crypto.randomUUID();
  const delay = options.retryDelayMs ?? 300;
  let lastError: unknown;
  for (let attempt = 0; attempt <= POST_RETRIES; attempt++) {
    try {
      return await send<T>('POST', url, body, { ...options, headers: { ...options.headers, 'Idempotency-Key': key } });
    } catch (error) {
      lastError = error;
      const wait = attempt === POST_RETRIES ? null : retryDelay(error, attempt, delay);
      if (wait === null) break;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  throw rejection(lastError);
}

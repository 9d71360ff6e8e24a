/**
 * The app's HTTP client (spec §7, §9): JSON in and out, a 30 s timeout, failures reject with the response body,
 * and `post` retries up to 3 times with one Idempotency-Key per logical request so a retry never doubles a write.
 */

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' } as const;

export const HTTP_TIMEOUT_MS = 30_000;
export const POST_RETRIES = 3;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
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
  const response = await fetchImpl(url, {
    method,
    headers: { ...JSON_HEADERS, ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS),
    credentials: 'same-origin',
  });
  const parsed = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, parsed);
  return parsed as T;
}

/** Any request; a failure rejects with the response body (or the network error when there is none). */
export async function request<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(method, url, body, options);
  } catch (error) {
    throw error instanceof HttpError ? error.body : error;
  }
}

export function get<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', url, undefined, options);
}

function retriable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429 || error.status === 408;
  return true; // network failure or timeout
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
      if (!retriable(error) || attempt === POST_RETRIES) break;
      await new Promise((r) => setTimeout(r, delay * 2 ** attempt));
    }
  }
  throw lastError instanceof HttpError ? lastError.body : lastError;
}

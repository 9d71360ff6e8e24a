import 'server-only';

/** Error codes of the app and the HTTP status each one maps to: the one error-to-status table. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A request body over the route's byte limit (counted while it streams in, chunked or not). */
  PAYLOAD_TOO_LARGE: 413,
  /** A request that is well formed but refused by a business rule (sold out, slot taken, coupon expired). */
  UNPROCESSABLE: 422,
  /** A payment callback or webhook whose signature does not match. */
  SIGNATURE_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  RATE_LIMITED: 429,
  DATABASE_UNAVAILABLE: 503,
  DELIVERY_FAILED: 503,
  CONTENT_UNAVAILABLE: 503,
  GATEWAY_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
  /** A stable code the UI translates (`errors.{code}` in the message catalogues), with its values. */
  code?: string;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  /** Set for DATABASE_UNAVAILABLE only, so it survives a `'use cache'` boundary (DATABASE_UNAVAILABLE_DIGEST). */
  readonly digest?: string;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    if (code === 'DATABASE_UNAVAILABLE') this.digest = DATABASE_UNAVAILABLE_DIGEST;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * The digest an unreachable-database error carries. A `'use cache'` read runs in its own React render, and in
 * production what comes out of it is a new, anonymous error: only a digest set on the original crosses that
 * boundary (Next keeps an error's own digest). server/db/client.ts sets it on every failed query that means the
 * database is unreachable, so a cached read's failure is still a 503, not a 500.
 */
export const DATABASE_UNAVAILABLE_DIGEST = 'DATABASE_UNAVAILABLE';

/** Marks `error` with the unreachable-database digest when that is what it means; returns it. */
export function withDatabaseDigest<T>(error: T): T {
  if (error !== null && typeof error === 'object' && isDatabaseUnavailable(error))
    (error as { digest?: string }).digest = DATABASE_UNAVAILABLE_DIGEST;
  return error;
}

/** Seconds a client waits before retrying while the database is unreachable (Retry-After of the 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function databaseUnavailable(): AppError {
  return new AppError(
    'DATABASE_UNAVAILABLE',
    'Our database is not answering right now. Please try again in a few seconds.',
    undefined,
    {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    },
  );
}

// Socket-level failures: nothing listens, the route or the peer is gone, the connection broke.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// What node-postgres says when a connection cannot be made, is lost, or stops answering (query_timeout).
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'timeout expired', // a connection's own connect timeout (server/db/client.ts poolConfig)
  'connection terminated',
  'query read timeout',
  'not queryable',
  'cannot use a pool after calling end',
  'handler disconnected', // pglite-socket dropped the connection's queued statements
];

/** The error and its causes (drizzle wraps node-postgres' error in `cause`), outermost first. */
function chain(error: unknown): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  let current: unknown = error;
  while (current !== null && typeof current === 'object' && out.length < 5) {
    out.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}

/** The SQLSTATE of a database error, wrapped or not. */
export function sqlState(error: unknown): string | undefined {
  for (const link of chain(error))
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  return undefined;
}

/**
 * Whether an error means the database cannot be reached or stopped answering, rather than a bug: refused or lost
 * connections, connect and query timeouts, statement timeouts (57014), a server shutting down or starting (57P0x),
 * connection exceptions (class 08) and exhausted server resources (class 53).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link.digest === DATABASE_UNAVAILABLE_DIGEST) return true;
    if (link instanceof AppError) return link.code === 'DATABASE_UNAVAILABLE';
    const code = typeof link.code === 'string' ? link.code : '';
    if (NETWORK_CODES.has(code)) return true;
    if (/^(08...|57P0[1-4]|57014|53...)$/.test(code)) return true;
    const message = typeof link.message === 'string' ? link.message.toLowerCase() : '';
    if (DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/**
 * What an error means to a caller: an AppError as it is; an unreachable database as DATABASE_UNAVAILABLE (503,
 * Retry-After); a value the database refused to store (class 22: a NUL byte, a string too long, a malformed value
 * that got past validation) as a 400; anything else undefined (a 500, logged).
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if ((error as { code?: unknown })?.code === 'CONTENT_UNAVAILABLE')
    return new AppError('CONTENT_UNAVAILABLE', 'Content is temporarily unavailable.');
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (sqlState(error)?.startsWith('22'))
    return new AppError('BAD_REQUEST', 'The request contains a value we cannot store.');
  return undefined;
}

/**
 * An error as it may be logged: name, message and SQLSTATE of it and its causes, without the bound parameters of a
 * failed query (drizzle puts them in the message: names, phone numbers, addresses) nor PostgreSQL's `detail`
 * (which repeats the offending values). The SQL text stays: it names the statement, not the customer.
 */
export function loggableError(error: unknown): string {
  const parts: string[] = [];
  for (const link of chain(error)) {
    const name = typeof link.name === 'string' ? link.name : 'Error';
    let message = typeof link.message === 'string' ? link.message : String(link);
    message = message.replace(/\nparams: [\s\S]*$/, '');
    const code = typeof link.code === 'string' ? ` [${link.code}]` : '';
    parts.push(`${name}${code}: ${message}`);
  }
  if (parts.length === 0) parts.push(String(error));
  const stack =
    error instanceof Error && error.stack
      ? `\n${error.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 5)
          .join('\n')}`
      : '';
  return parts.join('\n  caused by ') + stack;
}

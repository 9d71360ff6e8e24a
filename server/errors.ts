import 'server-only';

/** Error codes of the app and the HTTP status each one maps to: the one error-to-status table. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
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
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

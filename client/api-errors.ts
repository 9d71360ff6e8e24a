/** A field error of our API: a path, an English message, and a code (with values) the UI translates. */
export interface ApiFieldError {
  path: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

export interface ApiError {
  code: string;
  message: string;
  status: number;
  fields: ApiFieldError[];
}

/** Reads an API error body (`{error:{code,message,status,fields}}`); anything else is a network-level failure. */
export function readApiError(body: unknown): ApiError {
  const error = (body as { error?: Partial<ApiError> } | null)?.error;
  if (!error || typeof error.code !== 'string') return { code: 'NETWORK', message: '', status: 0, fields: [] };
  return {
    code: error.code,
    message: error.message ?? '',
    status: error.status ?? 0,
    fields: Array.isArray(error.fields) ? error.fields : [],
  };
}

/** Field errors by field name (`body.pincode` → `pincode`), the first per field. */
export function fieldErrors(error: ApiError): Record<string, ApiFieldError> {
  const out: Record<string, ApiFieldError> = {};
  for (const field of error.fields) {
    const name = field.path.split('.').slice(1, 2).join('.') || field.path;
    out[name] ??= field;
  }
  return out;
}

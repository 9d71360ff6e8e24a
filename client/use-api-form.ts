import { startTransition, useActionState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { fieldErrors, readApiError, type ApiError, type ApiFieldError } from './api-errors';

/** What a form shows after a submit: nothing yet, why it was refused (field errors included), or the answer. */
export type FormResult<R> = { status: 'idle' } | { status: 'failed'; error: ApiError } | { status: 'done'; result: R };

export interface ApiFormOptions<I, R> {
  /**
   * The endpoint's own zod schema (lib/api), checked before anything is sent, with the field errors a 400 would
   * bring. Loaded on the first submit (`() => import(…)`), so a form's page does not ship the validation library.
   */
  schema?: () => Promise<ZodType<I>>;
  /** Sends the checked input: a React Query mutation's `mutateAsync`, so the write invalidates what it changed. */
  send: (input: I) => Promise<R>;
  /** After a success, inside the same transition (navigate, close a dialog). */
  onDone?: (result: R) => void;
}

/** A refusal of the schema, shaped as the API shapes a 400 (server/api/handler.ts), so one rendering shows both. */
function invalid(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): ApiError {
  return {
    code: 'VALIDATION_FAILED',
    message: '',
    status: 400,
    fields: issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
      code: 'invalidField',
    })),
  };
}

/**
 * The one submit pattern of our forms: a React 19 action (`useActionState`) that checks the values with the API's
 * schema, sends them through the HTTP client, and keeps the refusal, with field errors by field name, or the answer.
 * `submit(values)` is the form's `onSubmit`: it keeps what the customer typed (a form `action` would reset it).
 */
export function useApiForm<I, R>({ schema, send, onDone }: ApiFormOptions<I, R>) {
  const [state, dispatch, pending] = useActionState<FormResult<R>, unknown>(
    async (_previous, values) => {
      let input = values as I;
      if (schema) {
        const checked = (await schema()).safeParse(values);
        if (!checked.success) return { status: 'failed', error: invalid(checked.error.issues) };
        input = checked.data;
      }
      try {
        const result = await send(input);
        onDone?.(result);
        return { status: 'done', result };
      } catch (body) {
        return { status: 'failed', error: readApiError(body) };
      }
    },
    { status: 'idle' },
  );

  const error = state.status === 'failed' ? state.error : null;
  const onFields = error?.fields.some((field) => field.path.startsWith('body.')) ?? false;
  const fields: Record<string, ApiFieldError> = error && onFields ? fieldErrors(error) : {};
  return {
    state,
    pending,
    /** The refusal, if the last submit was refused. */
    error,
    /** Field errors of the refusal by field name (`body.pincode` → `pincode`). */
    fields,
    /** The refusal when no field of the form carries it (a server failure, a business rule), to show above the button. */
    formError: error && !onFields ? (error.fields[0] ?? error) : null,
    /** Submits `values` (an event handler for `onSubmit`, or call it with no event). */
    submit: (values: unknown) => (event?: FormEvent) => {
      event?.preventDefault();
      startTransition(() => dispatch(values));
    },
  };
}

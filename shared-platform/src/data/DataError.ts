import { describeDatabaseError, type BackendErrorLike } from '../validation/describeDatabaseError';

/**
 * A failed backend call. `message` is fit to show the user (see describeDatabaseError);
 * `code`, `status` and `hint` are the backend's, for logic such as "already accepted".
 */
export class DataError extends Error {
  override readonly name = 'DataError';
  readonly code: string | null;
  readonly status: number | null;
  readonly hint: string | null;

  constructor(
    message: string,
    details: {
      code?: string | null;
      status?: number | null;
      hint?: string | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.code = details.code ?? null;
    this.status = details.status ?? null;
    this.hint = details.hint ?? null;
  }
}

/**
 * Wraps a supabase-js error (PostgREST or auth) in a DataError with the user message.
 * `status` is the HTTP status of a PostgREST response (0 when nothing answered).
 */
export function toDataError(error: unknown, status?: number): DataError {
  if (error instanceof DataError) return error;
  const shape = (error && typeof error === 'object' ? error : {}) as BackendErrorLike;
  // PostgREST errors are plain objects without the status; Error instances keep their own.
  const described =
    status !== undefined && !(error instanceof Error) ? { ...shape, status } : error;
  return new DataError(describeDatabaseError(described), {
    code: shape.code ?? null,
    status: status ?? shape.status ?? null,
    hint: shape.hint ?? null,
    cause: error,
  });
}

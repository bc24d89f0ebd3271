/**
 * What went wrong with a backend call, as far as a feature can act on it. Messages are i18n keys
 * or the server's own text: components translate (`dataErrorMessage`), never this module.
 */
export type DataErrorReason =
  /** Nothing answered: offline, DNS, CORS, a reset connection, a chunk that did not load. */
  | 'network'
  /** Row level security or a guard function refused (42501). */
  | 'not-allowed'
  /** The JWT expired or is invalid (PGRST301, PGRST303). */
  | 'session-expired'
  /** A check constraint refused a value (23514); `constraint` names it. */
  | 'invalid-value'
  /** A required column was null (23502). */
  | 'missing-value'
  /** The action conflicts with the row's state (PT409); `hint` says how. */
  | 'conflict'
  /** A rate limit (PT429); the server's message says when to try again. */
  | 'rate-limited'
  /** Anything else: the server's message is the best we have. */
  | 'server';

/** Backend error shapes: PostgREST ({code, message, details, hint}) and auth-js ({name, message, status, code}). */
export interface BackendErrorLike {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
  status?: number | null;
  name?: string | null;
}

/**
 * A feature's sentences for the failures it knows: i18n keys by constraint name, by PT409 hint
 * and by the database's own sentence (docs/product/languages.md: the rule for database sentences).
 */
export interface DataErrorMessages {
  /** Constraint name (23514) → key. */
  constraints?: Readonly<Record<string, string>>;
  /** PT409 hint → key. */
  conflicts?: Readonly<Record<string, string>>;
  /**
   * The database's sentences (`raise exception` messages) → keys. `match` is the exact message,
   * or a RegExp whose named groups become the key's interpolation values (`{{status}}`).
   */
  sentences?: ReadonlyArray<{ match: string | RegExp; key: string }>;
}

const GENERIC_KEYS: Partial<Record<DataErrorReason, string>> = {
  network: 'common:errors.network',
  'not-allowed': 'common:errors.notAllowed',
  'session-expired': 'common:errors.sessionExpired',
  'missing-value': 'common:errors.missingValue',
};

/**
 * A failed backend call. `message` is the server's text (or a description of the failure);
 * `messageKey`, when set, names a better sentence for the user in the i18n catalog.
 */
export class DataError extends Error {
  override readonly name = 'DataError';
  readonly reason: DataErrorReason;
  readonly code: string | null;
  readonly status: number | null;
  readonly hint: string | null;
  readonly constraint: string | null;
  readonly messageKey: string | null;
  /** Interpolation values of `messageKey` (a matched sentence's named groups), or null. */
  readonly messageValues: Record<string, string> | null;

  constructor(
    message: string,
    details: {
      reason?: DataErrorReason;
      code?: string | null;
      status?: number | null;
      hint?: string | null;
      constraint?: string | null;
      messageKey?: string | null;
      messageValues?: Record<string, string> | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.reason = details.reason ?? 'server';
    this.code = details.code ?? null;
    this.status = details.status ?? null;
    this.hint = details.hint ?? null;
    this.constraint = details.constraint ?? null;
    this.messageKey = details.messageKey ?? GENERIC_KEYS[this.reason] ?? null;
    this.messageValues = details.messageKey ? (details.messageValues ?? null) : null;
  }
}

const NETWORK_MESSAGE =
  /^(TypeError|FetchError|AbortError)(: |$)|Failed to fetch|NetworkError|Load failed|fetch failed|Network request failed/i;

/** Nothing answered: offline, DNS, CORS, connection reset, or an aborted request. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return NETWORK_MESSAGE.test(error.message);
  if (!error || typeof error !== 'object') return false;
  const { name, status, code, message } = error as BackendErrorLike;
  if (name === 'AuthRetryableFetchError') return true;
  if (status === 0) return true;
  // postgrest-js reports a thrown fetch as { code: '', message: 'TypeError: Failed to fetch' }.
  return (
    (code === '' || code == null) &&
    NETWORK_MESSAGE.test(message ?? '') &&
    !name?.startsWith('Auth')
  );
}

/** The constraint a 23514 names: in the message (PostgREST) or in details (local stack). */
export function violatedConstraint(error: BackendErrorLike): string | null {
  const fromMessage = /violates check constraint "([^"]+)"/.exec(error.message ?? '')?.[1];
  const fromDetails = /Failing constraint: (\S+)/.exec(error.details ?? '')?.[1];
  return fromMessage ?? fromDetails ?? null;
}

function reasonOf(shape: BackendErrorLike, network: boolean): DataErrorReason {
  if (network) return 'network';
  switch (shape.code) {
    case '42501':
      return 'not-allowed';
    case 'PGRST301':
    case 'PGRST303':
      return 'session-expired';
    case '23514':
      return 'invalid-value';
    case '23502':
      return 'missing-value';
    case 'PT409':
      return 'conflict';
    case 'PT429':
      return 'rate-limited';
    default:
      return 'server';
  }
}

/** The key of the first of `sentences` that matches `message`, with its named groups. */
function matchSentence(
  message: string,
  sentences: DataErrorMessages['sentences'],
): { key: string; values: Record<string, string> | null } | null {
  for (const { match, key } of sentences ?? []) {
    if (typeof match === 'string') {
      if (match === message) return { key, values: null };
      continue;
    }
    match.lastIndex = 0;
    const found = match.exec(message);
    if (found) {
      const groups = Object.entries(found.groups ?? {}).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      return { key, values: groups.length > 0 ? Object.fromEntries(groups) : null };
    }
  }
  return null;
}

/**
 * Wraps a supabase-js error (PostgREST or auth) in a DataError. `status` is the HTTP status of a
 * PostgREST response (0 when nothing answered); `messages` are the calling feature's sentences.
 */
export function toDataError(
  error: unknown,
  status?: number,
  messages: DataErrorMessages = {},
): DataError {
  if (error instanceof DataError) return error;
  const shape = (error && typeof error === 'object' ? error : {}) as BackendErrorLike;
  // PostgREST errors are plain objects without the status; Error instances keep their own.
  const described =
    status !== undefined && !(error instanceof Error) ? { ...shape, status } : error;
  const reason = reasonOf(shape, isNetworkFailure(described));
  const constraint = reason === 'invalid-value' ? violatedConstraint(shape) : null;
  const message =
    typeof error === 'string'
      ? error
      : shape.message?.trim() || (error instanceof Error ? error.message : '');
  const sentence = reason === 'network' ? null : matchSentence(message, messages.sentences);
  const featureKey =
    (constraint && messages.constraints?.[constraint]) ||
    (reason === 'conflict' && shape.hint && messages.conflicts?.[shape.hint]) ||
    sentence?.key ||
    null;
  return new DataError(message, {
    reason,
    code: shape.code ?? null,
    status: status ?? shape.status ?? null,
    hint: shape.hint ?? null,
    constraint,
    messageKey: featureKey || undefined,
    messageValues: featureKey && featureKey === sentence?.key ? sentence.values : null,
    cause: error,
  });
}

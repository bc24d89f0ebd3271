/** How messages name the tool; the staff tool (../staff) passes its own name. */
export const reviewersTool = "The reviewers' tool";

/**
 * Failures the reviewers' tool (and the staff tool) explains to its user: each message says what went wrong
 * and what to do, and the tool exits with code 1.
 */
export class ReviewerError extends Error {
  override readonly name = 'ReviewerError';
}

/** What supabase-js returns for a failed request. */
export interface ApiFailure {
  error: { message: string; details?: string | null; hint?: string | null; code?: string | null };
  status: number;
  statusText?: string;
}

/** Thrown by the repository functions; the tool turns it into a ReviewerError. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    /** What the tool was doing, e.g. "reading lawyer_profiles". */
    readonly action: string,
    readonly failure: ApiFailure,
  ) {
    super(`${action}: ${failure.error.message}`);
  }
}

/** Where the tool sends its requests, and where the URL and key came from. */
export interface ApiTarget {
  url: string;
  key: string;
  urlSource: string;
  keySource: string;
}

export const localEnvSource = 'supabase/.env.local';

export function isLocalUrl(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The line of a fetch failure that names the cause, e.g. "connect ECONNREFUSED 127.0.0.1:54321". */
function networkCause(failure: ApiFailure): string {
  const text = `${failure.error.details ?? ''}\n${failure.error.message}`;
  const caused = /Caused by: (?:\w*Error: )?([^\n]+?)(?: \(\w+\))?$/m.exec(text);
  if (caused) return caused[1]!.trim();
  if (/timeout|timed out|aborted/i.test(text)) return 'the request timed out without an answer';
  return failure.error.message.replace(/^TypeError: /, '');
}

function isNetworkFailure(failure: ApiFailure): boolean {
  return (
    failure.status === 0 ||
    /fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|TimeoutError|AbortError/.test(
      `${failure.error.message} ${failure.error.details ?? ''}`,
    )
  );
}

/** Turns a failed API call into a message a reviewer can act on. */
export function explainApiFailure(
  error: ApiCallError,
  target: ApiTarget,
  tool: string = reviewersTool,
): ReviewerError {
  const { failure, action } = error;
  const { message, code } = failure.error;
  const api = `the Supabase API at ${target.url}`;

  if (isNetworkFailure(failure)) {
    const advice = isLocalUrl(target.url)
      ? 'Is the local stack running? Start it with `npm run db:start`, or pass --url for another project.'
      : 'Check the project URL (https://<project-ref>.supabase.co) and the network connection.';
    return new ReviewerError(
      `Could not reach ${api} (URL from ${target.urlSource}): ${networkCause(failure)}.\n${advice}`,
    );
  }

  if (
    (failure.status === 401 || failure.status === 403) &&
    code !== '42501' &&
    /api key|apikey|jwt|jws|unauthori[sz]ed|invalid.*key/i.test(`${message} ${code ?? ''}`)
  ) {
    const advice =
      target.keySource === localEnvSource && !isLocalUrl(target.url)
        ? `The key in ${localEnvSource} only works for the local stack: pass the project's secret ` +
          'key with SUPABASE_SECRET_KEY (or --key).'
        : "Use the project's secret key (sb_secret_..., or the legacy service_role key).";
    return new ReviewerError(
      `${capitalize(api)} rejected the key from ${target.keySource} (${message}).\n${advice}`,
    );
  }

  if (code === '42501' || /permission denied/i.test(message)) {
    return new ReviewerError(
      `${capitalize(api)} refused ${action} (${message}): the key from ${target.keySource} is not a ` +
        `secret key. ${tool} needs the project's secret key (sb_secret_..., or the ` +
        'legacy service_role key).',
    );
  }

  if (code === 'PGRST205' || code === 'PGRST202' || code === '42P01' || code === '42883') {
    return new ReviewerError(
      `${capitalize(api)} does not have what the tool needs (${message}). ` +
        'Are the NyayaConnect migrations (supabase/migrations) applied to this project?',
    );
  }

  if (/^\s*</.test(message) || (failure.status === 404 && !code)) {
    return new ReviewerError(
      `${target.url} (URL from ${target.urlSource}) does not look like a Supabase API: ` +
        `${action} answered ${failure.status} ${failure.statusText ?? ''}`.trimEnd() +
        '. Pass the project URL, e.g. https://<project-ref>.supabase.co or http://localhost:54321.',
    );
  }

  const extra = [code && `code ${code}`, failure.error.details, failure.error.hint]
    .filter(Boolean)
    .join('; ');
  return new ReviewerError(
    `${capitalize(api)} failed ${action} with status ${failure.status}: ${message}` +
      (extra ? ` (${extra})` : ''),
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

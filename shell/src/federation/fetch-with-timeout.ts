export interface FetchWithTimeoutOptions {
  /** Deadline for one attempt, body included. */
  timeoutMs: number;
  /** Extra attempts after a network error or a 5xx answer; timeouts and 4xx answers are final. */
  retries?: number;
  retryDelayMs?: number;
  fetchImpl?: (input: string, init: RequestInit) => Promise<Response>;
}

export class FetchTimeoutError extends Error {
  override readonly name = 'FetchTimeoutError';

  constructor(url: string, timeoutMs: number) {
    super(`${url} did not answer within ${timeoutMs} ms`);
  }
}

export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';

  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`${url} answered HTTP ${status}`);
  }
}

const nullBodyStatuses = new Set([101, 204, 205, 304]);

function isRetryable(error: unknown): boolean {
  if (error instanceof FetchTimeoutError) return false;
  if (error instanceof HttpStatusError) return error.status >= 500;
  return true;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function fetchOnce(
  url: string,
  init: RequestInit,
  options: FetchWithTimeoutOptions,
): Promise<Response> {
  const { timeoutMs, fetchImpl = (input, requestInit) => fetch(input, requestInit) } = options;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FetchTimeoutError(url, timeoutMs)),
    timeoutMs,
  );
  const signal = init.signal
    ? AbortSignal.any([init.signal, controller.signal])
    : controller.signal;
  try {
    const response = await fetchImpl(url, { ...init, signal });
    // Read the body inside the deadline: callers parse it later, where no timeout applies.
    const body = nullBodyStatuses.has(response.status) ? null : await response.arrayBuffer();
    if (!response.ok) throw new HttpStatusError(url, response.status);
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    // Some fetch implementations reject with a generic AbortError instead of the abort reason.
    if (controller.signal.aborted) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `fetch` with a deadline per attempt and an optional short retry. A plain fetch of a remote's
 * manifest can hang for minutes when its server accepts the connection and never answers.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  options: FetchWithTimeoutOptions,
): Promise<Response> {
  const { retries = 0, retryDelayMs = 0 } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchOnce(url, init, options);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await wait(retryDelayMs);
    }
  }
}

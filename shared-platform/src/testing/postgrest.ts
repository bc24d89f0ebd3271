import { http, HttpResponse, type JsonBodyType } from 'msw';
import { TEST_SUPABASE_URL } from './render-with-providers';
import { server } from './msw-server';

/** What the repository sent, as PostgREST receives it. */
export interface CapturedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; body?: JsonBodyType; headers?: Record<string, string> };

/**
 * Answers one PostgREST path (e.g. 'rpc/search_lawyer_directory' or 'complaints') and keeps
 * every request it received.
 */
export function mockPostgrest(
  method: 'get' | 'post' | 'patch',
  path: string,
  answer: Answer | ((request: CapturedRequest) => Answer),
): CapturedRequest[] {
  const captured: CapturedRequest[] = [];
  server.use(
    http[method](`${TEST_SUPABASE_URL}/rest/v1/${path}`, async ({ request }) => {
      const text = await request.text();
      const entry: CapturedRequest = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      captured.push(entry);
      const { status = 200, body, headers } = typeof answer === 'function' ? answer(entry) : answer;
      return body === undefined
        ? new HttpResponse(null, { status: status === 200 ? 201 : status, headers })
        : HttpResponse.json(body, { status, headers });
    }),
  );
  return captured;
}

/** The error body PostgREST sends for a raised exception. */
export function postgrestError(
  code: string,
  message: string,
  hint: string | null = null,
  details: string | null = null,
) {
  return { code, message, hint, details };
}

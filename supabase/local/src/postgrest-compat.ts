import type { MiddlewareHandler } from 'hono';

interface PostgrestError {
  status: number;
  code: string;
  message: string;
  details: string | null;
}

/** The functions' P0002 sentences (case room; reviews: docs/product/reviews.md). */
const notFoundSentences = new Set([
  'Not found',
  'This review was not found.',
  'This consultation was not found.',
]);

/**
 * Database errors @supabase/lite answers with `500 {code: "SUP"}` and the driver's message,
 * in the shape PostgREST (and so hosted Supabase) gives them. Clients rely on the hosted shape.
 */
const translations: ((message: string) => PostgrestError | null)[] = [
  // A CHECK violation: 400, SQLSTATE 23514, naming the constraint.
  (message) => {
    const match = /violates check constraint "([^"]+)"/.exec(message);
    return match
      ? {
          status: 400,
          code: '23514',
          message: message.replace(/^(error|PostgresError): /, ''),
          details: `Failing constraint: ${match[1]}`,
        }
      : null;
  },
  // `raise exception '<sentence>' using errcode = 'P0002'` (no_data_found), the answer for a
  // case room, review or consultation that is not the caller's or does not exist: PostgREST
  // answers 404 with the SQLSTATE; lite's 500 keeps only the message, so the exact sentences
  // are matched.
  (message) => {
    const sentence = message.replace(/^(error|PostgresError): /, '');
    return notFoundSentences.has(sentence)
      ? { status: 404, code: 'P0002', message: sentence, details: null }
      : null;
  },
  // A statement cancelled by the role's statement_timeout: 500, SQLSTATE 57014.
  (message) =>
    /canceling statement due to statement timeout/.test(message)
      ? {
          status: 500,
          code: '57014',
          message: 'canceling statement due to statement timeout',
          details: null,
        }
      : null,
];

export const postgrestErrorShapes: MiddlewareHandler = async (context, next) => {
  await next();
  if (context.res.status !== 500) return;
  const body = (await context.res
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (body?.code !== 'SUP' || !body.message) return;
  const error = translations.map((translate) => translate(body.message!)).find(Boolean);
  if (!error) return;
  const json = JSON.stringify({
    code: error.code,
    message: error.message,
    details: error.details,
    hint: null,
  });
  // Hono copies the old response's headers onto the new one; drop the stale length first.
  context.res.headers.delete('content-length');
  context.res = new Response(json, { status: error.status, headers: context.res.headers });
};

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONSTRAINT_MESSAGES,
  describeDatabaseError,
  isNetworkFailure,
} from './describeDatabaseError';

const NETWORK = 'Could not reach the server. Please check your connection and try again.';

describe('describeDatabaseError', () => {
  it('maps a check violation to the sentence for its constraint (hosted PostgREST shape)', () => {
    expect(
      describeDatabaseError({
        code: '23514',
        message:
          'new row for relation "call_support_requests" violates check constraint "mobile_number_is_indian_mobile"',
        details: 'Failing row contains (...)',
        hint: null,
      }),
    ).toBe(
      'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.',
    );
  });

  it('reads the constraint from details too (local stack shape)', () => {
    expect(
      describeDatabaseError({
        code: '23514',
        message: 'some wording',
        details: 'Failing constraint: description_at_most_5000_chars',
        hint: null,
      }),
    ).toBe('The case description can be at most 5000 characters.');
  });

  it('falls back to the server message for an unknown constraint', () => {
    const message = 'new row violates check constraint "brand_new_rule"';
    expect(describeDatabaseError({ code: '23514', message })).toBe(message);
  });

  it('has a sentence for every check constraint in the migrations', () => {
    const dir = join(__dirname, '../../../supabase/migrations');
    const sql = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    const constraints = new Set(
      [...sql.matchAll(/constraint (\w+)\s+check/g)].map((match) => match[1]!),
    );
    expect(constraints.size).toBeGreaterThan(20);
    expect([...constraints].filter((name) => !(name in CONSTRAINT_MESSAGES))).toEqual([]);
  });

  it("passes the rate limit's own message through", () => {
    const message =
      'Too many submissions from this phone number or e-mail address. Please try again in an hour.';
    expect(
      describeDatabaseError({
        code: 'PT429',
        message,
        hint: 'At most 5 submissions per hour are accepted.',
      }),
    ).toBe(message);
  });

  it('says the request was taken for PT409 already_accepted', () => {
    expect(
      describeDatabaseError({
        code: 'PT409',
        message: 'Already accepted: this consultation request has been accepted by another lawyer.',
        hint: 'already_accepted',
      }),
    ).toBe('This request has already been accepted by another lawyer.');
  });

  it('says the request is no longer open for PT409 not_open', () => {
    expect(
      describeDatabaseError({
        code: 'PT409',
        message: 'no longer open (status: cancelled).',
        hint: 'not_open',
      }),
    ).toBe('This request is no longer open.');
  });

  it('says "not allowed" for 42501, never "already accepted"', () => {
    expect(
      describeDatabaseError({
        code: '42501',
        message: 'Not allowed: only approved lawyers can accept consultation requests.',
      }),
    ).toBe('You are not allowed to do that.');
  });

  it('asks for the required fields on 23502', () => {
    expect(describeDatabaseError({ code: '23502', message: 'null value in column "name"' })).toBe(
      'Please fill all required fields.',
    );
  });

  it.each([
    ['a thrown TypeError', new TypeError('Failed to fetch')],
    [
      'postgrest-js catch shape',
      { code: '', message: 'TypeError: fetch failed', details: '', hint: '' },
    ],
    ['status 0', { code: '', message: 'anything', status: 0 }],
    [
      'auth-js retryable fetch error',
      { name: 'AuthRetryableFetchError', message: '{}', status: 0 },
    ],
  ])('recognises a network failure: %s', (_what, error) => {
    expect(isNetworkFailure(error)).toBe(true);
    expect(describeDatabaseError(error)).toBe(NETWORK);
  });

  it('falls back to the server message, then to the given fallback', () => {
    expect(
      describeDatabaseError({ code: 'PT404', message: 'Consultation request not found.' }),
    ).toBe('Consultation request not found.');
    expect(
      describeDatabaseError({
        name: 'AuthApiError',
        message: 'Invalid login credentials',
        status: 400,
      }),
    ).toBe('Invalid login credentials');
    expect(describeDatabaseError({ code: 'XX000', message: '' }, 'Fallback text.')).toBe(
      'Fallback text.',
    );
    expect(describeDatabaseError(undefined)).toBe('Something went wrong. Please try again.');
  });
});

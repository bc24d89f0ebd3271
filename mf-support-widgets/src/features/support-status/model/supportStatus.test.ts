import { describe, expect, it } from 'vitest';
import { supportStatusHref } from './statusLink';
import { parseSupportStatus, referenceFromSearch, statusLookupSchema } from './supportStatus';

const base = {
  referenceNumber: 'CB-7K3M-9Q2X',
  receivedAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
};

describe('the status answer', () => {
  it('is null for the database’s null (no such request with that contact)', () => {
    expect(parseSupportStatus(null)).toBeNull();
  });

  it('keeps a retry time only for a callback with no answer, a response only when decided', () => {
    expect(
      parseSupportStatus({
        ...base,
        kind: 'callback',
        status: 'contacted',
        retryAt: base.updatedAt,
      }),
    ).toMatchObject({ status: 'contacted', retryAt: null, response: null });
    expect(
      parseSupportStatus({
        ...base,
        kind: 'callback',
        status: 'no_answer',
        retryAt: base.updatedAt,
      }),
    ).toMatchObject({ status: 'no_answer', retryAt: base.updatedAt });
    expect(
      parseSupportStatus({ ...base, kind: 'complaint', status: 'in_review', response: 'Draft' }),
    ).toMatchObject({ status: 'in_review', response: null });
    expect(
      parseSupportStatus({ ...base, kind: 'complaint', status: 'rejected', response: 'No.' }),
    ).toMatchObject({ kind: 'complaint', status: 'rejected', response: 'No.' });
  });

  it('refuses an answer it cannot show truthfully', () => {
    expect(() => parseSupportStatus('CB-7K3M-9Q2X')).toThrow('not an object');
    expect(() => parseSupportStatus({ ...base, kind: 'callback', status: 'received' })).toThrow(
      'unknown kind or status: callback/received',
    );
    expect(() =>
      parseSupportStatus({ ...base, receivedAt: 'yesterday', kind: 'callback', status: 'new' }),
    ).toThrow('reference number or dates');
  });
});

describe('the status form and link', () => {
  it('trims both fields and writes the reference in capitals', () => {
    expect(
      statusLookupSchema.parse({ reference: ' cb-7k3m-9q2x ', contact: ' 98765 43210 ' }),
    ).toEqual({
      reference: 'CB-7K3M-9Q2X',
      contact: '98765 43210',
    });
    expect(
      statusLookupSchema.safeParse({ reference: ' ', contact: '' }).error?.issues,
    ).toHaveLength(2);
  });

  it('links to the page with the reference, on our site or at a given one', () => {
    expect(supportStatusHref('CB-7K3M-9Q2X')).toBe('/support/status?reference=CB-7K3M-9Q2X');
    expect(supportStatusHref('CB-7K3M-9Q2X', 'https://nyaya.example/')).toBe(
      'https://nyaya.example/support/status?reference=CB-7K3M-9Q2X',
    );
  });

  it('reads the reference from the address, ignoring what cannot be one', () => {
    expect(referenceFromSearch('?reference=%20CP-7K3M-9Q2X%20')).toBe('CP-7K3M-9Q2X');
    expect(referenceFromSearch('')).toBe('');
    expect(referenceFromSearch(`?reference=${'X'.repeat(41)}`)).toBe('');
  });
});

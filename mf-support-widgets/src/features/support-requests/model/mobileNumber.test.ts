import { describe, expect, it } from 'vitest';
import { NORMAL_MOBILE_PATTERN, toNormalMobile } from './mobileNumber';

describe('toNormalMobile: one stored form, +91 and ten digits', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
  ])('%s → %s', (typed, normal) => {
    expect(toNormalMobile(typed)).toBe(normal);
    expect(normal).toMatch(NORMAL_MOBILE_PATTERN);
  });

  it.each(['12345', '5876543210', '011 2345 6789', '+929876543210', ''])('refuses %s', (typed) => {
    expect(toNormalMobile(typed)).toBeNull();
  });
});

describe('the callback and complaint forms send the stored form', () => {
  it('whether or not +91 was typed', async () => {
    const { callbackSchema } = await import('./callbackSchema');
    const { complaintSchema } = await import('./complaintSchema');
    const callback = { name: 'Meera', issueDescription: 'A cheque bounced.' };
    const complaint = { email: 'meera@example.in', complaintText: 'No call.' };
    for (const typed of ['9876543210', '98765 43210', '+91 98765 43210']) {
      expect(callbackSchema.parse({ ...callback, mobileNumber: typed }).mobileNumber).toBe(
        '+919876543210',
      );
      expect(complaintSchema.parse({ ...complaint, phoneNumber: typed }).phoneNumber).toBe(
        '+919876543210',
      );
    }
  });
});

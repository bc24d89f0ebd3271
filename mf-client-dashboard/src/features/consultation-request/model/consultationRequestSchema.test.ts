import { validationMessages } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { consultationRequestSchema } from './consultationRequestSchema';

const validRequest = {
  serviceType: 'Family Law',
  description: 'Custody question',
  location: '',
  phone: '',
};

const messagesOf = (input: unknown) => validationMessages(consultationRequestSchema, input);

describe('consultation request form', () => {
  it('accepts a valid request and stores blanks as null', () => {
    expect(consultationRequestSchema.parse(validRequest)).toEqual({
      serviceType: 'Family Law',
      description: 'Custody question',
      location: null,
      phone: null,
    });
  });

  it.each([
    ['service type', { ...validRequest, serviceType: '' }],
    ['description', { ...validRequest, description: '   ' }],
    ['both (absent)', { location: 'Delhi' }],
  ])("says 'Please fill all required fields.' when %s is missing", (_field, input) => {
    const messages = messagesOf(input);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set(['Please fill all required fields.']));
  });

  it('refuses a service type outside the 10 areas', () => {
    expect(messagesOf({ ...validRequest, serviceType: 'Space Law' })).toEqual([
      'Please choose a type of legal service from the list.',
    ]);
  });

  it('bounds the description at 5000 characters like the database', () => {
    expect(messagesOf({ ...validRequest, description: 'x'.repeat(5000) })).toEqual([]);
    expect(messagesOf({ ...validRequest, description: 'x'.repeat(5001) })).toEqual([
      'The case description can be at most 5000 characters.',
    ]);
  });

  it('normalizes an optional phone and refuses a non-Indian one', () => {
    expect(consultationRequestSchema.parse({ ...validRequest, phone: '98765 43210' }).phone).toBe(
      '9876543210',
    );
    expect(messagesOf({ ...validRequest, phone: '12345' })).toEqual([
      'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.',
    ]);
  });

  it('reports the fields in form order, the first field first', () => {
    expect(
      messagesOf({ serviceType: 'Space Law', description: '', location: '', phone: '1' }),
    ).toEqual([
      'Please choose a type of legal service from the list.',
      'Please fill all required fields.',
      'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { composerSchema, MAX_MESSAGE_LENGTH } from './composer';

const issues = (input: { body: string; hasDocument: boolean }) => {
  const result = composerSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('composerSchema', () => {
  it('needs visible text unless a document is attached', () => {
    expect(issues({ body: '  \n ', hasDocument: false })).toEqual(['mf_case_room:composer.empty']);
    expect(issues({ body: '', hasDocument: true })).toEqual([]);
    expect(composerSchema.parse({ body: '  Hello  ', hasDocument: false }).body).toBe('Hello');
  });

  it('takes 4,000 characters and refuses 4,001, counting characters as the database does', () => {
    expect(issues({ body: 'a'.repeat(MAX_MESSAGE_LENGTH), hasDocument: false })).toEqual([]);
    expect(issues({ body: 'a'.repeat(MAX_MESSAGE_LENGTH + 1), hasDocument: false })).toEqual([
      'mf_case_room:composer.tooLong',
    ]);
    // An emoji is one character for PostgreSQL, two UTF-16 units for JavaScript.
    expect(issues({ body: '🙂'.repeat(MAX_MESSAGE_LENGTH), hasDocument: false })).toEqual([]);
  });
});

import { dataErrorMessage, toDataError } from '@nyaya/shared-platform';
import { checkConstraintsOf } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { SUPPORT_ERROR_MESSAGES } from './submissions';

describe('SUPPORT_ERROR_MESSAGES', () => {
  it.each(['call_support_requests', 'complaints'])(
    'has a sentence for every check constraint of %s',
    (table) => {
      const constraints = checkConstraintsOf(table);
      expect(constraints.length).toBeGreaterThan(3);
      expect(constraints.filter((name) => !(name in SUPPORT_ERROR_MESSAGES.constraints))).toEqual(
        [],
      );
    },
  );

  it('says which rule a description with control characters breaks', () => {
    const error = toDataError(
      {
        code: '23514',
        message:
          'new row for relation "call_support_requests" violates check constraint "issue_description_has_no_control_characters"',
      },
      400,
      SUPPORT_ERROR_MESSAGES,
    );
    expect(dataErrorMessage(error)).toBe(
      'The issue description contains control characters; only line breaks and tabs are allowed.',
    );
  });
});

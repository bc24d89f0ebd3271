import { changeLanguage, dataErrorMessage, toDataError } from '@nyaya/shared-platform';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { OPS_REFUSALS } from './refusals';

const MIGRATIONS = join(__dirname, '../../../../../supabase/migrations');

/**
 * Every string literal of the migrations, quotes undoubled: the sentences they raise, including
 * those a `case` chooses (`raise exception '%', case ... then 'Not allowed: ...'`).
 */
function databaseSentences(): string[] {
  const sentences = new Set<string>();
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    // Comments are dropped first: their apostrophes would pair up with the literals' quotes.
    const code = sql.replace(/--.*$/gm, '');
    for (const match of code.matchAll(/'((?:[^']|'')*)'/g)) {
      sentences.add(match[1]!.replaceAll("''", "'"));
    }
  }
  return [...sentences];
}

/** A refusal as PostgREST answers it (a raised exception, SQLSTATE P0001). */
function refusal(message: string) {
  return toDataError({ code: 'P0001', message, details: null, hint: null }, 400, {
    sentences: OPS_REFUSALS,
  });
}

afterEach(async () => {
  await changeLanguage('en');
});

describe("the console's database refusals", () => {
  it('are sentences the database raises, word for word', () => {
    const raised = databaseSentences();
    for (const { match } of OPS_REFUSALS) {
      if (typeof match === 'string') {
        expect(raised).toContain(match);
      } else {
        // A pattern matches a raised sentence with its % filled in.
        expect(raised.some((sentence) => match.test(sentence.replaceAll('%', '1')))).toBe(true);
      }
    }
  });

  it('read in English exactly as the database wrote them, and in Hindi on a Hindi page', async () => {
    const taken = refusal('Already taken by Kavya Nair.');
    expect(dataErrorMessage(taken)).toBe('Already taken by Kavya Nair.');
    const version = refusal('Send the version you reviewed.');
    expect(dataErrorMessage(version)).toBe('Send the version you reviewed.');
    const status = refusal(
      'Unknown callback status "late": use new, contacted, no_answer or resolved.',
    );
    expect(dataErrorMessage(status)).toBe(
      'Unknown callback status "late": use new, contacted, no_answer or resolved.',
    );

    await changeLanguage('hi');
    expect(dataErrorMessage(taken)).toBe('Kavya Nair इसे पहले ही ले चुके हैं।');
    expect(dataErrorMessage(version)).toBe('वह संस्करण भेजें जिसकी आपने समीक्षा की।');
    expect(dataErrorMessage(refusal('Only the agent who took this callback can change it.'))).toBe(
      'इस कॉलबैक को केवल वही सदस्य बदल सकते हैं जिन्होंने इसे लिया है।',
    );
    expect(dataErrorMessage(refusal('This review is already hidden.'))).toBe(
      'यह समीक्षा पहले से छिपाई गई है।',
    );
  });
});

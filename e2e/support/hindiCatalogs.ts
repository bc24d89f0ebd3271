/**
 * Every package's English and Hindi catalogs, side by side (support/hindi.ts finds controls by
 * the Hindi the catalogs give their English), and the words Hindi text keeps in Latin script.
 */
import { aiLawyerEn } from '../../mf-ai-lawyer/src/i18n/en.ts';
import { aiLawyerHi } from '../../mf-ai-lawyer/src/i18n/hi.ts';
import { caseRoomEn } from '../../mf-case-room/src/i18n/en.ts';
import { caseRoomHi } from '../../mf-case-room/src/i18n/hi.ts';
import { clientDashboardEn } from '../../mf-client-dashboard/src/i18n/en.ts';
import { clientDashboardHi } from '../../mf-client-dashboard/src/i18n/hi.ts';
import { directoryEn } from '../../mf-directory/src/i18n/en.ts';
import { directoryHi } from '../../mf-directory/src/i18n/hi.ts';
import { reviewsEn } from '../../mf-directory/src/i18n/reviewsEn.ts';
import { reviewsHi } from '../../mf-directory/src/i18n/reviewsHi.ts';
import { lawyerPortalEn } from '../../mf-lawyer-portal/src/i18n/en.ts';
import { lawyerPortalHi } from '../../mf-lawyer-portal/src/i18n/hi.ts';
import { opsConsoleEn } from '../../mf-ops-console/src/i18n/en.ts';
import { opsConsoleHi } from '../../mf-ops-console/src/i18n/hi.ts';
import { reviewsEn as consoleReviewsEn } from '../../mf-ops-console/src/i18n/reviewsEn.ts';
import { reviewsHi as consoleReviewsHi } from '../../mf-ops-console/src/i18n/reviewsHi.ts';
import { supportWidgetsEn } from '../../mf-support-widgets/src/i18n/en.ts';
import { supportWidgetsHi } from '../../mf-support-widgets/src/i18n/hi.ts';
import { commonEn } from '../../shared-platform/src/i18n/en/common.ts';
import { commonHi } from '../../shared-platform/src/i18n/hi/common.ts';
import { shellEn } from '../../shell/src/i18n/en.ts';
import { shellHi } from '../../shell/src/i18n/hi.ts';
import { unsubscribeEn } from '../../shell/src/features/unsubscribe/en.ts';
import { unsubscribeHi } from '../../shell/src/features/unsubscribe/hi.ts';
import { PRACTICE_LOCATIONS } from '../../db/src/constants.ts';
import { LATIN_IN_HINDI } from '../../shared-platform/src/testing/hindiCatalog.ts';

/** Words Hindi text keeps in Latin script (the catalogs' own check allows the same). */
export const LATIN_WORDS_IN_HINDI: readonly string[] = LATIN_IN_HINDI;

export const CATALOG_PAIRS: readonly (readonly [object, object])[] = [
  [shellEn, shellHi],
  [unsubscribeEn, unsubscribeHi],
  [commonEn, commonHi],
  [directoryEn, directoryHi],
  [reviewsEn, reviewsHi],
  [clientDashboardEn, clientDashboardHi],
  [lawyerPortalEn, lawyerPortalHi],
  [caseRoomEn, caseRoomHi],
  [supportWidgetsEn, supportWidgetsHi],
  [aiLawyerEn, aiLawyerHi],
  [opsConsoleEn, opsConsoleHi],
  [consoleReviewsEn, consoleReviewsHi],
];

function words(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    // Interpolations ({{name}}) and nested keys ($t(...)) are not words people read.
    const text = value.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>/g, ' ');
    for (const [word] of text.matchAll(/[A-Za-z]{2,}/g)) into.add(word.toLowerCase());
  } else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) words(child, into);
  }
  return into;
}

/**
 * The words of the site's English: every word of the English catalogs, less the place names of
 * the courts (which are also people's addresses) and the words Hindi keeps. A Latin word on a
 * Hindi page is English when it is one of these, or when it starts in lower case (names and
 * other data start in upper case; English prose does not).
 */
export const ENGLISH_WORDS: readonly string[] = (() => {
  const vocabulary = new Set<string>();
  for (const [en] of CATALOG_PAIRS) words(en, vocabulary);
  for (const place of words(PRACTICE_LOCATIONS, new Set())) vocabulary.delete(place);
  for (const kept of LATIN_IN_HINDI) vocabulary.delete(kept.toLowerCase());
  return [...vocabulary];
})();

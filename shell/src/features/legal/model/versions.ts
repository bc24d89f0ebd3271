import type { LegalNoticeVersions } from '@nyaya/shared-platform';

/**
 * The versions of the privacy notice and the terms that the legal pages show, which a ticked
 * sign-up box agrees to (docs/product/privacy.md). Kept here rather than read from the content
 * files, so the sign-up form does not load the notices' texts; tests keep them equal to the
 * content files and to the database's current versions.
 */
export const LEGAL_NOTICE_VERSIONS: LegalNoticeVersions = { privacy: '1.1', terms: '1.0' };

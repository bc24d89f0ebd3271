import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';

/** A legal notice whose current version the signed-in user has not agreed to. */
export interface PendingNotice {
  document: 'privacy' | 'terms';
  version: string;
  /** ISO date (yyyy-mm-dd). */
  effectiveDate: string;
  /** They agreed to an earlier version: the notice changed since. */
  agreedBefore: boolean;
}

const isDocument = (value: string): value is PendingNotice['document'] =>
  value === 'privacy' || value === 'terms';

/**
 * The current notices the signed-in user has not agreed to (docs/product/privacy.md): none for a
 * visitor. Throws DataError.
 */
export async function pendingLegalNotices(): Promise<PendingNotice[]> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase.rpc('pending_legal_notices');
  if (error) throw toDataError(error, status);
  return (data ?? []).flatMap((row) =>
    isDocument(row.document)
      ? [
          {
            document: row.document,
            version: row.version,
            effectiveDate: row.effective_date,
            agreedBefore: row.agreed_before,
          },
        ]
      : [],
  );
}

/**
 * Records the user's agreement to `notices`, the versions they were shown. The database refuses
 * (22023) when one is no longer current. Throws DataError.
 */
export async function acceptLegalNotices(notices: readonly PendingNotice[]): Promise<void> {
  const versionOf = (document: PendingNotice['document']) =>
    notices.find((notice) => notice.document === document)?.version;
  const supabase = await loadSupabaseClient();
  const { error, status } = await supabase.rpc('accept_legal_notices', {
    privacy_version: versionOf('privacy'),
    terms_version: versionOf('terms'),
  });
  if (error) throw toDataError(error, status);
}

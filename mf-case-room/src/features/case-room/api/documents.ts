import { loadSupabaseClient, toDataError } from '@nyaya/shared-platform';
import { readBytes } from '../model/attachment';

/** The private bucket of the case rooms' documents (supabase/migrations/20261201000000_case_rooms.sql). */
export const CASE_DOCUMENTS_BUCKET = 'case-documents';
/** Signed download addresses live 60 seconds (docs/product/case-room.md). */
export const SIGNED_URL_SECONDS = 60;

/**
 * Uploads a document to `<room id>/<uuid>.<ext>`. The bytes go as the request body with the
 * checked type as its Content-Type (a Blob would go as multipart, where a browser that reported
 * no type for the file would send none). The bucket's policies let only a party of the open room
 * write there, never overwrite. Throws DataError.
 */
export async function uploadDocument(path: string, file: Blob, contentType: string): Promise<void> {
  const bytes = await readBytes(file);
  const supabase = await loadSupabaseClient();
  const { error } = await supabase.storage
    .from(CASE_DOCUMENTS_BUCKET)
    .upload(path, bytes, { contentType, upsert: false });
  if (error) throw toDataError(error);
}

/** A download address valid 60 seconds that saves the file under its original name. */
export async function documentDownloadUrl(path: string, name: string): Promise<string> {
  const supabase = await loadSupabaseClient();
  const { data, error } = await supabase.storage
    .from(CASE_DOCUMENTS_BUCKET)
    .createSignedUrl(path, SIGNED_URL_SECONDS, { download: name });
  if (error) throw toDataError(error);
  return data.signedUrl;
}

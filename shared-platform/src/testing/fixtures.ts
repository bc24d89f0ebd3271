import type { Tables } from '@nyaya/db';
import { DataError } from '../supabase/DataError';

type ConsultationRequestRow = Tables<'consultation_requests'>;

const consultationRequestDefaults = {
  id: 'request-1',
  client_id: 'client-1',
  lawyer_id: null,
  service_type: 'Family Law',
  description: 'Custody question',
  location: 'Delhi',
  phone: '9876543210',
  status: 'pending',
  scheduled_for: null,
  created_at: '2026-11-20T10:00:00Z',
  returned_by: null,
  returned_at: null,
  return_kind: null,
  return_reason: null,
  withdrawn_at: null,
} satisfies Partial<ConsultationRequestRow>;

/**
 * A consultation_requests row as PostgREST answers it. A column added by a later migration is
 * left out unless `overrides` gives it, so a new column needs no change here: a feature that
 * selects it sets it in its own tests.
 */
export function consultationRequestRow(
  overrides: Partial<ConsultationRequestRow> = {},
): Pick<ConsultationRequestRow, keyof typeof consultationRequestDefaults> &
  Partial<ConsultationRequestRow> {
  return { ...consultationRequestDefaults, ...overrides };
}

/** The DataError a backend call fails with; fails itself if the call succeeds or throws another error. */
export async function dataErrorOf(call: Promise<unknown>): Promise<DataError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('The call succeeded; a DataError was expected.');
}

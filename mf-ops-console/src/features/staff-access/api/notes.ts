import { queryOptions } from '@tanstack/react-query';
import { callOps } from './opsRpc';
import { opsKeys } from './capabilities';

/** The private notes of one callback or complaint, newest first. */
export function notesQuery(subject: NoteSubject) {
  return queryOptions({
    queryKey: [...opsKeys.notes, subject.kind, subject.id],
    queryFn: () =>
      callOps('support_notes_of', {
        callback_id: subject.kind === 'callback' ? subject.id : null,
        complaint_id: subject.kind === 'complaint' ? subject.id : null,
      }),
  });
}

export interface NoteSubject {
  kind: 'callback' | 'complaint';
  id: string;
}

export const addNote = (subject: NoteSubject, body: string) =>
  callOps('add_support_note', {
    callback_id: subject.kind === 'callback' ? subject.id : null,
    complaint_id: subject.kind === 'complaint' ? subject.id : null,
    body,
  });

import { Button, Field, Textarea } from '@nyaya/shared-design';
import { formatDateTime } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { checkNote, NOTE_MAX } from '../../complaints/model/complaint';
import { addNote, notesQuery, type NoteSubject } from '../api/notes';
import { Muted, Stack, Text, errorSentence, useActionFailed } from './shared';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Staff-only notes on a callback or a complaint: never shown outside the console. */
export function SupportNotes({ subject }: { subject: NoteSubject }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const notes = useQuery(notesQuery(subject));
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failed = useActionFailed();
  const headingId = useId();
  const add = useMutation({
    mutationFn: (text: string) => addNote(subject, text),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: notesQuery(subject).queryKey });
    },
    onError: failed,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = checkNote(body);
    if (!text) {
      setProblem(t('notes.required'));
      return;
    }
    setProblem(null);
    add.mutate(text);
  };

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('notes.title')}</h4>
      <Muted>{t('notes.hint')}</Muted>
      {notes.isPending ? (
        <Muted role="status">{t('common:loading')}</Muted>
      ) : notes.isError ? (
        <Muted role="alert">
          {errorSentence(notes.error, t('notes.loadFailed'))}{' '}
          <Button size="sm" variant="link" onClick={() => void notes.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Muted>
      ) : notes.data.length === 0 ? (
        <Muted>{t('notes.empty')}</Muted>
      ) : (
        <List>
          {notes.data.map((note) => (
            <Note key={note.id}>
              <Text translate="no">{note.body}</Text>
              <Muted>
                {t('notes.by', {
                  name: note.author_name,
                  time: formatDateTime(note.created_at, undefined, locale) ?? '',
                })}
              </Muted>
            </Note>
          ))}
        </List>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <Field label={t('notes.label')} error={problem ?? undefined}>
            <Textarea
              value={body}
              maxLength={NOTE_MAX}
              rows={2}
              onChange={(event) => setBody(event.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" size="sm" variant="outline" loading={add.isPending}>
              {t('notes.add')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

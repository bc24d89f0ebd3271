import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Textarea, useFieldControl } from '@nyaya/shared-design';
import { translateKey, dataErrorMessage } from '@nyaya/shared-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { caseRoomKeys, sendMessage } from '../api/caseRoom';
import { uploadDocument } from '../api/documents';
import {
  checkAttachment,
  DOCUMENT_TYPES,
  documentPath,
  type AttachmentProblem,
  type DocumentType,
} from '../model/attachment';
import { composerSchema, type ComposerFormValues, type ComposerValues } from '../model/composer';
import { upsertMessage, type MessagePages } from '../model/messages';
import { ErrorText, Row, Text } from './layout';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const FileInput = styled.input`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A native file picker wired to its Field's label, hint and error. */
function FileControl({ ref, ...props }: ComponentPropsWithRef<'input'>) {
  return <FileInput ref={ref} {...useFieldControl(props)} />;
}

const ACCEPT = [
  ...Object.keys(DOCUMENT_TYPES),
  ...Object.values(DOCUMENT_TYPES).flatMap((rule) => rule.names.map((name) => `.${name}`)),
].join(',');

interface PickedDocument {
  file: File;
  type: DocumentType;
  extension: string;
  name: string;
}

const PROBLEM_KEYS = {
  wrongType: 'composer.wrongType',
  tooBig: 'composer.tooBig',
  mismatch: 'composer.mismatch',
} as const satisfies Record<AttachmentProblem, string>;

/**
 * Writes to the room (docs/product/case-room.md): text, a document, or both. A document is
 * checked (type, size, first bytes) when picked, uploaded to the room's folder of the private
 * bucket, then sent with the message; when the upload or the send fails the text stays. Its
 * hint says that what is sent is shared with `otherName`, the other party of the case.
 */
export function Composer({ roomId, otherName }: { roomId: string; otherName: string }) {
  const { t } = useRemoteTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<PickedDocument | null>(null);
  const [attachError, setAttachError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ComposerFormValues, unknown, ComposerValues>({
    resolver: zodResolver(composerSchema, undefined, { mode: 'sync' }),
    defaultValues: { body: '', hasDocument: false },
  });

  const clearDocument = () => {
    setPicked(null);
    setValue('hasDocument', false);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setAttachError(null);
    setSendError(null);
    if (!file) {
      clearDocument();
      return;
    }
    const check = await checkAttachment(file);
    if (!check.ok) {
      clearDocument();
      setAttachError(t(PROBLEM_KEYS[check.problem]));
      return;
    }
    setPicked({ file, type: check.type, extension: check.extension, name: check.name });
    setValue('hasDocument', true);
  };

  const onSubmit = async ({ body }: ComposerValues) => {
    setSendError(null);
    let attachment: { path: string; name: string } | null = null;
    if (picked) {
      const path = documentPath(roomId, picked.extension, crypto.randomUUID());
      try {
        await uploadDocument(path, picked.file, picked.type);
      } catch {
        setSendError(t('composer.uploadFailed'));
        return;
      }
      attachment = { path, name: picked.name };
    }
    try {
      const message = await sendMessage(roomId, body, attachment);
      const key = caseRoomKeys.messages(roomId);
      // Shown at once; a conversation still loading is read again instead.
      if (queryClient.getQueryData(key)) {
        queryClient.setQueryData<MessagePages>(key, (data) => upsertMessage(data, message));
      } else void queryClient.invalidateQueries({ queryKey: key });
      reset({ body: '', hasDocument: false });
      clearDocument();
    } catch (error) {
      setSendError(dataErrorMessage(error, t('composer.sendFailed')));
    }
  };

  const bodyError = errors.body?.message;
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Field label={t('composer.label')} error={bodyError ? translateKey(bodyError) : undefined}>
        <Textarea rows={3} {...register('body')} />
      </Field>
      <Field
        label={t('composer.attach')}
        hint={`${t('composer.attachHint')} ${t('composer.sharedWith', { name: otherName })}`}
        error={attachError}
      >
        <FileControl
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          onChange={(event) => void onPick(event)}
        />
      </Field>
      {picked && (
        <Row>
          <Text>{t('composer.attached', { name: picked.name })}</Text>
          <Button variant="ghost" size="sm" onClick={clearDocument}>
            {t('composer.remove', { name: picked.name })}
          </Button>
        </Row>
      )}
      {sendError && <ErrorText role="alert">{sendError}</ErrorText>}
      <Row>
        <Button type="submit" loading={isSubmitting}>
          {t('composer.send')}
        </Button>
      </Row>
    </Form>
  );
}

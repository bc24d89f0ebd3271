import { Button, visuallyHiddenStyles } from '@nyaya/shared-design';
import { Link } from '@nyaya/shared-platform/router';
import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { supportStatusHref } from '../../support-status/model/statusLink';
import { copyText } from '../copyText';
import { ReferenceSentence } from './ReferenceSentence';

const Confirmation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Message = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ReferenceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

// Support staff ask for it on the phone: it must be easy to select and copy.
const Reference = styled.p`
  user-select: text;
  overflow-wrap: anywhere;
`;

// "Copied" shows on the button, so it is only announced; a failure's hint shows too.
const CopyStatus = styled.p<{ $shown: boolean }>`
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $shown }) =>
    !$shown &&
    css`
      ${visuallyHiddenStyles}
    `}
`;

// Where the requester can follow the request later (the status page, reference filled in).
const StatusLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;

  &:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type CopyState = 'idle' | 'copied' | 'failed';

export interface SubmissionConfirmationProps {
  /** What happens next, in the success toast's words. */
  message: string;
  referenceNumber: string;
  onClose: () => void;
}

/**
 * A stored callback request or complaint: what happens next, the reference number with a Copy
 * button (its outcome announced), 'Check the status of your request' (the status page with the
 * reference filled in; following it closes the dialog), and a Close button, which has the focus.
 */
export function SubmissionConfirmation({
  message,
  referenceNumber,
  onClose,
}: SubmissionConfirmationProps) {
  const { t } = useRemoteTranslation();
  const close = useRef<HTMLButtonElement>(null);
  const reference = useRef<HTMLParagraphElement>(null);
  const messageId = useId();
  const referenceId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');

  // The form that had the focus is gone.
  useEffect(() => close.current?.focus(), []);

  const copyReference = async () => {
    const copied = await copyText(referenceNumber, reference.current!.parentElement!);
    setCopy(copied ? 'copied' : 'failed');
    if (!copied) {
      // Selected, so the visitor can copy it with the keyboard or the context menu.
      const selection = reference.current!.ownerDocument.getSelection();
      selection?.selectAllChildren(reference.current!);
    }
  };

  return (
    <Confirmation>
      <Message id={messageId}>{message}</Message>
      <ReferenceRow>
        <Reference ref={reference} id={referenceId}>
          <ReferenceSentence reference={referenceNumber} />
        </Reference>
        <Button
          variant="outline"
          size="sm"
          aria-label={
            copy === 'copied' ? t('referenceNumber.copied') : t('referenceNumber.copyLabel')
          }
          onClick={() => void copyReference()}
        >
          {copy === 'copied' ? t('referenceNumber.copied') : t('referenceNumber.copy')}
        </Button>
        <CopyStatus role="status" $shown={copy === 'failed'}>
          {copy === 'copied' && t('referenceNumber.copiedAnnouncement')}
          {copy === 'failed' && t('referenceNumber.copyFailed')}
        </CopyStatus>
      </ReferenceRow>
      <StatusLink to={supportStatusHref(referenceNumber)} onClick={onClose}>
        {t('supportStatus.link')}
      </StatusLink>
      <Actions>
        <Button ref={close} aria-describedby={`${messageId} ${referenceId}`} onClick={onClose}>
          {t('common:close')}
        </Button>
      </Actions>
    </Confirmation>
  );
}

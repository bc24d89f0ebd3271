import { Button } from '@nyaya/shared-design';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

const Confirmation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const CallPromise = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// Support staff ask for it on the phone: it must be easy to select and copy.
const Reference = styled.p`
  user-select: text;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface CallbackConfirmationProps {
  referenceNumber: string;
  onClose: () => void;
}

/** The stored request: the spec's promise of a call, the reference number and a Close button. */
export function CallbackConfirmation({ referenceNumber, onClose }: CallbackConfirmationProps) {
  const { t } = useRemoteTranslation();
  const close = useRef<HTMLButtonElement>(null);
  const textId = useId();

  // The form that had the focus is gone.
  useEffect(() => close.current?.focus(), []);

  return (
    <Confirmation>
      <div id={textId}>
        <CallPromise>{t('toasts.callbackSucceeded')}</CallPromise>
        <Reference>{t('referenceNumber.sentence', { reference: referenceNumber })}</Reference>
      </div>
      <Actions>
        <Button ref={close} aria-describedby={textId} onClick={onClose}>
          {t('common:close')}
        </Button>
      </Actions>
    </Confirmation>
  );
}

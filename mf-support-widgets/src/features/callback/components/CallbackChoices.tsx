import { Button, buttonStyles, telHref, type ButtonStyleProps } from '@nyaya/shared-design';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const CallLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const PhoneNumber = styled.p`
  margin-top: -${({ theme }) => theme.space[1]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

export interface CallbackChoicesProps {
  /** The support line, as the runtime config gives it. */
  phone: string;
  onRequestCallBack: () => void;
  /** Back from the form: 'Request Call Back' takes the focus again. */
  focusRequestCallBack?: boolean;
}

/**
 * The two choices of the callback dialog (docs/product/support-widgets.md): call the support line
 * now, or ask for a call.
 */
export function CallbackChoices({
  phone,
  onRequestCallBack,
  focusRequestCallBack = false,
}: CallbackChoicesProps) {
  const { t } = useRemoteTranslation();
  const requestButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRequestCallBack) requestButton.current?.focus();
  }, [focusRequestCallBack]);

  return (
    <Choices>
      <CallLink href={telHref(phone)} $variant="primary" $size="lg" $fullWidth>
        {t('callback.callNow')}
      </CallLink>
      <PhoneNumber>{phone}</PhoneNumber>
      <Button ref={requestButton} variant="outline" size="lg" fullWidth onClick={onRequestCallBack}>
        {t('callback.requestCallBack')}
      </Button>
    </Choices>
  );
}

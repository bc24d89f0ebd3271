import { buttonStyles, type ButtonStyleProps } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { useRuntimeConfig, type OverlayProps } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { telHref } from '../contact/contactLinks';

const CallLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const PhoneNumber = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * 'Get Personal Legal Assistance' (spec section 2), for the `callback` intent. Its first choice,
 * 'Call Right Now', dials the support line; the 'Request Call Back' form arrives with the
 * callback feature.
 */
export function CallbackDialog({ onClose }: OverlayProps<'callback'>) {
  const { t } = useRemoteTranslation();
  const { contact } = useRuntimeConfig();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('callback.title')} description={t('callback.description')}>
        <CallLink href={telHref(contact.phone)} $variant="primary" $size="lg" $fullWidth>
          {t('callback.callNow')}
        </CallLink>
        <PhoneNumber>{contact.phone}</PhoneNumber>
      </DialogContent>
    </Dialog>
  );
}

import { Button, VisuallyHidden } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { formatDate } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import { legalPage } from '../../legal';
import type { PendingNotice } from '../api/legalNotices';

const Notices = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Updated = styled.strong`
  margin-left: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.danger.base};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const keepOpen = (event: Event) => event.preventDefault();

export interface ConsentDialogProps {
  /** The notices to agree to; empty once the user declined. */
  notices: readonly PendingNotice[];
  /** The user declined and is signed out: says so, and how to have the account deleted. */
  declined: boolean;
  busy: 'agreeing' | 'declining' | null;
  /** The sentence saying why the last step failed. */
  problem: string | null;
  onAgree: () => void;
  onDecline: () => void;
  onClose: () => void;
}

/**
 * Asks a signed-in user to agree to the current privacy notice and terms before continuing
 * (docs/product/privacy.md): each notice is linked (a new tab, so nothing here is lost), with its
 * version and date. The dialog cannot be dismissed; the choices are to agree, or to decline and
 * be signed out, after which it says that nothing changed and how to have the account deleted.
 */
export default function ConsentDialog({
  notices,
  declined,
  busy,
  problem,
  onAgree,
  onDecline,
  onClose,
}: ConsentDialogProps) {
  const { t } = useShellTranslation();
  const locale = useLocale();

  if (declined) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          role="alertdialog"
          size="sm"
          title={t('consent.declinedTitle')}
          description={t('consent.declinedDescription')}
          hideCloseButton
          footer={
            <Actions>
              <Button onClick={onClose}>{t('consent.close')}</Button>
            </Actions>
          }
        >
          <p>{t('consent.deletion')}</p>
        </DialogContent>
      </Dialog>
    );
  }

  const changed = notices.every((notice) => notice.agreedBefore);
  return (
    <Dialog open>
      <DialogContent
        role="alertdialog"
        title={changed ? t('consent.changedTitle') : t('consent.firstTitle')}
        description={changed ? t('consent.changedDescription') : t('consent.firstDescription')}
        hideCloseButton
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        footer={
          <Actions>
            <Button
              variant="outline"
              disabled={busy !== null}
              loading={busy === 'declining'}
              onClick={onDecline}
            >
              {t('consent.decline')}
            </Button>
            <Button disabled={busy !== null} loading={busy === 'agreeing'} onClick={onAgree}>
              {t('consent.agree')}
            </Button>
          </Actions>
        }
      >
        <Notices>
          {notices.map((notice) => (
            <li key={notice.document}>
              <a href={legalPage(notice.document).path} target="_blank" rel="noopener">
                {t(`footer.links.${notice.document}`)}
                <VisuallyHidden> {t('auth.opensInNewTab')}</VisuallyHidden>
              </a>
              {notice.agreedBefore && <Updated>{t('consent.updated')}</Updated>}
              <Meta>
                {t('legal.meta', {
                  version: notice.version,
                  date: formatDate(notice.effectiveDate, undefined, locale) ?? notice.effectiveDate,
                })}
              </Meta>
            </li>
          ))}
        </Notices>
        {problem && <Problem role="alert">{problem}</Problem>}
      </DialogContent>
    </Dialog>
  );
}

import { Button } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import type { RemoteFallbackProps } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';

export type OverlayUnavailableProps = Pick<RemoteFallbackProps, 'area' | 'retry'> & {
  onClose: () => void;
};

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * An overlay that could not load: said in a dialog, with Try again and Close. Default export,
 * loaded lazily by OverlayHost, so the dialog entry of the design system stays off first paint.
 */
export default function OverlayUnavailable({ area, retry, onClose }: OverlayUnavailableProps) {
  const { t } = useShellTranslation();
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        role="alertdialog"
        size="sm"
        title={t('overlays.unavailableTitle')}
        description={
          area
            ? t('common:remoteBoundary.areaUnavailable', { area })
            : t('common:remoteBoundary.unavailable')
        }
        footer={
          <DialogActions>
            <Button variant="ghost" onClick={onClose}>
              {t('overlays.close')}
            </Button>
            <Button onClick={retry}>{t('common:tryAgain')}</Button>
          </DialogActions>
        }
      />
    </Dialog>
  );
}

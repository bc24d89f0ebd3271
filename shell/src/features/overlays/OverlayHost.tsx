import { Component, Fragment, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import { Button, Dialog, DialogContent, Spinner } from '@nyaya/shared-design';
import {
  OVERLAY_OWNERS,
  reportError,
  useOverlays,
  type OverlayIntent,
  type OverlayKind,
  type RemoteFallbackProps,
} from '@nyaya/shared-platform';
import styled from 'styled-components';
import type { RemoteModuleId } from '../../federation';
import { useShellTranslation } from '../../i18n';
import { RemoteModule } from '../../remotes/RemoteModule';
import { loadAuthDialog } from '../auth-dialog/loadAuthDialog';
import { ConsultationChoiceDialog } from '../consultation-choice/ConsultationChoiceDialog';
import { useReturnFocusAfterOverlay } from './useReturnFocusAfterOverlay';

type RemoteOverlayKind = {
  [K in OverlayKind]: (typeof OVERLAY_OWNERS)[K] extends 'shell' ? never : K;
}[OverlayKind];

/** The exposed module that renders each remote-owned overlay (owner per OVERLAY_OWNERS). */
export const OVERLAY_MODULES = {
  'consultation-request': 'mf_client_dashboard/ConsultationRequestDialog',
  callback: 'mf_support_widgets/CallbackDialog',
  complaint: 'mf_support_widgets/ComplaintDialog',
  'ai-lawyer': 'mf_ai_lawyer/AiLawyerDialog',
  'sign-in-required': 'mf_ai_lawyer/SignInRequiredDialog',
} as const satisfies Record<RemoteOverlayKind, RemoteModuleId>;

const AuthDialog = lazy(loadAuthDialog);

const LoadingPill = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translate(-50%, -50%);
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Shown while an overlay's code loads. */
function OverlayLoading() {
  const { t } = useShellTranslation();
  return (
    <LoadingPill role="status" aria-live="polite">
      <Spinner />
      {t('common:loading')}
    </LoadingPill>
  );
}

/** An overlay that could not load: said in a dialog, with Try again and Close. */
function OverlayUnavailable({
  area,
  retry,
  onClose,
}: Pick<RemoteFallbackProps, 'area' | 'retry'> & { onClose: () => void }) {
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

/** The shell's own lazily loaded overlay chunk failed (network): same panel, reload on retry. */
class ShellChunkBoundary extends Component<
  { children: ReactNode; area: string; onClose: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { area: this.props.area, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <OverlayUnavailable
        area={this.props.area}
        onClose={this.props.onClose}
        // A failed chunk stays failed for React.lazy: reloading the page is the honest retry.
        retry={() => window.location.reload()}
      />
    );
  }
}

function renderOverlay(
  intent: OverlayIntent,
  onClose: () => void,
  areaOf: (kind: OverlayKind) => string,
) {
  switch (intent.kind) {
    case 'auth':
      return (
        <ShellChunkBoundary area={areaOf('auth')} onClose={onClose}>
          <Suspense fallback={<OverlayLoading />}>
            <AuthDialog intent={intent} onClose={onClose} />
          </Suspense>
        </ShellChunkBoundary>
      );
    case 'consultation-choice':
      return <ConsultationChoiceDialog intent={intent} onClose={onClose} />;
    default: {
      const area = areaOf(intent.kind);
      return (
        <RemoteModule
          module={OVERLAY_MODULES[intent.kind]}
          area={area}
          props={{ intent, onClose }}
          loading={<OverlayLoading />}
          fallback={({ retry }) => (
            <OverlayUnavailable area={area} retry={retry} onClose={onClose} />
          )}
        />
      );
    }
  }
}

/**
 * Renders the overlay the page asked for (useOverlays().current): the auth dialog and the
 * consultation choice dialog from the shell, every other kind from the remote that owns it,
 * lazily and inside a RemoteBoundary, with `{ intent, onClose }`. One overlay at a time; a new
 * intent replaces the current one (keyed by the intent, so its state starts fresh).
 */
export function OverlayHost() {
  const { t } = useShellTranslation();
  const current = useOverlays((state) => state.current);
  const close = useOverlays((state) => state.close);
  useReturnFocusAfterOverlay();
  if (!current) return null;
  const areaOf = (kind: OverlayKind) => t(`overlays.areas.${kind}`);
  return <Fragment key={intentKey(current)}>{renderOverlay(current, close, areaOf)}</Fragment>;
}

/** Same intent, same instance; a different one mounts afresh. */
function intentKey(intent: OverlayIntent): string {
  return JSON.stringify(intent);
}

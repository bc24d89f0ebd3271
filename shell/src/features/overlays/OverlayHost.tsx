import { Fragment, Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Button, Spinner } from '@nyaya/shared-design';
import {
  OVERLAY_OWNERS,
  useOverlays,
  type OverlayIntent,
  type OverlayKind,
} from '@nyaya/shared-platform';
import styled from 'styled-components';
import type { RemoteModuleId } from '../../federation';
import { useShellTranslation } from '../../i18n';
import { RemoteModule } from '../../remotes/RemoteModule';
import { LoadFailureBoundary } from '../../ui/LoadFailureBoundary';
import { loadAuthDialog } from '../auth-dialog/loadAuthDialog';
import { loadConsultationChoiceDialog } from '../consultation-choice/loadConsultationChoiceDialog';
import type { OverlayUnavailableProps } from './OverlayUnavailable';
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

/*
 * Every overlay is a dialog, and the dialog entry of the design system (Radix Dialog) is not
 * on the first paint: the shell's own overlays, and the panel saying one is unavailable, load
 * with it when an overlay opens.
 */
const AuthDialog = lazy(loadAuthDialog);
const ConsultationChoiceDialog = lazy(() =>
  loadConsultationChoiceDialog().then((module) => ({
    default: module.ConsultationChoiceDialog,
  })),
);
const loadOverlayUnavailable = () => import('./OverlayUnavailable');
const OverlayUnavailableDialog = lazy(loadOverlayUnavailable);

/**
 * Fetched as an overlay opens: a failure can then be shown at once, and the dialog entry loads
 * alongside the remote's own chunks instead of after them.
 */
function preloadOverlayUnavailable(): void {
  void loadOverlayUnavailable().catch(() => {
    // Rendering it shows the plain notice instead (LazyOverlayUnavailable below).
  });
}

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

/** When not even the dialog's code arrives (offline): a plain notice with Close. */
function OverlayUnavailableNotice({ onClose }: { onClose: () => void }) {
  const { t } = useShellTranslation();
  return (
    <LoadingPill role="alert">
      {t('overlays.unavailableTitle')}
      <Button variant="ghost" size="sm" onClick={onClose}>
        {t('overlays.close')}
      </Button>
    </LoadingPill>
  );
}

/** An overlay that could not load: said in a dialog, with Try again and Close. */
function LazyOverlayUnavailable(props: OverlayUnavailableProps) {
  const { t } = useShellTranslation();
  return (
    <LoadFailureBoundary
      area={props.area ?? t('overlays.unavailableTitle')}
      fallback={<OverlayUnavailableNotice onClose={props.onClose} />}
    >
      <Suspense fallback={<OverlayLoading />}>
        <OverlayUnavailableDialog {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/** The shell's own lazily loaded overlay chunk failed (network): same panel, reload on retry. */
function ShellChunkBoundary({
  children,
  area,
  onClose,
}: {
  children: ReactNode;
  area: string;
  onClose: () => void;
}) {
  return (
    <LoadFailureBoundary
      area={area}
      fallback={
        <LazyOverlayUnavailable
          area={area}
          onClose={onClose}
          // A failed chunk stays failed for React.lazy: reloading the page is the honest retry.
          retry={() => window.location.reload()}
        />
      }
    >
      {children}
    </LoadFailureBoundary>
  );
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
      return (
        <ShellChunkBoundary area={areaOf('consultation-choice')} onClose={onClose}>
          <Suspense fallback={<OverlayLoading />}>
            <ConsultationChoiceDialog intent={intent} onClose={onClose} />
          </Suspense>
        </ShellChunkBoundary>
      );
    default: {
      const area = areaOf(intent.kind);
      return (
        <RemoteModule
          module={OVERLAY_MODULES[intent.kind]}
          area={area}
          props={{ intent, onClose }}
          loading={<OverlayLoading />}
          fallback={({ retry }) => (
            <LazyOverlayUnavailable area={area} retry={retry} onClose={onClose} />
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
  const isOpen = current !== null;
  useEffect(() => {
    if (isOpen) preloadOverlayUnavailable();
  }, [isOpen]);
  if (!current) return null;
  const areaOf = (kind: OverlayKind) => t(`overlays.areas.${kind}`);
  return <Fragment key={intentKey(current)}>{renderOverlay(current, close, areaOf)}</Fragment>;
}

/** Same intent, same instance; a different one mounts afresh. */
function intentKey(intent: OverlayIntent): string {
  return JSON.stringify(intent);
}

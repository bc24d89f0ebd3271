import { Fragment, Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { Button, Spinner } from '@nyaya/shared-design';
import {
  useOverlays,
  type OverlayIntent,
  type OverlayKind,
  type OverlayProps,
} from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import {
  OVERLAYS,
  isRemoteOverlay,
  type OverlayEntry,
  type ShellOverlay,
} from '../../registry/registry';
import { RemoteModule } from '../../remotes/RemoteModule';
import { LoadFailureBoundary } from '../../ui/LoadFailureBoundary';
import type { OverlayUnavailableProps } from './OverlayUnavailable';
import { useReturnFocusAfterOverlay } from './useReturnFocusAfterOverlay';

/*
 * Every overlay is a dialog, and the dialog entry of the design system (Radix Dialog) is not
 * on the first paint: the shell's own overlays, and the panel saying one is unavailable, load
 * with it when an overlay opens.
 */
const loadOverlayUnavailable = () => import('./OverlayUnavailable');
const OverlayUnavailableDialog = lazy(loadOverlayUnavailable);

type AnyOverlay = ComponentType<OverlayProps<OverlayKind>>;
const shellOverlays = new Map<ShellOverlay<OverlayKind>['load'], AnyOverlay>();

/** One lazy component per shell-owned overlay (the registry's `load`), made on first use. */
function lazyShellOverlay(entry: ShellOverlay<OverlayKind>): AnyOverlay {
  let component = shellOverlays.get(entry.load);
  if (!component) {
    component = lazy(entry.load) as AnyOverlay;
    shellOverlays.set(entry.load, component);
  }
  return component;
}

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

function renderOverlay(intent: OverlayIntent, onClose: () => void, area: string) {
  const entry = OVERLAYS[intent.kind] as OverlayEntry<OverlayKind>;
  const props = { intent, onClose } as OverlayProps<OverlayKind>;
  if (isRemoteOverlay(entry)) {
    return (
      <RemoteModule
        module={entry.module}
        props={props}
        area={area}
        loading={<OverlayLoading />}
        fallback={({ retry }) => (
          <LazyOverlayUnavailable area={area} retry={retry} onClose={onClose} />
        )}
      />
    );
  }
  const ShellOverlayComponent = lazyShellOverlay(entry);
  return (
    <ShellChunkBoundary area={area} onClose={onClose}>
      <Suspense fallback={<OverlayLoading />}>
        <ShellOverlayComponent {...props} />
      </Suspense>
    </ShellChunkBoundary>
  );
}

/**
 * Renders the overlay the page asked for (useOverlays().current) as the registry says: the
 * shell's own dialogs from their chunks, every other kind from the remote that owns it, lazily
 * and inside a RemoteBoundary, with `{ intent, onClose }`. One overlay at a time; a new intent
 * replaces the current one (keyed by the intent, so its state starts fresh).
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
  const area = t(OVERLAYS[current.kind].area);
  return <Fragment key={intentKey(current)}>{renderOverlay(current, close, area)}</Fragment>;
}

/** Same intent, same instance; a different one mounts afresh. */
function intentKey(intent: OverlayIntent): string {
  return JSON.stringify(intent);
}

import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '../config/remotes';
import { initI18n } from '../i18n/i18n';
import { reportRemoteError } from '../observability/sentry';
import { RemoteLoadTimeoutError } from './RemoteLoadTimeoutError';

export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

export interface RemoteFallbackProps {
  remote: RemoteName;
  area?: string;
  error: Error;
  /** Clears the error and loads the remote again. */
  retry: () => void;
}

export interface RemoteBoundaryProps {
  remote: RemoteName;
  /** What this area is, for messages: 'The lawyer directory' → 'The lawyer directory is temporarily unavailable.' */
  area?: string;
  /** A load still pending after this long counts as failed (default 10 s). */
  timeoutMs?: number;
  /** Replaces the default error panel. */
  fallback?: (props: RemoteFallbackProps) => ReactNode;
  /** Replaces the default loading state. */
  loading?: ReactNode;
  /** Called on "Try again", with the new attempt number. */
  onRetry?: (attempt: number) => void;
  /**
   * The remote's UI. A function receives the attempt number: create the lazy component per
   * attempt (createRetryableLazy) so "Try again" loads it afresh.
   */
  children: ReactNode | ((attempt: number) => ReactNode);
}

/**
 * Where a remote's UI mounts: a loading state while it loads, and if it fails, throws or
 * takes longer than `timeoutMs`, a panel with "Try again" in its place only. The failure is
 * reported with the remote's tag.
 */
export function RemoteBoundary({
  remote,
  area,
  timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS,
  fallback,
  loading,
  onRetry,
  children,
}: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Error | null>(null);

  const fail = useCallback(
    (error: Error, componentStack?: string) => {
      reportRemoteError(remote, error, { area, attempt, componentStack });
      setFailure(error);
    },
    [remote, area, attempt],
  );

  const retry = useCallback(() => {
    const next = attempt + 1;
    setFailure(null);
    setAttempt(next);
    onRetry?.(next);
  }, [attempt, onRetry]);

  if (failure) {
    return fallback ? (
      <>{fallback({ remote, area, error: failure, retry })}</>
    ) : (
      <RemoteUnavailable area={area} onRetry={retry} />
    );
  }

  const timeout = () => fail(new RemoteLoadTimeoutError(remote, timeoutMs));
  return (
    <RemoteErrorBoundary key={attempt} onError={fail}>
      <Suspense
        fallback={
          <LoadingWithDeadline timeoutMs={timeoutMs} onTimeout={timeout}>
            {loading ?? <RemoteLoading />}
          </LoadingWithDeadline>
        }
      >
        {typeof children === 'function' ? children(attempt) : children}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Renders the loading state and fires onTimeout if it is still shown after timeoutMs. */
function LoadingWithDeadline({
  timeoutMs,
  onTimeout,
  children,
}: {
  timeoutMs: number;
  onTimeout: () => void;
  children: ReactNode;
}) {
  const latestOnTimeout = useRef(onTimeout);
  useEffect(() => {
    latestOnTimeout.current = onTimeout;
  });
  useEffect(() => {
    const timer = setTimeout(() => latestOnTimeout.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return <>{children}</>;
}

function RemoteLoading() {
  const { t } = useTranslation('common', { i18n: initI18n() });
  return (
    <div role="status" aria-live="polite" data-remote-state="loading">
      {t('loading')}
    </div>
  );
}

function RemoteUnavailable({ area, onRetry }: { area?: string; onRetry: () => void }) {
  const { t } = useTranslation('common', { i18n: initI18n() });
  return (
    <div role="alert" data-remote-state="error">
      <p>
        {area ? t('remoteBoundary.areaUnavailable', { area }) : t('remoteBoundary.unavailable')}
      </p>
      <button type="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

interface RemoteErrorBoundaryProps {
  onError: (error: Error, componentStack?: string) => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const asError = error instanceof Error ? error : new Error(String(error));
    this.props.onError(asError, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    // The parent swaps in the fallback once onError has run.
    return this.state.failed ? null : this.props.children;
  }
}

import { Suspense, useMemo, useState } from 'react';
import { lazyRemoteComponent, type RemoteModuleId } from '../federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteAreaProps {
  remoteModuleId: RemoteModuleId;
}

/** Mounts one exposed module with its own loading state and error boundary. */
export function RemoteArea({ remoteModuleId }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a rejected lazy rejected forever.
  const RemoteComponent = useMemo(
    () => lazyRemoteComponent(remoteModuleId),
    [remoteModuleId, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${remoteModuleId}#${attempt}`}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <Suspense fallback={<p role="status">Loading…</p>}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy remembers a failed load forever. This makes one lazy component per attempt, so
 * RemoteBoundary's "Try again" (which bumps the attempt) really loads the module again:
 *
 *   const directoryPage = createRetryableLazy(() => loadRemote('mf_directory/DirectoryPage'));
 *   <RemoteBoundary remote="mf_directory">
 *     {(attempt) => { const Page = directoryPage(attempt); return <Page />; }}
 *   </RemoteBoundary>
 */
export function createRetryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (attempt: number) => LazyExoticComponent<ComponentType<P>> {
  const byAttempt = new Map<number, LazyExoticComponent<ComponentType<P>>>();
  return (attempt) => {
    let component = byAttempt.get(attempt);
    if (!component) {
      byAttempt.clear();
      component = lazy(load);
      byAttempt.set(attempt, component);
    }
    return component;
  };
}

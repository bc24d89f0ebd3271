import {
  Component,
  lazy,
  Suspense,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ToasterProps } from './Toaster';
import { getToasts, subscribeToToasts, type ToastRecord } from './toastStore';

/*
 * A relative import, not `@nyaya/shared-design/toaster`: the Toaster must read the toast store
 * of this very copy of the package, so it comes from the same build as this module.
 */
const loadToaster = () =>
  import('../../entries/toaster').then(({ Toaster }) => ({ default: Toaster }));

interface ToasterLoad {
  Toaster: ComponentType<ToasterProps>;
  /** The toasts shown when loading failed; a change to them is the cue to try again. */
  failedWith: readonly ToastRecord[] | null;
}

function startLoad(): ToasterLoad {
  return { Toaster: lazy(loadToaster), failedWith: null };
}

/** A Toaster that cannot load costs the toasts, never the page. */
class ToasterLoadBoundary extends Component<
  { children: ReactNode; onFailure: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

const NO_TOASTS: readonly ToastRecord[] = [];

/**
 * A page rendered on the server shows no toast. A toast queued before the browser hydrates that
 * page (a failed sign-in redirect) shows right after hydration, instead of breaking it.
 */
function noToastsOnTheServer(): readonly ToastRecord[] {
  return NO_TOASTS;
}

/**
 * Mounts the Toaster when the first toast is queued, and downloads its code (Radix Toast) only
 * then: most pages raise no toast. Toasts queued before it is ready wait in the store and show
 * once it mounts. If its code fails to load, the next toast tries again.
 */
export function DeferredToaster(props: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, noToastsOnTheServer);
  const [needed, setNeeded] = useState(toasts.length > 0);
  const [load, setLoad] = useState(startLoad);

  // Once mounted it stays, so the last toast's exit and the live region are not cut short.
  if (!needed && toasts.length > 0) setNeeded(true);
  if (load.failedWith !== null && load.failedWith !== toasts && toasts.length > 0) {
    setLoad(startLoad());
  }
  if (!needed || load.failedWith !== null) return null;

  const { Toaster } = load;
  return (
    <ToasterLoadBoundary
      onFailure={() =>
        setLoad((current) => (current === load ? { ...current, failedWith: getToasts() } : current))
      }
    >
      <Suspense fallback={null}>
        <Toaster {...props} />
      </Suspense>
    </ToasterLoadBoundary>
  );
}

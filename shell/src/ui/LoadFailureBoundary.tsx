import { reportError } from '@nyaya/shared-platform';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface LoadFailureBoundaryProps {
  children: ReactNode;
  /**
   * Rendered instead of the children once they failed; as a function, it gets `retry`, which
   * renders the children again.
   */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** Names the part of the page in the error report. */
  area: string;
}

/**
 * Around shell code that is loaded lazily (React.lazy): a chunk that does not arrive costs
 * only that part of the page, which shows `fallback` instead.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { area: this.props.area, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function'
      ? fallback(() => this.setState({ failed: false }))
      : fallback;
  }
}

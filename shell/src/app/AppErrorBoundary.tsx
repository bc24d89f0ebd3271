import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@nyaya/shared-platform';

interface AppErrorBoundaryProps {
  /** Rendered instead of the page after an unexpected error. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Last line of defence for the shell's own code: remotes have their RemoteBoundary, but a bug in
 * the header or a page of the shell must not leave a blank window. Reports the error.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { area: 'shell', componentStack: info.componentStack });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

interface RemoteErrorBoundaryState {
  error: Error | null;
}

/** Confines a failing remote to its own area: the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote area failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert">
        <h2>This section is unavailable right now</h2>
        <p>{error.message}</p>
        <button type="button" onClick={this.props.onRetry}>
          Try again
        </button>
      </div>
    );
  }
}

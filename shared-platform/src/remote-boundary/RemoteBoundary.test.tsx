import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportRemoteError } from '../observability/sentry';
import { createRetryableLazy } from './createRetryableLazy';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteLoadTimeoutError } from './RemoteLoadTimeoutError';

vi.mock('../observability/sentry', () => ({ reportRemoteError: vi.fn() }));

const never = () => new Promise<never>(() => undefined);
// React 19 keeps a Suspense fallback up for at least 300 ms, so test timeouts stay above that.
const SHORT_TIMEOUT_MS = 400;
const module = (text: string) => ({ default: () => <p>{text}</p> });

beforeEach(() => {
  vi.mocked(reportRemoteError).mockClear();
  // React logs errors caught by boundaries; the assertions below check what matters.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteBoundary', () => {
  it('shows an accessible loading state while the remote loads', async () => {
    const Pending = lazy(never);
    render(
      <RemoteBoundary remote="mf_directory">
        <Pending />
      </RemoteBoundary>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('renders the remote once loaded', async () => {
    const Loaded = lazy(async () => module('Find Expert Lawyers'));
    render(
      <RemoteBoundary remote="mf_directory">
        <Loaded />
      </RemoteBoundary>,
    );
    expect(await screen.findByText('Find Expert Lawyers')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the unavailable panel when loading fails, reports it, and "Try again" loads again', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce(module('Lawyer dashboard'));
    const dashboard = createRetryableLazy(load);
    const onRetry = vi.fn();

    render(
      <RemoteBoundary remote="mf_lawyer_portal" onRetry={onRetry}>
        {(attempt) => {
          const Dashboard = dashboard(attempt);
          return <Dashboard />;
        }}
      </RemoteBoundary>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section is temporarily unavailable.');
    expect(reportRemoteError).toHaveBeenCalledWith(
      'mf_lawyer_portal',
      expect.objectContaining({ message: 'Failed to fetch mf-manifest.json' }),
      expect.objectContaining({ attempt: 0 }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Lawyer dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenCalledWith(1);
  });

  it('catches a remote that throws while rendering, naming the area', async () => {
    function Broken(): React.JSX.Element {
      throw new Error('render bug');
    }
    render(
      <RemoteBoundary remote="mf_client_dashboard" area="The client dashboard">
        <Broken />
      </RemoteBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The client dashboard is temporarily unavailable.',
    );
    expect(reportRemoteError).toHaveBeenCalledWith(
      'mf_client_dashboard',
      expect.objectContaining({ message: 'render bug' }),
      expect.objectContaining({ area: 'The client dashboard' }),
    );
  });

  it('turns a load that never finishes into the error state after the timeout', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockImplementationOnce(never)
      .mockResolvedValueOnce(module('AI Lawyer Assistant'));
    const aiDialog = createRetryableLazy(load);

    render(
      <RemoteBoundary remote="mf_ai_lawyer" timeoutMs={SHORT_TIMEOUT_MS}>
        {(attempt) => {
          const Dialog = aiDialog(attempt);
          return <Dialog />;
        }}
      </RemoteBoundary>,
    );

    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      'This section is temporarily unavailable.',
    );
    const [remote, error] = vi.mocked(reportRemoteError).mock.calls[0]!;
    expect(remote).toBe('mf_ai_lawyer');
    expect(error).toBeInstanceOf(RemoteLoadTimeoutError);
    expect((error as Error).message).toBe('mf_ai_lawyer did not load within 400 ms');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('AI Lawyer Assistant')).toBeInTheDocument();
  });

  it('does not time out a remote that loaded', async () => {
    const Loaded = lazy(async () => module('Support'));
    render(
      <RemoteBoundary remote="mf_support_widgets" timeoutMs={SHORT_TIMEOUT_MS}>
        <Loaded />
      </RemoteBoundary>,
    );
    expect(await screen.findByText('Support')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, SHORT_TIMEOUT_MS + 100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reportRemoteError).not.toHaveBeenCalled();
  });

  it('costs only its own area: a failing remote leaves the others working', async () => {
    const Failing = lazy(() => Promise.reject(new Error('down')));
    const Working = lazy(async () => module('Directory works'));
    render(
      <main>
        <RemoteBoundary remote="mf_ai_lawyer">
          <Failing />
        </RemoteBoundary>
        <RemoteBoundary remote="mf_directory">
          <Working />
        </RemoteBoundary>
      </main>,
    );
    expect(await screen.findByText('Directory works')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('renders a custom fallback with a working retry', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module('Back'));
    const widget = createRetryableLazy(load);
    render(
      <RemoteBoundary
        remote="mf_support_widgets"
        fallback={({ error, retry }) => (
          <button type="button" onClick={retry}>
            Widget failed: {error.message}
          </button>
        )}
      >
        {(attempt) => {
          const Widget = widget(attempt);
          return <Widget />;
        }}
      </RemoteBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Widget failed: offline' }));
    expect(await screen.findByText('Back')).toBeInTheDocument();
  });
});

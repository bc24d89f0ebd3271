import { useOverlays, type OverlayIntent } from '@nyaya/shared-platform';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRemoteModuleCache } from '../../remotes/RemoteModule';
import { renderWithShell } from '../../test/render';
import { OverlayHost } from './OverlayHost';

const fakes = vi.hoisted(() => ({
  current: null as null | ReturnType<typeof import('../../test/fakeRemotes').createFakeRemotes>,
}));

vi.mock('../../federation/lazy-remote', async () => {
  const { createFakeRemotes } = await import('../../test/fakeRemotes');
  fakes.current = createFakeRemotes();
  return { loadRemoteComponent: (id: string) => fakes.current!.loadRemoteComponent(id) };
});

beforeEach(async () => {
  await import('../../federation/lazy-remote');
  fakes.current!.loads.length = 0;
});
afterEach(clearRemoteModuleCache);

function open(intent: OverlayIntent) {
  act(() => useOverlays.getState().open(intent));
}

describe('OverlayHost', () => {
  it('renders nothing without an overlay', () => {
    renderWithShell(<OverlayHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakes.current!.loads).toEqual([]);
  });

  it.each([
    [{ kind: 'consultation-request' } as const, 'mf_client_dashboard/ConsultationRequestDialog'],
    [
      { kind: 'consultation-request', lawyer: { id: 'l-1', name: 'Priya Sharma' } } as const,
      'mf_client_dashboard/ConsultationRequestDialog',
    ],
    [{ kind: 'callback' } as const, 'mf_support_widgets/CallbackDialog'],
    [{ kind: 'complaint' } as const, 'mf_support_widgets/ComplaintDialog'],
    [{ kind: 'ai-lawyer' } as const, 'mf_ai_lawyer/AiLawyerDialog'],
    [{ kind: 'sign-in-required' } as const, 'mf_ai_lawyer/SignInRequiredDialog'],
  ])('renders %j from its owner %s with { intent, onClose }', async (intent, module) => {
    const user = userEvent.setup();
    renderWithShell(<OverlayHost />);
    open(intent);

    const remote = await screen.findByTestId('remote');
    expect(remote).toHaveAttribute('data-module', module);
    expect(remote).toHaveTextContent(`intent:${intent.kind}`);
    expect(fakes.current!.loads).toEqual([module]);

    await user.click(screen.getByRole('button', { name: `Close ${module}` }));
    expect(useOverlays.getState().current).toBeNull();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
  });

  it('renders the auth dialog from the shell', async () => {
    renderWithShell(<OverlayHost />);
    open({ kind: 'auth', portal: 'lawyer', tab: 'signup' });
    expect(await screen.findByRole('dialog', { name: 'Lawyer Portal' })).toBeInTheDocument();
    expect(fakes.current!.loads).toEqual([]);
  });

  it('renders the consultation choice dialog from the shell', async () => {
    renderWithShell(<OverlayHost />);
    open({ kind: 'consultation-choice' });
    expect(
      await screen.findByRole('dialog', { name: 'Get Started with Legal Consultation' }),
    ).toBeInTheDocument();
    expect(fakes.current!.loads).toEqual([]);
  });

  it('replaces the open overlay with a new intent', async () => {
    renderWithShell(<OverlayHost />);
    open({ kind: 'consultation-choice' });
    open({ kind: 'callback' });
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_support_widgets/CallbackDialog',
    );
    expect(screen.queryByRole('dialog', { name: /Get Started/ })).not.toBeInTheDocument();
  });

  it('says so in a dialog when an overlay cannot load, with Try again and Close', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.current!.fail('mf_support_widgets/ComplaintDialog');
    const user = userEvent.setup();
    renderWithShell(<OverlayHost />);
    open({ kind: 'complaint' });

    const alert = await screen.findByRole('alertdialog', { name: 'Not available right now' });
    expect(alert).toHaveTextContent('The complaint form is temporarily unavailable.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_support_widgets/ComplaintDialog',
    );
  });
});

import { changeLanguage, reportError, signOut } from '@nyaya/shared-platform';
import { mockPostgrest, postgrestError, server } from '@nyaya/shared-platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { ConsentGate } from './ConsentGate';

vi.mock('@nyaya/shared-platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@nyaya/shared-platform')>()),
  signOut: vi.fn(),
  reportError: vi.fn(),
}));

const PENDING = 'rpc/pending_legal_notices';
const ACCEPT = 'rpc/accept_legal_notices';

const notice = (document: 'privacy' | 'terms', version: string, agreedBefore = false) => ({
  document,
  version,
  effective_date: '2026-11-29',
  agreed_before: agreedBefore,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.mocked(signOut).mockReset();
  vi.mocked(reportError).mockReset();
});
afterEach(async () => {
  server.resetHandlers();
  await changeLanguage('en');
});
afterAll(() => server.close());

function renderGate() {
  const user = userEvent.setup();
  renderWithShell(<ConsentGate />);
  return { user };
}

const gate = (name: string) => screen.findByRole('alertdialog', { name });

describe('ConsentGate', () => {
  it('asks an account that never agreed, and cannot be dismissed; "I agree" records the versions shown', async () => {
    mockPostgrest('post', PENDING, { body: [notice('privacy', '1.1'), notice('terms', '1.0')] });
    const accepts = mockPostgrest('post', ACCEPT, { status: 204 });
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const { user } = renderGate();

    const dialog = await gate('Agree to continue');
    expect(dialog).toHaveAccessibleDescription(
      'Before you use your account, please read the Terms of Service and the Privacy Policy, and agree to them.',
    );
    const privacy = within(dialog).getByRole('link', { name: /^Privacy Policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: /^Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(dialog).getByText('Version 1.1 · in effect from 29 Nov 2026')).toBeVisible();
    expect(within(dialog).getByText('Version 1.0 · in effect from 29 Nov 2026')).toBeVisible();
    expect(within(dialog).queryByText('Updated')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(accepts.map((request) => request.body)).toEqual([
      { privacy_version: '1.1', terms_version: '1.0' },
    ]);
  });

  it('says which notice changed for one who agreed to an earlier version, and sends only it', async () => {
    mockPostgrest('post', PENDING, { body: [notice('privacy', '1.2', true)] });
    const accepts = mockPostgrest('post', ACCEPT, { status: 204 });
    setAuth({ role: 'lawyer', fullName: 'Priya Sharma' });
    const { user } = renderGate();

    const dialog = await gate('We have updated our terms');
    expect(within(dialog).getByText('Updated')).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: /^Terms of Service/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(accepts).toHaveLength(1));
    expect(accepts[0]!.body).toEqual({ privacy_version: '1.2' });
  });

  it('asks nothing of a visitor, nor of a user who agreed to the current versions', async () => {
    const checks = mockPostgrest('post', PENDING, { body: [] });
    setAuth('signedOut');
    renderGate();
    act(() => setAuth({ role: 'client', fullName: 'Asha Rao' }));
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog with a sentence when the agreement cannot be saved; trying again works', async () => {
    mockPostgrest('post', PENDING, { body: [notice('privacy', '1.1'), notice('terms', '1.0')] });
    let fail = true;
    mockPostgrest('post', ACCEPT, () =>
      fail ? { status: 503, body: { message: 'unavailable' } } : { status: 204 },
    );
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const { user } = renderGate();

    const dialog = await gate('Agree to continue');
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your agreement could not be saved. Check your connection and try again.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows a version published meanwhile, to be agreed to instead', async () => {
    let published = [notice('privacy', '1.1'), notice('terms', '1.0')];
    mockPostgrest('post', PENDING, () => ({ body: published }));
    const accepts = mockPostgrest('post', ACCEPT, (request) =>
      (request.body as { privacy_version: string }).privacy_version === '1.2'
        ? { status: 204 }
        : {
            status: 400,
            body: postgrestError(
              '22023',
              'The privacy notice or the terms have changed since this page was opened. Reload the page to read the current versions.',
            ),
          },
    );
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const { user } = renderGate();

    const dialog = await gate('Agree to continue');
    published = [notice('privacy', '1.2'), notice('terms', '1.0')];
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A newer version was published a moment ago. Please read it, then agree to continue.',
    );
    expect(
      await within(dialog).findByText('Version 1.2 · in effect from 29 Nov 2026'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(accepts.map((request) => request.body)).toEqual([
      { privacy_version: '1.1', terms_version: '1.0' },
      { privacy_version: '1.2', terms_version: '1.0' },
    ]);
  });

  it('declining signs out and says that nothing changed and how to have the account deleted', async () => {
    mockPostgrest('post', PENDING, { body: [notice('privacy', '1.1', true)] });
    const accepts = mockPostgrest('post', ACCEPT, { status: 204 });
    vi.mocked(signOut).mockImplementation(async () => {
      act(() => setAuth('signedOut'));
    });
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const { user } = renderGate();

    const dialog = await gate('We have updated our terms');
    await user.click(within(dialog).getByRole('button', { name: 'Decline and sign out' }));
    const signedOut = await gate('You are signed out');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(accepts).toHaveLength(0);
    expect(signedOut).toHaveAccessibleDescription(
      'Nothing about your account has changed. You can sign in again and agree at any time.',
    );
    expect(
      within(signedOut).getByText(
        'To have your account and your data deleted, write to privacy@nyayaconnect.in from the e-mail address you signed up with. We answer within 30 days.',
      ),
    ).toBeVisible();
    await user.click(within(signedOut).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('never locks anyone out when the check fails: it is reported, and nothing is shown', async () => {
    const checks = mockPostgrest('post', PENDING, { status: 503, body: { message: 'down' } });
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    renderGate();
    await waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    expect(checks).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks in Hindi on a Hindi page', async () => {
    await changeLanguage('hi');
    mockPostgrest('post', PENDING, { body: [notice('privacy', '1.1'), notice('terms', '1.0')] });
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    renderGate();
    const dialog = await gate('आगे बढ़ने के लिए सहमति दें');
    expect(within(dialog).getByRole('button', { name: 'मैं सहमत हूँ' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /^गोपनीयता नीति/ })).toBeVisible();
  });
});

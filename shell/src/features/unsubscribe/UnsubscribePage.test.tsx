import { useOverlays } from '@nyaya/shared-platform';
import { mockPostgrest, postgrestError, server } from '@nyaya/shared-platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { unsubscribe } from './api/unsubscribe';
import UnsubscribePage from './UnsubscribePage';

const TOKEN = 'a'.repeat(64);
const RPC = 'rpc/unsubscribe';

// The backend is answered by msw, as in the remotes' tests; any request not answered fails.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(path = `/unsubscribe?token=${TOKEN}`) {
  return renderWithShell(<UnsubscribePage />, { path });
}

const unsubscribeButton = () => screen.getByRole('button', { name: 'Unsubscribe' });

describe('UnsubscribePage', () => {
  it('changes nothing on opening: it explains, and waits for the button', async () => {
    setAuth('signedOut');
    const calls = mockPostgrest('post', RPC, { body: 'meeting_reminders' });
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unsubscribe from these e-mails' }),
    ).toBeVisible();
    expect(screen.getByText(/Nothing changes until you do\./)).toBeVisible();
    expect(unsubscribeButton()).toBeEnabled();
    expect(document.title).toBe('Unsubscribe – NyayaConnect');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['open_request_digest', 'You will no longer get the hourly digest of open requests.'],
    ['meeting_reminders', 'You will no longer get meeting reminders.'],
  ])(
    'sends the token once without sign-in and names what %s turned off',
    async (topic, sentence) => {
      setAuth('signedOut');
      const calls = mockPostgrest('post', RPC, { body: topic });
      const user = userEvent.setup();
      renderPage();

      await user.click(unsubscribeButton());
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'You are unsubscribed',
      });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByText(sentence)).toBeVisible();
      expect(screen.getByText(/still sent/)).toBeVisible();
      expect(calls).toHaveLength(1);
      expect(calls[0]!.body).toEqual({ token: TOKEN });
      // Anonymous: the anon key, no user's session.
      expect(calls[0]!.headers.get('authorization')).toBe('Bearer test-anon-key');

      // Signed out: the way to the settings is signing in, to the portal the e-mail came from.
      await user.click(screen.getByRole('button', { name: 'Sign in to manage your e-mails' }));
      expect(useOverlays.getState().current).toMatchObject({
        kind: 'auth',
        portal: topic === 'open_request_digest' ? 'lawyer' : 'client',
        tab: 'login',
      });
    },
  );

  it("links a signed-in user to their dashboard's notification settings", async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    mockPostgrest('post', RPC, { body: 'meeting_reminders' });
    const user = userEvent.setup();
    renderPage();

    await user.click(unsubscribeButton());
    expect(await screen.findByRole('link', { name: 'Open notification settings' })).toHaveAttribute(
      'href',
      '/client-dashboard#notification-settings',
    );
  });

  it('says an unknown link is not valid (PT404), with the way to the settings', async () => {
    setAuth('signedOut');
    mockPostgrest('post', RPC, {
      status: 404,
      body: postgrestError(
        'PT404',
        'This unsubscribe link is not valid.',
        "Sign in and change which e-mails you get in your dashboard's notification settings.",
      ),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(unsubscribeButton());
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'This unsubscribe link is not valid.',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Sign in to choose which e-mails you get/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in to manage your e-mails' })).toBeVisible();
  });

  it('says a link without a token is not valid, and sends nothing', async () => {
    setAuth('signedOut');
    const calls = mockPostgrest('post', RPC, { body: 'meeting_reminders' });
    renderPage('/unsubscribe');

    expect(
      screen.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid.' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  it('says when the server cannot be reached, and tries again', async () => {
    setAuth('signedOut');
    let attempts = 0;
    server.use(
      http.post('http://supabase.test/rest/v1/rpc/unsubscribe', () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json('meeting_reminders');
      }),
    );
    const user = userEvent.setup();
    renderPage();

    await user.click(unsubscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Please check your connection and try again.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unsubscribe from these e-mails',
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You will no longer get meeting reminders.')).toBeVisible();
    expect(attempts).toBe(2);
  });
});

describe('unsubscribe (api)', () => {
  it('calls the unsubscribe function with the token and answers with the topic', async () => {
    const calls = mockPostgrest('post', RPC, { body: 'open_request_digest' });
    await expect(unsubscribe(TOKEN)).resolves.toBe('open_request_digest');
    expect(calls[0]!.body).toEqual({ token: TOKEN });
  });

  it('answers null for a topic it does not know', async () => {
    mockPostgrest('post', RPC, { body: 'something_new' });
    await expect(unsubscribe(TOKEN)).resolves.toBeNull();
  });

  it('fails with the PT404 code for a link the database does not know', async () => {
    mockPostgrest('post', RPC, {
      status: 404,
      body: postgrestError('PT404', 'This unsubscribe link is not valid.'),
    });
    await expect(unsubscribe('nope')).rejects.toMatchObject({ code: 'PT404', status: 404 });
  });
});

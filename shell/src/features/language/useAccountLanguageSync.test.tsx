import {
  authStateFromSession,
  changeLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  useAuthStore,
} from '@nyaya/shared-platform';
import { mockPostgrest, server } from '@nyaya/shared-platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeSession, setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useAccountLanguageSync } from './useAccountLanguageSync';

const TABLE = 'notification_preferences';
// The Toaster's code loads with the first toast; a busy test machine takes its time.
const TOAST_WAIT = { timeout: 5000 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await changeLanguage('en');
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});
afterAll(() => server.close());

function Page() {
  useAccountLanguageSync();
  return <NotFoundPage />;
}

function renderPage() {
  const user = userEvent.setup();
  renderWithShell(<Page />);
  return { user };
}

describe('useAccountLanguageSync', () => {
  it('adopts the language of the account on sign-in when this device has no choice', async () => {
    setAuth('signedOut');
    const reads = mockPostgrest('get', TABLE, { body: { language: 'hi' } });
    renderPage();
    expect(reads).toHaveLength(0);

    act(() => setAuth({ role: 'client', fullName: 'Asha Rao' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'माफ़ कीजिए! पृष्ठ नहीं मिला' }),
    ).toBeVisible();
    expect(reads).toHaveLength(1);
    expect(reads[0]!.url.searchParams.get('user_id')).toBe('eq.user-1');
    expect(document.documentElement.lang).toBe('hi');
    // Adopted, not chosen here: the account stays the source.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it("writes this device's choice to the account when the account has another language", async () => {
    await changeLanguage('hi', { remember: true });
    mockPostgrest('get', TABLE, { body: { language: 'en' } });
    const writes = mockPostgrest('patch', TABLE, { status: 204 });
    setAuth({ role: 'lawyer', fullName: 'Priya Sharma' });
    renderPage();

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ language: 'hi' });
    expect(writes[0]!.url.searchParams.get('user_id')).toBe('eq.user-1');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("gives an account made by this sign-in (Google's first) the page's language", async () => {
    // The page is in Hindi from the browser's preference; nothing was chosen on this device.
    await changeLanguage('hi');
    const reads = mockPostgrest('get', TABLE, { body: { language: 'en' } });
    const writes = mockPostgrest('patch', TABLE, { status: 204 });
    const session = fakeSession({ role: 'client', full_name: 'Asha Rao' });
    session.user.app_metadata = { provider: 'google' };
    session.user.created_at = '2026-11-29T10:00:00.000Z';
    session.user.last_sign_in_at = '2026-11-29T10:00:01.500Z';
    useAuthStore.setState(authStateFromSession(session));
    renderPage();

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(reads).toHaveLength(1);
    expect(writes[0]!.body).toEqual({ language: 'hi' });
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a Google account signing in again', 'google', '2026-11-01T10:00:00.000Z'],
    [
      'an account made with an e-mail address (it sent its language)',
      'email',
      '2026-11-29T09:59:59.000Z',
    ],
  ])('lets %s set the page (its language is its own)', async (_, provider, createdAt) => {
    await changeLanguage('hi');
    mockPostgrest('get', TABLE, { body: { language: 'en' } });
    const writes = mockPostgrest('patch', TABLE, { status: 204 });
    const session = fakeSession({ role: 'client', full_name: 'Asha Rao' });
    session.user.app_metadata = { provider };
    session.user.created_at = createdAt;
    session.user.last_sign_in_at = '2026-11-29T10:00:00.000Z';
    useAuthStore.setState(authStateFromSession(session));
    renderPage();

    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(writes).toHaveLength(0);
  });

  it('writes nothing when the account already has the chosen language', async () => {
    await changeLanguage('hi', { remember: true });
    const reads = mockPostgrest('get', TABLE, { body: { language: 'hi' } });
    const writes = mockPostgrest('patch', TABLE, { status: 204 });
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    renderPage();

    await waitFor(() => expect(reads).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toHaveLength(0);
  });

  it('keeps the page as it is and says so when the account cannot be read, with Try again', async () => {
    let fail = true;
    const reads = mockPostgrest('get', TABLE, () =>
      fail ? { status: 500, body: { message: 'boom' } } : { body: { language: 'hi' } },
    );
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const { user } = renderPage();

    expect(
      await screen.findByText('The language of your account could not be read.', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).not.toBe('hi');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
  });
});

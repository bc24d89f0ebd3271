import {
  changeLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  onAccountLanguageSaved,
} from '@nyaya/shared-platform';
import { mockPostgrest, server } from '@nyaya/shared-platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { Header } from '../header/Header';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { LanguageSwitch } from './LanguageSwitch';

const TABLE = 'notification_preferences';
// The Toaster's code loads with the first toast; a busy test machine takes its time.
const TOAST_WAIT = { timeout: 5000 };

// The backend is answered by msw; any request not answered fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await changeLanguage('en');
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});
afterAll(() => server.close());

function renderPage() {
  const user = userEvent.setup();
  renderWithShell(
    <>
      <Header />
      <NotFoundPage />
    </>,
  );
  return { user };
}

/**
 * The switch alone, for a signed-in user: the header would also load the user menu's chunk,
 * and a lazy import of it beside the Toaster's stalls the test runner's module loader.
 */
function renderSwitch() {
  const user = userEvent.setup();
  renderWithShell(
    <>
      <LanguageSwitch />
      <NotFoundPage />
    </>,
  );
  return { user };
}

/** The header's own switch (wide screens); the mobile menu holds the other. */
const desktopSwitch = () => within(screen.getAllByRole('group', { name: /Language|भाषा/ })[0]!);

describe('LanguageSwitch', () => {
  it('offers English and हिन्दी, each in its own language, English pressed', () => {
    setAuth('signedOut');
    renderPage();
    const english = desktopSwitch().getByRole('button', { name: 'English' });
    const hindi = desktopSwitch().getByRole('button', { name: 'हिन्दी' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the page to Hindi from the keyboard and remembers the choice on this device', async () => {
    setAuth('signedOut');
    const { user } = renderPage();
    const hindi = desktopSwitch().getByRole('button', { name: 'हिन्दी' });
    // The switch comes first in the header.
    await user.tab();
    await user.tab();
    expect(hindi).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'माफ़ कीजिए! पृष्ठ नहीं मिला' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);
    expect(document.title).toBe('पृष्ठ नहीं मिला – NyayaConnect');
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(hindi).toHaveAttribute('aria-pressed', 'true');
    expect(hindi).toHaveFocus();
    expect(screen.getByRole('link', { name: 'वकील खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
  });

  it('is in the mobile menu too, and switches back to English there', async () => {
    setAuth('signedOut');
    await changeLanguage('hi');
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'मेनू' }));
    const menu = within(document.getElementById('mobile-menu')!);
    await user.click(
      within(menu.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'English' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.title).toBe('Page not found – NyayaConnect');
  });

  it("writes a signed-in user's choice to their notification preferences", async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const writes = mockPostgrest('patch', TABLE, { status: 204 });
    const announced: string[] = [];
    const stopListening = onAccountLanguageSaved((language) => announced.push(language));
    const { user } = renderSwitch();
    await user.click(desktopSwitch().getByRole('button', { name: 'हिन्दी' }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ language: 'hi' });
    expect(writes[0]!.url.searchParams.get('user_id')).toBe('eq.user-1');
    expect(document.documentElement.lang).toBe('hi');
    // Once saved, the page hears of it (the client dashboard's settings read it again).
    await waitFor(() => expect(announced).toEqual(['hi']));
    stopListening();
  });

  it('says when the account could not take the choice, and tries again on request', async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    // The first write fails, the second goes through.
    const writes = mockPostgrest('patch', TABLE, () =>
      writes.length === 1 ? { status: 500, body: { message: 'boom' } } : { status: 204 },
    );
    const { user } = renderSwitch();
    await user.click(desktopSwitch().getByRole('button', { name: 'हिन्दी' }));
    expect(
      await screen.findByText('आपकी भाषा आपके खाते में सहेजी नहीं जा सकी।', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    // The page is in Hindi all the same: only the account missed it.
    expect(document.documentElement.lang).toBe('hi');
    const announced: string[] = [];
    const stopListening = onAccountLanguageSaved((language) => announced.push(language));
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    // Announced only once the write went through.
    await waitFor(() => expect(announced).toEqual(['hi']));
    stopListening();
    await waitFor(() =>
      expect(screen.queryByText('आपकी भाषा आपके खाते में सहेजी नहीं जा सकी।')).not.toBeInTheDocument(),
    );
  });

  it('does nothing when the current language is chosen again', async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const writes = mockPostgrest('patch', TABLE, { status: 204 });
    const { user } = renderSwitch();
    await user.click(desktopSwitch().getByRole('button', { name: 'English' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toHaveLength(0);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

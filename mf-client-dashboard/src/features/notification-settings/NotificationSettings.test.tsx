import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
} from '@nyaya/shared-platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { announceAccountLanguage } from '@nyaya/shared-platform';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import NotificationSettings from './NotificationSettings';

const CLIENT = { id: 'client-1', role: 'client', fullName: 'Asha Rao' } as const;
const TABLE = 'notification_preferences';

const row = (overrides: Record<string, unknown> = {}) => ({
  meeting_reminders: true,
  language: 'en',
  updated_at: '2026-11-28T10:00:00Z',
  ...overrides,
});

function renderSettings(route = '/client-dashboard') {
  return renderWithProviders(<NotificationSettings userId={CLIENT.id} />, { auth: CLIENT, route });
}

const section = () => screen.getByRole('region', { name: 'Notification settings' });
const reminders = () => screen.getByRole('checkbox', { name: 'Meeting reminders' });
const language = () => screen.getByRole('combobox', { name: 'Language of e-mails' });
const save = () => screen.getByRole('button', { name: 'Save settings' });

describe('NotificationSettings (client)', () => {
  it("reads the client's own row and shows it, with what each choice sends and what is always sent", async () => {
    const reads = mockPostgrest('get', TABLE, { body: row({ meeting_reminders: false }) });
    renderSettings();

    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(
      within(section()).getByText('Loading your notification settings...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(reminders()).not.toBeChecked());
    expect(section()).toHaveAttribute('aria-busy', 'false');

    expect(reads).toHaveLength(1);
    const { searchParams } = reads[0]!.url;
    expect(searchParams.get('select')?.split(',')).toEqual([
      'meeting_reminders',
      'language',
      'updated_at',
    ]);
    expect(searchParams.get('user_id')).toBe(`eq.${CLIENT.id}`);

    expect(reminders()).toHaveAccessibleDescription(
      'An e-mail 24 hours and again 1 hour before each meeting scheduled with your lawyer.',
    );
    expect(language()).toHaveValue('en');
    expect(language()).toHaveAccessibleDescription(
      'E-mails follow the language you choose on the site, and you can set it here too.',
    );
    expect(
      within(language())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'हिन्दी']);
    expect(screen.getByRole('heading', { name: 'Always sent' })).toBeVisible();
    expect(screen.getByText(/cannot be turned off/)).toBeVisible();
    // The digest of open requests is a lawyer's: no such choice here.
    expect(screen.queryByRole('checkbox', { name: /digest/i })).toBeNull();
  });

  it('saves the changed choices to the own row and says they are saved', async () => {
    mockPostgrest('get', TABLE, { body: row() });
    const writes = mockPostgrest('patch', TABLE, ({ body }) => ({
      body: row(body as Record<string, unknown>),
    }));
    const { user } = renderSettings();
    await waitFor(() => expect(reminders()).toBeChecked());

    await user.click(reminders());
    await user.selectOptions(language(), 'hi');
    expect(reminders()).not.toBeChecked();
    await user.click(save());

    expect(await screen.findByText('Your notification settings are saved.')).toBeVisible();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toEqual({ meeting_reminders: false, language: 'hi' });
    expect(writes[0]!.url.searchParams.get('user_id')).toBe(`eq.${CLIENT.id}`);
    expect(reminders()).not.toBeChecked();
    expect(language()).toHaveValue('hi');

    // A further change: the note no longer describes the form.
    await user.click(reminders());
    expect(screen.queryByText('Your notification settings are saved.')).toBeNull();
  });

  it("reads the language again when the header's switch has saved it to the account", async () => {
    let saved = 'en';
    const reads = mockPostgrest('get', TABLE, () => ({ body: row({ language: saved }) }));
    renderSettings();
    await waitFor(() => expect(language()).toHaveValue('en'));

    saved = 'hi';
    act(() => announceAccountLanguage('hi'));
    await waitFor(() => expect(language()).toHaveValue('hi'));
    expect(reads).toHaveLength(2);
  });

  it('says why a save failed and saves the same choices on Try again', async () => {
    mockPostgrest('get', TABLE, { body: row() });
    let attempt = 0;
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${TEST_SUPABASE_URL}/rest/v1/${TABLE}`, async ({ request }) => {
        bodies.push(await request.json());
        attempt += 1;
        return attempt === 1
          ? HttpResponse.error()
          : HttpResponse.json(row({ meeting_reminders: false }));
      }),
    );
    const { user } = renderSettings();
    await waitFor(() => expect(reminders()).toBeChecked());

    await user.click(reminders());
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your notification settings could not be saved. Could not reach the server. Please check your connection and try again.',
    );
    // The choice the client made stays on screen.
    expect(reminders()).not.toBeChecked();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies).toEqual([
      { meeting_reminders: false, language: 'en' },
      { meeting_reminders: false, language: 'en' },
    ]);
  });

  it('shows a load failure with Try again, then the settings', async () => {
    let reads = 0;
    mockPostgrest('get', TABLE, () => {
      reads += 1;
      return reads === 1
        ? { status: 500, body: postgrestError('XX000', 'internal error') }
        : { body: row({ meeting_reminders: false }) };
    });
    const { user } = renderSettings();

    expect(
      await screen.findByRole('heading', {
        name: 'Your notification settings could not be loaded',
      }),
    ).toBeVisible();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reminders()).not.toBeChecked());
  });

  it('brings itself into view with focus when the address names it', async () => {
    mockPostgrest('get', TABLE, { body: row() });
    renderSettings('/client-dashboard#notification-settings');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Notification settings' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(section()).toHaveAttribute('id', 'notification-settings');
  });

  it('is operable from the keyboard alone', async () => {
    mockPostgrest('get', TABLE, { body: row() });
    const writes = mockPostgrest('patch', TABLE, ({ body }) => ({
      body: row(body as Record<string, unknown>),
    }));
    const { user } = renderSettings();
    await waitFor(() => expect(reminders()).toBeChecked());

    reminders().focus();
    await user.keyboard(' ');
    expect(reminders()).not.toBeChecked();
    await user.tab();
    expect(language()).toHaveFocus();
    await user.tab();
    expect(save()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your notification settings are saved.')).toBeVisible();
    expect(writes[0]!.body).toEqual({ meeting_reminders: false, language: 'en' });
  });
});

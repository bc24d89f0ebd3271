import { formatDate, formatDateTime } from '@nyaya/shared-design/patterns';
import { changeLanguage } from '@nyaya/shared-platform';
import { Route, Routes } from '@nyaya/shared-platform/router';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
} from '@nyaya/shared-platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import ClientDashboardPage from '../../exposes/ClientDashboardPage';
import type { ClientRequestRow } from './api/clientRequests';

const CLIENT = { id: 'client-1', role: 'client', fullName: 'Asha Rao' } as const;

function viewRow(id: string, overrides: Partial<ClientRequestRow> = {}): ClientRequestRow {
  return {
    id,
    lawyer_id: null,
    lawyer_name: null,
    service_type: 'Family Law',
    description: `Description of ${id}`,
    location: null,
    phone: null,
    status: 'pending',
    scheduled_for: null,
    created_at: '2026-11-20T10:00:00Z',
    return_kind: null,
    return_reason: null,
    returned_at: null,
    returned_by_name: null,
    withdrawable: ['pending', 'assigned'].includes(overrides.status ?? 'pending'),
    ...overrides,
  };
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/client-dashboard" element={<ClientDashboardPage />} />
    </Routes>,
    { route: '/client-dashboard', auth: CLIENT },
  );
}

const requestList = () => screen.getByRole('region', { name: 'मेरे परामर्श अनुरोध' });
const card = (name: string) => within(requestList()).getByRole('article', { name });

beforeEach(async () => {
  // The notification settings at the foot of the page, in Hindi like the page.
  mockPostgrest('get', 'notification_preferences', {
    body: { meeting_reminders: true, language: 'hi', updated_at: '2026-11-20T10:00:00Z' },
  });
  // The test kit's afterEach switches back to English.
  await changeLanguage('hi');
});

/** The list has loaded (the Hindi catalogs and the request read). */
const listLoaded = () =>
  waitFor(() => expect(requestList()).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });

describe('the client dashboard in Hindi', () => {
  it('shows the requests with Hindi labels, statuses and hi-IN dates, the client’s words as typed', async () => {
    mockPostgrest('get', 'client_consultation_requests', {
      body: [
        viewRow('r-1', {
          service_type: 'Property Law',
          status: 'scheduled',
          lawyer_id: 'lawyer-1',
          lawyer_name: 'Priya Sharma',
          scheduled_for: '2026-11-30T05:30:00Z',
          withdrawable: false,
        }),
        viewRow('r-2'),
      ],
    });
    renderPage();

    await listLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'मुवक्किल डैशबोर्ड' })).toBeVisible();

    const property = card('संपत्ति कानून');
    expect(within(property).getByText('निर्धारित')).toBeVisible();
    const meeting = formatDateTime('2026-11-30T05:30:00Z', undefined, 'hi-IN')!;
    const submitted = formatDate('2026-11-20T10:00:00Z', undefined, 'hi-IN')!;
    expect(submitted).toContain('नवंबर');
    expect(within(property).getByText(`मीटिंग: ${meeting}`)).toBeVisible();
    expect(within(property).getByText(`${submitted} को भेजा गया`)).toBeVisible();
    expect(within(property).getByText('Description of r-1')).toHaveAttribute('translate', 'no');

    const family = card('पारिवारिक कानून');
    expect(within(family).getByText('लंबित')).toBeVisible();
    expect(within(family).getByRole('button', { name: 'अनुरोध रद्द करें' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'सारांश' })).getByText('1 लंबित')).toBeVisible();
  });

  it('says the database’s refusal in Hindi, the request’s status by its Hindi label', async () => {
    mockPostgrest('get', 'client_consultation_requests', { body: [viewRow('r-1')] });
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/cancel_consultation_request`, () =>
        HttpResponse.json(
          postgrestError(
            'PT409',
            'Only a request that is pending or accepted without a meeting can be cancelled; this one is completed.',
          ),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();
    await listLoaded();

    await user.click(within(card('पारिवारिक कानून')).getByRole('button', { name: 'अनुरोध रद्द करें' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'अनुरोध रद्द करें' }),
    );

    expect(await screen.findByText('रद्द नहीं हो सका', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'केवल वही अनुरोध रद्द किया जा सकता है जो लंबित हो या बिना मीटिंग के स्वीकार किया गया हो; यह अनुरोध पूर्ण है।',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/this one is/)).toBeNull();
  });

  it('offers the e-mails’ language, now set to Hindi, with the note that it follows the site', async () => {
    mockPostgrest('get', 'client_consultation_requests', { body: [] });
    renderPage();
    const language = await screen.findByRole(
      'combobox',
      { name: 'ईमेल की भाषा' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(language).toHaveValue('hi'));
    expect(language).toHaveAccessibleDescription(
      'ईमेल उसी भाषा में आते हैं जो आप साइट पर चुनते हैं, और आप इसे यहाँ भी बदल सकते हैं।',
    );
    expect(within(language).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(within(language).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
  });
});

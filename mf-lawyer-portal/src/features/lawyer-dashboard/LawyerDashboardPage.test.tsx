import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from '@nyaya/shared-platform/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@nyaya/shared-platform';
import LawyerDashboardPage from '../../exposes/LawyerDashboardPage';
import {
  consultationRequestRow,
  mockPostgrest,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';

const PROFILES_URL = `${TEST_SUPABASE_URL}/rest/v1/lawyer_profiles`;

function profileRow(approvalStatus: string | null, overrides: Record<string, unknown> = {}) {
  return {
    id: 'lawyer-1',
    name: 'Priya Sharma',
    bar_council_id: 'D/1234/2015',
    years_experience: 12,
    expertise_areas: ['Family Law', 'Property Law'],
    location: 'Delhi High Court, Supreme Court of India',
    bio: null,
    approval_status: approvalStatus,
    review_note: null,
    rating: null,
    hourly_rate: null,
    profile_picture_url: null,
    ...overrides,
  };
}

/** Answers the profile query with these rows and records which lawyer was asked for. */
function answerProfiles(rows: unknown[]) {
  const requestedIds: (string | null)[] = [];
  server.use(
    http.get(PROFILES_URL, ({ request }) => {
      requestedIds.push(new URL(request.url).searchParams.get('id'));
      return HttpResponse.json(rows);
    }),
  );
  return requestedIds;
}

/** The requests an approved lawyer reads; returns the calls made for them. */
function answerRequests(rows: unknown[] = []) {
  const calls = mockPostgrest('get', 'consultation_requests', { body: rows });
  mockPostgrest('get', 'client_names', { body: [{ id: 'client-1', full_name: 'Asha Rao' }] });
  return calls;
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage(options: RenderWithProvidersOptions) {
  return renderWithProviders(
    <Routes>
      <Route path="/lawyer-dashboard" element={<LawyerDashboardPage />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route: '/lawyer-dashboard', ...options },
  );
}

const lawyer = { id: 'lawyer-1', role: 'lawyer', fullName: 'Priya Sharma' } as const;

const statusCard = () => screen.findByRole('region', { name: 'Verification Status' });

let directoryReads: ReturnType<typeof mockPostgrest>;

beforeEach(() => {
  // The notification settings at the foot of the page (NotificationSettings.test.tsx).
  mockPostgrest('get', 'notification_preferences', {
    body: { open_request_digest: true, language: 'en', updated_at: '2026-11-20T10:00:00Z' },
  });
  // 'Your reviews' of a listed lawyer (YourReviews.test.tsx).
  directoryReads = mockPostgrest('get', 'lawyer_directory', {
    body: [{ rating: 4.6, review_count: 23 }],
  });
});

describe('LawyerDashboardPage', () => {
  it("loads the lawyer's own profile with placeholders, then shows its status", async () => {
    const requestedIds = answerProfiles([profileRow('pending')]);
    renderPage({ auth: lawyer });

    expect(screen.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(screen.getAllByTestId('dashboard-skeleton')).toHaveLength(2);

    const card = await statusCard();
    expect(card).toHaveTextContent('Under Review');
    expect(card).toHaveTextContent('We will call you within 24 hours to complete the verification');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
    expect(requestedIds).toEqual(['eq.lawyer-1']);
  });

  it('ends with the notification settings, after the requests and cases', async () => {
    answerProfiles([profileRow('approved')]);
    answerRequests([]);
    renderPage({ auth: lawyer });

    // The settings come in a chunk of their own, after the lists: more than the default second
    // on a busy machine.
    const settings = await screen.findByRole(
      'region',
      { name: 'Notification settings' },
      { timeout: 5000 },
    );
    expect(
      await within(settings).findByRole('checkbox', { name: 'Hourly digest of open requests' }),
    ).toBeChecked();
    const cases = screen.getByRole('region', { name: 'Requests and cases at a glance' });
    expect(cases.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows an approved lawyer 'Your reviews' after the status and before the cases", async () => {
    answerProfiles([profileRow('approved')]);
    answerRequests([]);
    renderPage({ auth: lawyer });

    const reviews = await screen.findByRole('region', { name: 'Your reviews' });
    expect(await within(reviews).findByText('4.6 · 23 reviews')).toBeVisible();
    expect(
      within(reviews).getByRole('link', { name: 'See and reply to your reviews' }),
    ).toHaveAttribute('href', '/lawyers/lawyer-1#reviews');
    const status = await statusCard();
    const cases = screen.getByRole('region', { name: 'Requests and cases at a glance' });
    expect(status.compareDocumentPosition(reviews) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(reviews.compareDocumentPosition(cases) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(['pending', 'rejected'])(
    "shows a %s lawyer no 'Your reviews' and does not read the directory",
    async (status) => {
      answerProfiles([profileRow(status)]);
      renderPage({ auth: lawyer });

      await statusCard();
      await screen.findByRole('region', { name: 'Notification settings' }, { timeout: 5000 });
      expect(screen.queryByRole('region', { name: 'Your reviews' })).toBeNull();
      expect(directoryReads).toHaveLength(0);
    },
  );

  it.each([
    [
      'pending',
      'Under Review',
      'We will call you within 24 hours to complete the verification',
      null,
    ],
    ['approved', 'Approved', 'Your profile is approved and listed on the portal', null],
    [
      'rejected',
      'Rejected',
      'Please contact support or resubmit your verification',
      'Resubmit Verification',
    ],
  ])('shows %s as %s with its text and action', async (status, badge, text, action) => {
    answerProfiles([profileRow(status)]);
    if (status === 'approved') answerRequests();
    renderPage({ auth: lawyer });

    const card = await statusCard();
    expect(within(card).getByText(badge, { exact: true })).toBeVisible();
    expect(card).toHaveTextContent(text);
    const buttons = within(card).queryAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(action ? [action] : []);
    // None of these statuses asks for the form by itself.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'no profile',
      [],
      'Not Verified',
      'Please complete your verification form to get started',
      'Complete Verification',
    ],
    [
      'a null status',
      [profileRow(null)],
      'Not Verified',
      'Please complete your verification form to get started',
      'Complete Verification',
    ],
    [
      'reverify',
      [profileRow('reverify')],
      'Requires Update',
      'Please update your verification details as requested',
      'Update Verification',
    ],
  ])(
    'opens the verification dialog by itself for %s; closed, the card offers it again',
    async (_case, rows, badge, text, action) => {
      answerProfiles(rows);
      const { user } = renderPage({ auth: lawyer });

      const dialog = await screen.findByRole('dialog', { name: action });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());

      const card = await statusCard();
      expect(within(card).getByText(badge, { exact: true })).toBeVisible();
      expect(card).toHaveTextContent(text);
      // Closing it is respected: it does not come back by itself.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: action }));
      expect(await screen.findByRole('dialog', { name: action })).toBeVisible();
    },
  );

  it('opens the form from the action of a rejected lawyer, starting from their details', async () => {
    answerProfiles([profileRow('rejected')]);
    const { user } = renderPage({ auth: lawyer });
    const card = await statusCard();
    await user.click(within(card).getByRole('button', { name: 'Resubmit Verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resubmit Verification' });
    expect(within(dialog).getByRole('textbox', { name: 'BAR Council ID' })).toHaveValue(
      'D/1234/2015',
    );
  });

  it("shows a rejected or reverify lawyer the reviewer's note, and no one else", async () => {
    const note = 'Your BAR Council ID does not match\nthe Delhi roll.';
    answerProfiles([profileRow('rejected', { review_note: note })]);
    const first = renderPage({ auth: lawyer });
    const card = await statusCard();
    expect(within(card).getByRole('figure', { name: 'Note from the reviewer' })).toHaveTextContent(
      'Your BAR Council ID does not match the Delhi roll.',
    );
    first.unmount();

    answerProfiles([profileRow('reverify', { review_note: 'Add the Supreme Court.' })]);
    const second = renderPage({ auth: lawyer });
    // The dialog opens by itself over the card: it shows the note too, next to the fields.
    const dialog = await screen.findByRole('dialog', { name: 'Update Verification' });
    expect(
      within(dialog).getByRole('figure', { name: 'Note from the reviewer' }),
    ).toHaveTextContent('Add the Supreme Court.');
    await second.user.keyboard('{Escape}');
    expect(
      within(await statusCard()).getByRole('figure', { name: 'Note from the reviewer' }),
    ).toHaveTextContent('Add the Supreme Court.');
    second.unmount();

    answerProfiles([profileRow('approved', { review_note: 'Approved after the call.' })]);
    answerRequests();
    renderPage({ auth: lawyer });
    const approved = await statusCard();
    expect(within(approved).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows the profile overview: BAR Council ID, experience, practice locations, expertise', async () => {
    answerProfiles([profileRow('pending')]);
    renderPage({ auth: lawyer });
    const overview = await screen.findByRole('region', { name: 'Profile Overview' });
    const values = within(overview)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(
      within(overview)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'BAR Council ID',
      'Years of Experience',
      'Practice Locations',
      'Areas of Expertise',
    ]);
    expect(values).toEqual([
      'D/1234/2015',
      '12 years',
      'Delhi High CourtSupreme Court of India',
      'Family LawProperty Law',
    ]);
  });

  it('shows the languages the lawyer consults in, by their names, in their order', async () => {
    answerProfiles([profileRow('pending', { languages: ['hi', 'en', 'mr'] })]);
    renderPage({ auth: lawyer });
    const overview = await screen.findByRole('region', { name: 'Profile Overview' });
    const terms = within(overview).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toContain('Languages');
    const languages = terms.find((term) => term.textContent === 'Languages')!.nextElementSibling!;
    expect(
      within(languages as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hindi', 'English', 'Marathi']);
  });

  it('reads no requests for a lawyer who is not approved, and counts nothing', async () => {
    answerProfiles([profileRow('pending')]);
    const calls = answerRequests([consultationRequestRow({ id: 'r1' })]);
    renderPage({ auth: lawyer });
    await statusCard();
    expect(
      screen.queryByRole('region', { name: 'Available Consultation Requests' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Cases' })).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(0);
  });

  it('shows an approved lawyer the open requests', async () => {
    answerProfiles([profileRow('approved')]);
    const calls = answerRequests([
      consultationRequestRow({ id: 'r1', client_id: 'client-1', description: 'A tenant dispute.' }),
    ]);
    renderPage({ auth: lawyer });
    const available = await screen.findByRole('region', {
      name: 'Available Consultation Requests',
    });
    expect(await within(available).findByText('A tenant dispute.')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('says the dashboard could not load, reports it, and Try again recovers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.get(PROFILES_URL, () =>
        fail
          ? HttpResponse.json(
              { code: 'XX000', message: 'boom', details: null, hint: null },
              { status: 500 },
            )
          : HttpResponse.json([profileRow('pending')]),
      ),
    );
    const { user } = renderPage({ auth: lawyer });

    const panel = await screen.findByRole('region', {
      name: 'Your dashboard could not be loaded',
    });
    expect(within(panel).getByRole('alert')).not.toHaveTextContent(/boom/);
    expect(logged).toHaveBeenCalledWith(
      '[mf_lawyer_portal]',
      expect.objectContaining({ message: 'boom' }),
    );
    expect(screen.queryByRole('region', { name: 'Verification Status' })).not.toBeInTheDocument();

    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await statusCard()).toHaveTextContent('Under Review');
    expect(panel).not.toBeInTheDocument();
  });

  it('shows a loading state while the session is read, and asks for nothing', () => {
    const requestedIds = answerProfiles([]);
    renderPage({ auth: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(requestedIds).toEqual([]);
  });

  it('sends a visitor home', () => {
    renderPage({ auth: 'signedOut' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a client to the client dashboard', () => {
    renderPage({ auth: { role: 'client' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/client-dashboard');
  });
});

describe('LawyerDashboardPage in Hindi', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows the status, the profile overview and the counters in Hindi', async () => {
    answerProfiles([profileRow('pending', { languages: ['hi', 'en'] })]);
    renderPage({ auth: lawyer });

    expect(screen.getByRole('heading', { level: 1, name: 'वकील डैशबोर्ड' })).toBeVisible();
    const card = await screen.findByRole('region', { name: 'सत्यापन की स्थिति' });
    expect(card).toHaveTextContent('समीक्षाधीन');
    const overview = screen.getByRole('region', { name: 'प्रोफ़ाइल का सारांश' });
    expect(
      within(overview)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['बार काउंसिल आईडी', 'वर्षों का अनुभव', 'प्रैक्टिस के न्यायालय', 'विशेषज्ञता', 'भाषाएँ']);
    const values = within(overview).getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual([
      'D/1234/2015',
      '12 वर्ष',
      'दिल्ली उच्च न्यायालयभारत का सर्वोच्च न्यायालय',
      'पारिवारिक कानूनसंपत्ति कानून',
      'हिन्दीअंग्रेज़ी',
    ]);
    // The ID as the lawyer wrote it: not for translating.
    expect(values[0]).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('region', { name: 'अनुरोध और मामले एक नज़र में' })).toBeVisible();
  });
});

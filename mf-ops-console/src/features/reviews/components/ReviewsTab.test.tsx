import { Route, Routes } from '@nyaya/shared-platform/router';
import { mockPostgrest, postgrestError, renderWithProviders } from '@nyaya/shared-platform/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OpsConsolePage from '../../../exposes/OpsConsolePage';
import type { ReportedReviewRow } from '../../staff-access/api/opsRpc';

const AGENT = { id: 'agent-1', role: 'client', fullName: 'Rohan Das' } as const;

function reported(id: string, overrides: Partial<ReportedReviewRow> = {}): ReportedReviewRow {
  return {
    review_id: id,
    lawyer_id: 'lawyer-1',
    lawyer_name: 'Priya Sharma',
    rating: 2,
    body: 'She never answered my questions.',
    reviewer_name: 'Aarav M.',
    // 23:30 UTC is the next day in India.
    created_at: '2026-11-20T23:30:00Z',
    edited_at: null,
    hidden_at: null,
    hidden_reason: null,
    open_reports: 2,
    reports: [
      {
        id: `${id}-r2`,
        reason: 'Insults the lawyer.',
        reporterLabel: 'Priya S. (the lawyer)',
        createdAt: '2026-11-27T06:00:00Z',
        resolution: null,
      },
      {
        id: `${id}-r1`,
        reason: 'Not a real client.',
        reporterLabel: 'Neha K.',
        createdAt: '2026-11-26T06:00:00Z',
        resolution: null,
      },
    ],
    last_reported_at: '2026-11-27T06:00:00Z',
    ...overrides,
  };
}

const HIDDEN = reported('h1', {
  lawyer_name: 'Anil Kumar',
  lawyer_id: 'lawyer-2',
  rating: 1,
  hidden_at: '2026-11-28T05:00:00Z',
  hidden_reason: 'Abusive language.',
  open_reports: 0,
  reports: [
    {
      id: 'h1-r1',
      reason: 'Abusive.',
      reporterLabel: 'Neha K.',
      createdAt: '2026-11-27T06:00:00Z',
      resolution: 'hidden',
    },
  ],
});

function renderConsole(capabilities: string[] = ['support']) {
  mockPostgrest('post', 'rpc/my_staff_capabilities', { body: capabilities });
  mockPostgrest('post', 'rpc/ops_counters', {
    body: { newCallbacks: 0, overdueCallbacks: 0, openComplaints: 0, pendingVerifications: 0 },
  });
  mockPostgrest('post', 'rpc/callback_queue', { body: [] });
  mockPostgrest('post', 'rpc/verification_queue', { body: [] });
  return renderWithProviders(
    <Routes>
      <Route path="/ops" element={<OpsConsolePage />} />
    </Routes>,
    { auth: AGENT, route: '/ops' },
  );
}

async function openReviews() {
  const tab = await screen.findByRole('tab', { name: 'Reviews' });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
}

async function findToast(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByText(text);
}

/** Answers reported_reviews by state from `lists`, counting the reads of each state. */
function answerLists(lists: {
  open: () => ReportedReviewRow[];
  hidden: () => ReportedReviewRow[];
}) {
  return mockPostgrest('post', 'rpc/reported_reviews', (request) => ({
    body: lists[(request.body as { state: 'open' | 'hidden' }).state](),
  }));
}

afterEach(cleanup);

describe('the Reviews tab', () => {
  it('is for support staff only', async () => {
    const reads = answerLists({ open: () => [reported('1')], hidden: () => [] });
    renderConsole(['reviewer']);
    expect(await screen.findByRole('tab', { name: 'Verifications' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(reads).toHaveLength(0);
  });

  it('lists a reported review with its stars, reviewer, date and reports', async () => {
    const reads = answerLists({ open: () => [reported('1')], hidden: () => [] });
    renderConsole();
    await openReviews();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      '/lawyers/lawyer-1#reviews',
    );
    expect(within(card).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('She never answered my questions.')).toBeInTheDocument();
    expect(within(card).getByText('By Aarav M., posted 21 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('2 open reports')).toBeInTheDocument();
    const reports = within(card).getAllByRole('listitem');
    expect(reports.map((report) => report.textContent)).toEqual([
      expect.stringContaining(
        'Insults the lawyer.Priya S. (the lawyer), 27 Nov 2026, 11:30 am IST',
      ),
      expect.stringContaining('Not a real client.Neha K., 26 Nov 2026, 11:30 am IST'),
    ]);
    expect(reads[0]?.body).toEqual({ state: 'open' });
    expect(within(card).queryByRole('button', { name: 'Restore review' })).not.toBeInTheDocument();
  });

  it('says so when no review waits', async () => {
    answerLists({ open: () => [], hidden: () => [] });
    renderConsole();
    await openReviews();
    expect(await screen.findByText('No reported reviews waiting.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'hidden' } });
    expect(await screen.findByText('No hidden reviews.')).toBeInTheDocument();
  });

  it('requires a reason to hide, sends it, and reads the list again', async () => {
    let hidden = false;
    const reads = answerLists({
      open: () => (hidden ? [] : [reported('1')]),
      hidden: () => [],
    });
    const hides = mockPostgrest('post', 'rpc/hide_review', () => {
      hidden = true;
      return { body: { id: '1', hidden_at: '2026-11-28T06:00:00Z' } };
    });
    renderConsole();
    await openReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review of Priya Sharma' });
    expect(
      within(dialog).getByText('The author will be e-mailed this reason.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason for hiding/), {
      target: { value: '   ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(
      await within(dialog).findByText('Give a reason for hiding this review.'),
    ).toBeInTheDocument();
    expect(hides).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason for hiding/), {
      target: { value: '  Abusive language.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(hides).toHaveLength(1));
    expect(hides[0]?.body).toEqual({ review_id: '1', reason: 'Abusive language.' });
    expect(
      await findToast('The review of Priya Sharma is hidden. The author will be e-mailed.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No reported reviews waiting.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the typed reason and shows the database sentence when hiding fails', async () => {
    answerLists({ open: () => [reported('1')], hidden: () => [] });
    mockPostgrest('post', 'rpc/hide_review', {
      status: 403,
      body: postgrestError(
        '42501',
        'Not allowed: only support staff can do this.',
        'The operator grants the support capability with the staff tool.',
      ),
    });
    renderConsole();
    await openReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review of Priya Sharma' });
    fireEvent.change(within(dialog).getByLabelText(/Reason for hiding/), {
      target: { value: 'Abusive language.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(
      await within(dialog).findByText('Not allowed: only support staff can do this.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason for hiding/)).toHaveValue('Abusive language.');
  });

  it('keeps a review after confirming, and shows the sentence when someone decided first', async () => {
    let decided = false;
    const reads = answerLists({
      open: () => (decided ? [] : [reported('1'), reported('2', { lawyer_name: 'Anil Kumar' })]),
      hidden: () => [],
    });
    const keeps = mockPostgrest('post', 'rpc/keep_review', (request) => {
      if ((request.body as { review_id: string }).review_id === '2') {
        decided = true;
        return {
          status: 400,
          body: postgrestError('55000', 'This review has no open reports.'),
        };
      }
      return { status: 204 };
    });
    renderConsole();
    await openReviews();
    const first = await screen.findByRole('article', { name: 'Priya Sharma' });
    fireEvent.click(within(first).getByRole('button', { name: 'Keep review' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Keep this review of Priya Sharma?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep review' }));
    await waitFor(() => expect(keeps).toHaveLength(1));
    expect(keeps[0]?.body).toEqual({ review_id: '1' });
    expect(
      await findToast('The review of Priya Sharma stays; its reports are closed.'),
    ).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Anil Kumar' });
    fireEvent.click(within(second).getByRole('button', { name: 'Keep review' }));
    fireEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Keep this review of Anil Kumar?' }),
      ).getByRole('button', { name: 'Keep review' }),
    );
    expect(await findToast('This review has no open reports.')).toBeInTheDocument();
    expect(await screen.findByText('No reported reviews waiting.')).toBeInTheDocument();
    expect(reads.length).toBeGreaterThanOrEqual(3);
  });

  it('restores a hidden review with a reason', async () => {
    let restored = false;
    answerLists({ open: () => [], hidden: () => (restored ? [] : [HIDDEN]) });
    const restores = mockPostgrest('post', 'rpc/restore_review', () => {
      restored = true;
      return { body: { id: 'h1', hidden_at: null } };
    });
    renderConsole();
    await openReviews();
    fireEvent.change(await screen.findByLabelText('Show'), { target: { value: 'hidden' } });
    const card = await screen.findByRole('article', { name: 'Anil Kumar' });
    expect(
      within(card).getByText('Reason given to the author: Abusive language.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Closed: hidden')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Hide review' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Restore review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this review of Anil Kumar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore review' }));
    expect(
      await within(dialog).findByText('Give a reason for restoring this review.'),
    ).toBeInTheDocument();
    expect(restores).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason for restoring/), {
      target: { value: 'The author showed the consultation took place.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore review' }));
    await waitFor(() => expect(restores).toHaveLength(1));
    expect(restores[0]?.body).toEqual({
      review_id: 'h1',
      reason: 'The author showed the consultation took place.',
    });
    expect(await findToast('The review of Anil Kumar is shown again.')).toBeInTheDocument();
    expect(await screen.findByText('No hidden reviews.')).toBeInTheDocument();
  });

  it('shows the database sentence when the list is refused', async () => {
    mockPostgrest('post', 'rpc/reported_reviews', {
      status: 403,
      body: postgrestError('42501', 'Not allowed: only support staff can do this.'),
    });
    renderConsole();
    await openReviews();
    expect(
      await screen.findByText('Not allowed: only support staff can do this.'),
    ).toBeInTheDocument();
  });
});

import { Route, Routes } from '@nyaya/shared-platform/router';
import { mockPostgrest, postgrestError, renderWithProviders } from '@nyaya/shared-platform/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OpsConsolePage from '../../../exposes/OpsConsolePage';
import type { VerificationRow } from '../../staff-access/api/opsRpc';

const REVIEWER = { id: 'reviewer-1', role: 'client', fullName: 'Meera Iyer' } as const;

function lawyer(version: string, overrides: Partial<VerificationRow> = {}): VerificationRow {
  const listed = {
    name: 'Priya Sharma',
    bar_council_id: 'MH/1234/2015',
    years_experience: 8,
    expertise_areas: ['Family Law'],
    location: 'Mumbai',
    bio: 'Family lawyer.',
    hourly_rate: 2000,
    profile_picture_url: null,
  };
  return {
    ...listed,
    hourly_rate: 2500,
    id: 'lawyer-1',
    email: 'priya@example.com',
    submitted_at: version,
    version,
    previous_decision: 'approved',
    listed,
    bar_council_id_shared_with: 'Anil Kumar',
    linked_complaints: 1,
    ...overrides,
  };
}

async function findToast(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByText(text);
}

function renderConsole() {
  mockPostgrest('post', 'rpc/my_staff_capabilities', { body: ['reviewer'] });
  mockPostgrest('post', 'rpc/ops_counters', {
    body: {
      newCallbacks: null,
      overdueCallbacks: null,
      openComplaints: null,
      pendingVerifications: 1,
    },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/ops" element={<OpsConsolePage />} />
    </Routes>,
    { auth: REVIEWER, route: '/ops' },
  );
}

afterEach(cleanup);

describe('the verification queue', () => {
  it('shows the changes since the listed version and the shared bar council ID', async () => {
    mockPostgrest('post', 'rpc/verification_queue', { body: [lawyer('2026-11-27T10:00:00Z')] });
    renderConsole();
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByText('Bar council ID also used by Anil Kumar')).toBeInTheDocument();
    expect(within(card).getAllByText('Changed')).toHaveLength(1);
    expect(within(card).getByText('₹2500 per hour')).toBeInTheDocument();
    expect(within(card).getByText('(was ₹2000 per hour)')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Callbacks' })).not.toBeInTheDocument();
  });

  it('requires a note to reject, and reloads the new version after a stale approval', async () => {
    let version = '2026-11-27T10:00:00Z';
    mockPostgrest('post', 'rpc/verification_queue', () => ({ body: [lawyer(version)] }));
    const decisions = mockPostgrest('post', 'rpc/decide_lawyer_verification', () => {
      version = '2026-11-28T09:00:00Z';
      return {
        status: 409,
        body: postgrestError(
          'PT409',
          'The profile changed since it was reviewed.',
          'changed_since_review',
        ),
      };
    });
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Priya Sharma' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Write a note for the lawyer (at most 1000 characters).'),
    ).toBeInTheDocument();
    expect(decisions).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve Priya Sharma' });
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]?.body).toEqual({
      lawyer_id: 'lawyer-1',
      decision: 'approved',
      reviewed_version: '2026-11-27T10:00:00Z',
      note: null,
    });
    expect(
      await findToast(
        'This lawyer changed the profile since you opened it. Review the new version.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Submitted/)).toHaveTextContent('28 Nov'));
  });
});

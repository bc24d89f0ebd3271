import { Route, Routes } from '@nyaya/shared-platform/router';
import { mockPostgrest, postgrestError, renderWithProviders } from '@nyaya/shared-platform/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OpsConsolePage from '../../exposes/OpsConsolePage';
import type { CallbackRow, ComplaintRow } from './api/opsRpc';

const AGENT = { id: 'agent-1', role: 'client', fullName: 'Rohan Das' } as const;
const NOW = new Date('2026-11-28T12:00:00Z');

function callback(id: string, overrides: Partial<CallbackRow> = {}): CallbackRow {
  return {
    id,
    reference_number: `CB-${id}`,
    name: `Caller ${id}`,
    mobile_number: '9876543210',
    issue_description: 'Property dispute',
    source: 'floating-help',
    created_at: '2026-11-28T10:00:00Z',
    status: 'new',
    retry_at: null,
    assigned_to: null,
    assigned_to_name: null,
    assigned_at: null,
    updated_at: '2026-11-28T10:00:00Z',
    sort_rank: 0,
    ...overrides,
  };
}

function complaint(id: string): ComplaintRow {
  return {
    id,
    reference_number: `CP-${id}`,
    email: 'asha@example.com',
    phone_number: null,
    complaint_text: 'The lawyer did not show up.',
    source: null,
    created_at: '2026-11-27T10:00:00Z',
    status: 'in_review',
    response: null,
    handled_by_name: null,
    lawyer_id: null,
    lawyer_name: null,
    updated_at: '2026-11-27T10:00:00Z',
  };
}

function answerCapabilities(capabilities: string[]) {
  mockPostgrest('post', 'rpc/my_staff_capabilities', { body: capabilities });
}

function answerCounters() {
  mockPostgrest('post', 'rpc/ops_counters', {
    body: { newCallbacks: 4, overdueCallbacks: 1, openComplaints: 2, pendingVerifications: null },
  });
}

function renderConsole() {
  return renderWithProviders(
    <Routes>
      <Route path="/ops" element={<OpsConsolePage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { auth: AGENT, route: '/ops' },
  );
}

async function findToast(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByText(text);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/ops', () => {
  it('sends an account without staff capabilities home with the sentence', async () => {
    answerCapabilities([]);
    renderConsole();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(
      await findToast('The staff console is only for NyayaConnect staff.'),
    ).toBeInTheDocument();
  });

  it('shows only the tabs and counters of the capabilities held', async () => {
    answerCapabilities(['support']);
    answerCounters();
    mockPostgrest('post', 'rpc/callback_queue', { body: [] });
    renderConsole();
    expect(
      await screen.findByRole('heading', { name: 'Staff console', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Callbacks' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Complaints' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Verifications' })).not.toBeInTheDocument();
    expect(screen.getByText('New callbacks')).toBeInTheDocument();
    expect(screen.queryByText('Pending verifications')).not.toBeInTheDocument();
    expect(await screen.findByText('No callbacks waiting.')).toBeInTheDocument();
  });

  it('tells the loser of a race who took the callback and reads the list again', async () => {
    answerCapabilities(['support']);
    answerCounters();
    let taken = false;
    const reads = mockPostgrest('post', 'rpc/callback_queue', () => ({
      body: [
        taken
          ? callback('1', { assigned_to: 'agent-2', assigned_to_name: 'Kavya Nair' })
          : callback('1'),
      ],
    }));
    mockPostgrest('post', 'rpc/take_callback', () => {
      taken = true;
      return {
        status: 409,
        body: postgrestError(
          'PT409',
          'Already taken by Kavya Nair.',
          'callback_taken',
          'Kavya Nair',
        ),
      };
    });
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await findToast('Already taken by Kavya Nair.')).toBeInTheDocument();
    expect(await screen.findByText('Taken by Kavya Nair')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a retry time before sending No answer', async () => {
    answerCapabilities(['support']);
    answerCounters();
    mockPostgrest('post', 'rpc/callback_queue', {
      body: [callback('1', { assigned_to: AGENT.id, assigned_to_name: 'Rohan Das' })],
    });
    const changes = mockPostgrest('post', 'rpc/set_callback_status', { body: callback('1') });
    renderConsole();
    fireEvent.change(await screen.findByLabelText('New status'), {
      target: { value: 'no_answer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Choose when to try again, in the future.')).toBeInTheDocument();
    expect(changes).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Try again at/), {
      target: { value: '2026-11-29T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.body).toEqual({
      callback_id: '1',
      status: 'no_answer',
      retry_at: '2026-11-29T04:30:00.000Z',
    });
  });

  it('loads the next page after the last row (keyset)', async () => {
    answerCapabilities(['support']);
    answerCounters();
    const first = Array.from({ length: 25 }, (_, index) =>
      callback(`a${index}`, {
        created_at: `2026-11-28T0${Math.floor(index / 10)}:${10 + (index % 10)}:00Z`,
      }),
    );
    const reads = mockPostgrest('post', 'rpc/callback_queue', (request) => ({
      body: (request.body as { after_id?: string }).after_id ? [callback('b1')] : first,
    }));
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Caller b1' })).toBeInTheDocument();
    const last = first.at(-1)!;
    expect(reads.at(-1)?.body).toMatchObject({
      status_filter: null,
      page_size: 25,
      after_rank: 0,
      after_created_at: last.created_at,
      after_id: last.id,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('requires the response to the complainant to resolve a complaint', async () => {
    answerCapabilities(['support']);
    answerCounters();
    mockPostgrest('post', 'rpc/callback_queue', { body: [] });
    mockPostgrest('post', 'rpc/complaint_queue', { body: [complaint('1')] });
    const changes = mockPostgrest('post', 'rpc/set_complaint_status', { body: complaint('1') });
    renderConsole();
    const tab = await screen.findByRole('tab', { name: 'Complaints' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    fireEvent.change(await screen.findByLabelText('New status'), { target: { value: 'resolved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(
      await screen.findByText('Write the response to the complainant (at most 2000 characters).'),
    ).toBeInTheDocument();
    expect(changes).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Response to the complainant/), {
      target: { value: 'We refunded the fee.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.body).toEqual({
      complaint_id: '1',
      status: 'resolved',
      response: 'We refunded the fee.',
    });
  });
});

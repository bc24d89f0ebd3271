import { changeLanguage } from '@nyaya/shared-platform';
import { Route, Routes } from '@nyaya/shared-platform/router';
import { mockPostgrest, postgrestError, renderWithProviders } from '@nyaya/shared-platform/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OpsConsolePage from '../../exposes/OpsConsolePage';
import type { CallbackRow, VerificationRow } from './api/opsRpc';

const AGENT = { id: 'agent-1', role: 'client', fullName: 'Rohan Das' } as const;
const NOW = new Date('2026-11-28T12:00:00Z');

function callback(overrides: Partial<CallbackRow> = {}): CallbackRow {
  return {
    id: '1',
    reference_number: 'CB-1',
    name: 'Asha Verma',
    mobile_number: '9876543210',
    issue_description: null,
    source: 'floating-help',
    created_at: '2026-11-27T10:00:00Z',
    status: 'no_answer',
    retry_at: null,
    assigned_to: null,
    assigned_to_name: null,
    assigned_at: null,
    updated_at: '2026-11-27T10:00:00Z',
    sort_rank: 1,
    ...overrides,
  };
}

function pendingLawyer(): VerificationRow {
  return {
    id: 'lawyer-1',
    name: 'Priya Sharma',
    email: 'priya@example.com',
    bar_council_id: 'MH/1234/2015',
    years_experience: 8,
    expertise_areas: ['Family Law'],
    location: 'Bombay High Court',
    bio: 'Family lawyer.',
    hourly_rate: 2000,
    profile_picture_url: null,
    languages: ['hi', 'mr'],
    submitted_at: '2026-11-27T10:00:00Z',
    version: '2026-11-27T10:00:00Z',
    previous_decision: null,
    listed: null,
    bar_council_id_shared_with: null,
    linked_complaints: 0,
  };
}

function renderConsole(capabilities: string[]) {
  mockPostgrest('post', 'rpc/my_staff_capabilities', { body: capabilities });
  mockPostgrest('post', 'rpc/ops_counters', {
    body: { newCallbacks: 0, overdueCallbacks: 1, openComplaints: 0, pendingVerifications: 1 },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/ops" element={<OpsConsolePage />} />
    </Routes>,
    { auth: AGENT, route: '/ops' },
  );
}

describe('/ops in Hindi', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    await changeLanguage('hi');
  });

  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await changeLanguage('en');
  });

  it('shows a callback with its Hindi status and date, and the database refusal in Hindi', async () => {
    mockPostgrest('post', 'rpc/callback_queue', { body: [callback()] });
    mockPostgrest('post', 'rpc/take_callback', {
      status: 409,
      body: postgrestError('PT409', 'Already taken by Kavya Nair.', 'callback_taken'),
    });
    renderConsole(['support']);

    expect(await screen.findByRole('heading', { name: 'स्टाफ़ कंसोल', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'कॉलबैक' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Asha Verma' }, { timeout: 5000 });
    expect(within(card).getByText('कोई जवाब नहीं')).toBeInTheDocument();
    expect(within(card).getByText('समय से पीछे: 24 घंटे से अधिक')).toBeInTheDocument();
    // Received: a date as hi-IN writes it (Devanagari month, Western digits), and its age.
    expect(
      within(card).getByText(/^प्राप्त 27 नवंबर 2026, दोपहर 3:30 IST \(26 घंटे पहले\)$/),
    ).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'लें' }));
    expect(
      await screen.findByText('Kavya Nair इसे पहले ही ले चुके हैं।', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Already taken by Kavya Nair.')).not.toBeInTheDocument();
  });

  it('labels a pending lawyer’s consultation languages and courts in Hindi', async () => {
    mockPostgrest('post', 'rpc/verification_queue', { body: [pendingLawyer()] });
    renderConsole(['reviewer']);
    const card = await screen.findByRole('article', { name: 'Priya Sharma' }, { timeout: 5000 });
    expect(within(card).getByText('परामर्श की भाषाएँ')).toBeInTheDocument();
    expect(within(card).getByText('हिन्दी, मराठी')).toBeInTheDocument();
    expect(within(card).getByText('पारिवारिक कानून')).toBeInTheDocument();
    expect(within(card).getByText('8 वर्ष')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'स्वीकृत करें' })).toBeInTheDocument();
  });
});

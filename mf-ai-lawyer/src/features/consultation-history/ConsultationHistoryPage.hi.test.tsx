import { changeLanguage } from '@nyaya/shared-platform';
import { mockPostgrest, renderWithProviders } from '@nyaya/shared-platform/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ConsultationHistoryPage from '../../exposes/ConsultationHistoryPage';
import type { AiConsultationRow } from './model/aiConsultation';

const USER = { id: 'user-1', role: 'client', fullName: 'Asha Rao' } as const;

function row(id: string, endReason: string): AiConsultationRow {
  return {
    id,
    started_at: '2026-11-24T10:00:00Z',
    ended_at: '2026-11-24T10:04:05Z',
    duration_seconds: 245,
    end_reason: endReason,
    transcript: [
      { speaker: 'assistant', text: 'Namaste, how can I help?', at: '2026-11-24T10:00:02Z' },
      { speaker: 'user', text: 'A question of rent.', at: '2026-11-24T10:00:09Z' },
    ],
  };
}

describe('/ai-consultations in Hindi', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
  });

  afterEach(async () => {
    cleanup();
    await changeLanguage('en');
  });

  it('shows each consultation with a hi-IN date, its duration and how it ended in Hindi', async () => {
    mockPostgrest('get', 'ai_consultations', {
      body: [row('a', 'customer-ended-call'), row('b', 'voicemail')],
    });
    renderWithProviders(<ConsultationHistoryPage />, { route: '/ai-consultations', auth: USER });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'एआई परामर्श इतिहास' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    // A date as hi-IN writes it: Devanagari month, Western digits.
    expect(within(first).getByRole('heading')).toHaveTextContent(/^24 नवंबर 2026, दोपहर 3:30 IST$/);
    expect(within(first).getByText('4 मिनट 05 सेकंड')).toBeInTheDocument();
    expect(within(first).getByText('आपने कॉल समाप्त की।')).toBeInTheDocument();
    expect(within(first).getByText('2 संदेश')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'प्रतिलेख दिखाएँ' })).toBeInTheDocument();
    // A reason the page does not know stays in the voice service's words, marked as English.
    expect(within(second).getByText('voicemail')).toHaveAttribute('lang', 'en');
  });
});

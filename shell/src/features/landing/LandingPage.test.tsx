import { useOverlays } from '@nyaya/shared-platform';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { LandingPage } from './LandingPage';

function renderLanding() {
  const user = userEvent.setup();
  renderWithShell(<LandingPage />);
  return { user };
}

const hero = () =>
  within(
    screen.getByRole('region', { name: 'Consult verified lawyers across India, confidentially' }),
  );

describe('LandingPage', () => {
  it('has one h1 and a section heading per part of the page', () => {
    setAuth('signedOut');
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual(
      expect.arrayContaining([
        'NyayaConnect in numbers',
        'Why Choose NyayaConnect?',
        'Our Legal Services',
        'How It Works',
        'What Our Clients Say',
        'Ready to get legal help?',
      ]),
    );
  });

  it('shows the static marketing figures', () => {
    setAuth('signedOut');
    renderLanding();
    const figures: [string, string][] = [
      ['10,000+', 'Cases'],
      ['500+', 'Lawyers'],
      ['98%', 'Satisfaction'],
      ['24/7', 'Support'],
    ];
    for (const [value, label] of figures) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.parentElement).toHaveTextContent(`${label}${value}`);
    }
  });

  it('promises confidentiality, transparent pricing, 24/7, languages, an AI lawyer and Talk to Us', () => {
    setAuth('signedOut');
    renderLanding();
    const features = within(screen.getByRole('region', { name: 'Why Choose NyayaConnect?' }));
    for (const title of [
      'Complete Confidentiality',
      'Transparent Pricing',
      '24/7 Availability',
      'Multi-language Support',
      'AI Lawyer',
      'Talk to Us',
    ]) {
      expect(features.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('links each of the four service cards to /lawyers with that specialization chosen', async () => {
    setAuth('signedOut');
    const { user } = renderLanding();
    const services = within(screen.getByRole('region', { name: 'Our Legal Services' }));
    for (const [name, query] of [
      ['Property Law', 'Property+Law'],
      ['Family Law', 'Family+Law'],
      ['Criminal Law', 'Criminal+Law'],
      ['Business Law', 'Business+Law'],
    ]) {
      expect(services.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        `/lawyers?specialization=${query}`,
      );
    }
    await user.click(services.getByRole('link', { name: /^Criminal Law/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/lawyers\?specialization=Criminal\+Law$/,
    );
  });

  it('lists the three steps in order and two testimonials', () => {
    setAuth('signedOut');
    renderLanding();
    const steps = within(screen.getByRole('region', { name: 'How It Works' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(steps).toEqual(['Submit Your Case', 'Get Matched', 'Video Consultation']);
    const quotes = within(screen.getByRole('region', { name: 'What Our Clients Say' }));
    expect(quotes.getAllByRole('figure')).toHaveLength(2);
  });

  it('Browse Lawyers goes to /lawyers and Join as Lawyer opens the lawyer sign-up', async () => {
    setAuth('signedOut');
    const { user } = renderLanding();
    expect(hero().getByRole('link', { name: 'Browse Lawyers' })).toHaveAttribute(
      'href',
      '/lawyers',
    );
    await user.click(hero().getByRole('button', { name: 'Join as Lawyer' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'lawyer',
      tab: 'signup',
    });
  });

  it('Start Consultation: the choice dialog when signed out', async () => {
    setAuth('signedOut');
    const { user } = renderLanding();
    await user.click(hero().getByRole('button', { name: 'Start Consultation' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'consultation-choice' });
  });

  it('Start Consultation: the request form when signed in', async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const { user } = renderLanding();
    await user.click(hero().getByRole('button', { name: 'Start Consultation' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'consultation-request' });
  });

  it('Start Consultation while the session loads: waits, then opens the right one', async () => {
    setAuth('loading');
    const { user } = renderLanding();
    await user.click(hero().getByRole('button', { name: 'Start Consultation' }));
    expect(useOverlays.getState().current).toBeNull();
    act(() => setAuth({ role: 'client', fullName: 'Asha Rao' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'consultation-request' });
  });

  it('has the landing sections the footer anchors point at', () => {
    setAuth('signedOut');
    renderLanding();
    for (const id of ['about', 'services', 'lawyers', 'pricing']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
  });
});

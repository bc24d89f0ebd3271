import { DesignProvider } from '@nyaya/shared-design';
import { PlatformProviders, useOverlays } from '@nyaya/shared-platform';
import { MemoryRouter, ROUTER_FUTURE_FLAGS } from '@nyaya/shared-platform/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../test/render';
import { FOOTER_ANCHORS, Footer } from './Footer';

describe('Footer', () => {
  it('carries every documented link: in-page anchors, and the legal pages', () => {
    renderWithShell(<Footer />, { path: '/' });
    const footer = within(screen.getByRole('contentinfo'));
    const hrefs = footer
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      // Not the practice areas (/lawyers?...) nor the contact lines (tel:, mailto:).
      .filter((href) => !/^(?:\/lawyers\?|tel:|mailto:)/.test(href ?? ''));
    expect(hrefs).toEqual([
      '/#about',
      '/#services',
      '/#lawyers',
      '/#pricing',
      '#contact',
      '/privacy',
      '/terms',
      '/disclaimer',
      '/lawyer-policy',
      '#complaints',
    ]);
    expect(FOOTER_ANCHORS).toHaveLength(10);
  });

  it('sends landing-page anchors to the landing page and legal links to their pages', async () => {
    const user = userEvent.setup();
    renderWithShell(<Footer />, { path: '/lawyers' });
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services');
    expect(screen.getByRole('link', { name: 'Professional Ethics' })).toHaveAttribute(
      'href',
      '/lawyer-policy',
    );
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/privacy$/);
  });

  it('opens the directory with a practice area chosen', async () => {
    const user = userEvent.setup();
    renderWithShell(<Footer />, { path: '/' });
    const areas = within(screen.getByRole('navigation', { name: 'Practice Areas' }));
    expect(areas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/lawyers?specialization=Property+Law',
      '/lawyers?specialization=Family+Law',
      '/lawyers?specialization=Criminal+Law',
      '/lawyers?specialization=Business+Law',
    ]);
    await user.click(areas.getByRole('link', { name: 'Family Law' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/lawyers\?specialization=Family\+Law$/,
    );
  });

  it('shows the contact details from /config.json', () => {
    renderWithShell(<Footer />);
    const contact = within(screen.getByRole('region', { name: 'Contact Us' }));
    expect(contact.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(contact.getByRole('link', { name: 'support@nyaya.test' })).toHaveAttribute(
      'href',
      'mailto:support@nyaya.test',
    );
    expect(contact.getByText('1 Court Road, New Delhi')).toBeInTheDocument();
    expect(document.getElementById('contact')).not.toBeNull();
  });

  it('shows the current year in the copyright line', () => {
    renderWithShell(<Footer />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} NyayaConnect. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('renders at build time with the contact lines and the year held empty', () => {
    const html = renderToString(
      <DesignProvider>
        <PlatformProviders>
          <MemoryRouter initialEntries={['/']} future={ROUTER_FUTURE_FLAGS}>
            <Footer />
          </MemoryRouter>
        </PlatformProviders>
      </DesignProvider>,
    );
    expect(html).toContain('Contact Us');
    for (const value of ['+91 98765 43210', 'support@nyaya.test', '1 Court Road', '©']) {
      expect(html).not.toContain(value);
    }
  });

  it('states that only licensed professionals are listed and that privilege applies', () => {
    renderWithShell(<Footer />);
    expect(
      screen.getByText('Only licensed legal professionals are listed on NyayaConnect.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/protected by legal professional privilege/)).toBeInTheDocument();
  });

  it('opens the complaint form from Complaints', async () => {
    const user = userEvent.setup();
    renderWithShell(<Footer />);
    await user.click(screen.getByRole('link', { name: 'Complaints' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'complaint' });
  });
});

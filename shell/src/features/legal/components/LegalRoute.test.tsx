import { changeLanguage } from '@nyaya/shared-platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../test/render';
import { legalPage, type LegalPage } from '../model/pages';
import { LegalRoute } from './LegalRoute';

afterEach(async () => {
  await changeLanguage('en');
});

describe('LegalRoute', () => {
  it('shows the privacy notice with its version, date, contents and sections', async () => {
    await act(async () => {
      renderWithShell(<LegalRoute page={legalPage('privacy')} />, { path: '/privacy' });
    });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Privacy notice' },
      { timeout: 5000 },
    );
    expect(heading).toBeVisible();
    expect(screen.getByText(/^Version 1\.1 · in effect from 29 Nov 2026$/)).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    const links = contents.getAllByRole('link');
    expect(links.length).toBeGreaterThan(5);
    // Every entry of the contents leads to its section's heading.
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveTextContent(link.textContent!);
    }
    // The itemised table is named by its caption and reachable by keyboard (it may scroll).
    const table = screen.getAllByRole('table')[0]!;
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(4);
    expect(table.parentElement).toHaveAttribute('tabindex', '0');
    expect(table.parentElement).toHaveAccessibleName(table.querySelector('caption')!.textContent!);
    expect(document.title).toBe('Privacy notice – NyayaConnect');
  });

  it('shows the page in Hindi when Hindi is on', async () => {
    await changeLanguage('hi');
    await act(async () => {
      renderWithShell(<LegalRoute page={legalPage('disclaimer')} />, { path: '/disclaimer' });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अस्वीकरण' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/^संस्करण 1\.0 · 29 नवंबर 2026 से प्रभावी$/)).toBeInTheDocument();
  });

  it('says when the text could not be loaded, and loads it again on Try again', async () => {
    const user = userEvent.setup();
    const real = legalPage('terms');
    const load = vi
      .fn<LegalPage['content']>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation((language) => real.content(language));
    const page: LegalPage = { ...real, content: load };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      renderWithShell(<LegalRoute page={page} />, { path: '/terms' });
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This page could not be loaded. Check your connection and try again.',
    );
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible(),
      { timeout: 5000 },
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});

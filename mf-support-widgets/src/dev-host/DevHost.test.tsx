import { useOverlays } from '@nyaya/shared-platform';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@nyaya/shared-platform/testing';
import { DevHost } from './DevHost';

describe('dev host', () => {
  it('opens each dialog of this remote through its overlay intent', async () => {
    const { user } = renderWithProviders(<DevHost />);
    expect(screen.getByRole('banner', { name: 'Dev host' })).toHaveTextContent(
      'mf_support_widgets · dev host',
    );
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open callback dialog' }));
    const callback = screen.getByRole('dialog', { name: 'Get Personal Legal Assistance' });
    await user.click(within(callback).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open complaint dialog' }));
    expect(screen.getByRole('dialog', { name: 'File a Complaint' })).toBeVisible();
  });

  it("names another app's intent instead of rendering it", async () => {
    const { user } = renderWithProviders(<DevHost />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('menuitem', { name: 'AI Lawyer' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Opened intent {"kind":"ai-lawyer"}, which another app renders in the site.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(useOverlays.getState().current).toBeNull();
  });
});

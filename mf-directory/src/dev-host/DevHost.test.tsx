import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@nyaya/shared-platform/testing';
import { DevHost } from './DevHost';

describe('dev host', () => {
  it('mounts the directory at /lawyers and links there from elsewhere', async () => {
    const { user } = renderWithProviders(<DevHost />, { route: '/' });
    expect(screen.getByRole('banner', { name: 'Dev host' })).toHaveTextContent(
      'mf_directory · dev host',
    );
    await user.click(screen.getByRole('link', { name: 'Go to /lawyers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' })).toBeVisible();
  });
});

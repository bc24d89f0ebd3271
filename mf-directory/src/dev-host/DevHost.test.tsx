import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPostgrest, renderWithProviders } from '@nyaya/shared-platform/testing';
import { DevHost } from './DevHost';

describe('dev host', () => {
  it('mounts the directory at /lawyers and links there from elsewhere', async () => {
    mockPostgrest('post', 'rpc/search_lawyer_directory', {
      body: [],
      headers: { 'Content-Range': '*/0' },
    });
    const { user } = renderWithProviders(<DevHost />, { route: '/' });
    expect(screen.getByRole('banner', { name: 'Dev host' })).toHaveTextContent(
      'mf_directory · dev host',
    );
    await user.click(screen.getByRole('link', { name: 'Go to /lawyers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Find Expert Lawyers' })).toBeVisible();
  });

  it('mounts the lawyer profile page at /lawyers/:id', () => {
    renderWithProviders(<DevHost />, { route: '/lawyers/not-a-lawyer-id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lawyer not found' })).toBeVisible();
  });
});

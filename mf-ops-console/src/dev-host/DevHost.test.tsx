import { mockPostgrest, renderWithProviders } from '@nyaya/shared-platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevHost } from './DevHost';

describe('dev host', () => {
  it('mounts the console at /ops for a staff account', async () => {
    mockPostgrest('post', 'rpc/my_staff_capabilities', { body: ['reviewer'] });
    mockPostgrest('post', 'rpc/ops_counters', {
      body: {
        newCallbacks: null,
        overdueCallbacks: null,
        openComplaints: null,
        pendingVerifications: 0,
      },
    });
    mockPostgrest('post', 'rpc/verification_queue', { body: [] });
    renderWithProviders(<DevHost />, { route: '/ops', auth: { fullName: 'Meera Iyer' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
    expect(await screen.findByText('No lawyers waiting for verification.')).toBeVisible();
  });
});

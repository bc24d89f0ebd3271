import { REQUEST_STATUSES } from '@nyaya/db';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { REQUEST_STATUS_TONES, RequestStatusBadge } from './RequestStatusBadge';

describe('RequestStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['assigned', 'Assigned', 'info'],
    ['scheduled', 'Scheduled', 'accent'],
    ['completed', 'Completed', 'success'],
    ['cancelled', 'Cancelled', 'neutral'],
  ])('shows %s as %s', (status, label, tone) => {
    renderWithProviders(<RequestStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('has a colour for every status the database knows', () => {
    expect(Object.keys(REQUEST_STATUS_TONES).sort()).toEqual([...REQUEST_STATUSES].sort());
  });

  it('shows any other value raw', () => {
    renderWithProviders(<RequestStatusBadge status="on_hold" />);
    expect(screen.getByText('on_hold')).toHaveAttribute('data-tone', 'neutral');
  });
});

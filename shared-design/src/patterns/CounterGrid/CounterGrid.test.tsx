import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test-utils/axe';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { CounterGrid, type CounterItem } from './CounterGrid';

const loaded: CounterItem[] = [
  { name: 'My Requests', value: 3, details: ['2 pending', '1 assigned'] },
  { name: 'Scheduled Meetings', value: 0 },
];

describe('CounterGrid', () => {
  it('is a region named by its hidden heading, each counter a term and its value', () => {
    renderWithTheme(<CounterGrid title="Summary" counters={loaded} loading={false} />);
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(region).toHaveAttribute('aria-busy', 'false');
    const terms = within(region).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['My Requests', 'Scheduled Meetings']);
    expect(
      within(region)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['3', '2 pending', '1 assigned', '0']);
  });

  it('shows placeholders, never zeros, while loading', () => {
    renderWithTheme(
      <CounterGrid
        title="Summary"
        counters={loaded.map(({ name }) => ({ name, value: undefined }))}
        loading
      />,
    );
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('aria-busy', 'true');
    for (const value of screen.getAllByRole('definition')) expect(value).toHaveTextContent('');
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderWithTheme(<CounterGrid title="Summary" counters={loaded} loading={false} />);
    expect(await axeViolations()).toEqual([]);
  });
});

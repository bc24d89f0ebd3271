import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Skeleton, SkeletonCard } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by its props', () => {
    const { container } = renderWithTheme(<Skeleton width="8rem" height="2rem" />);

    const block = container.querySelector('[data-skeleton]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '8rem', height: '2rem' });
  });

  it('renders a card placeholder that adds nothing to the accessibility tree', () => {
    const { container } = renderWithTheme(
      <section aria-busy="true" aria-label="Loading lawyers">
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </section>,
    );

    const cards = container.querySelectorAll('[data-skeleton-card]');
    expect(cards).toHaveLength(6);
    cards.forEach((card) => expect(card).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.getByRole('region', { name: 'Loading lawyers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { StarRating } from './StarRating';

function filledStars(container: HTMLElement) {
  return container.querySelectorAll('svg[data-filled="true"]').length;
}

describe('StarRating', () => {
  it('fills the rounded-down number of 5 stars: 3.9 fills 3', () => {
    const { container } = renderWithTheme(<StarRating rating={3.9} />);

    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(filledStars(container)).toBe(3);
  });

  it('is labelled with the rating to one decimal out of 5', () => {
    renderWithTheme(<StarRating rating={4.66} />);

    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
  });

  it('shows the rating to one decimal', () => {
    const { container } = renderWithTheme(<StarRating rating={4} />);

    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(filledStars(container)).toBe(4);
  });

  it('fills all stars for 5 and none for 0.9', () => {
    const five = renderWithTheme(<StarRating rating={5} />);
    expect(filledStars(five.container)).toBe(5);
    five.unmount();

    const low = renderWithTheme(<StarRating rating={0.9} />);
    expect(filledStars(low.container)).toBe(0);
    expect(screen.getByRole('img', { name: 'Rated 0.9 out of 5' })).toBeInTheDocument();
  });

  it('clamps values outside the scale', () => {
    const { container } = renderWithTheme(<StarRating rating={7} />);

    expect(filledStars(container)).toBe(5);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  });

  it('accepts a translated label and can hide the number', () => {
    renderWithTheme(<StarRating rating={3.5} label="5 में से 3.5" showValue={false} />);

    expect(screen.getByRole('img', { name: '5 में से 3.5' })).toBeInTheDocument();
    expect(screen.queryByText('3.5')).not.toBeInTheDocument();
  });
});

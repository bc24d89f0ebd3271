import { describe, expect, it } from 'vitest';
import {
  FILTER_CITIES,
  MIN_EXPERIENCE_OPTIONS,
  MIN_RATING_OPTIONS,
  hasActiveFilters,
} from './filters';
import { filledStars, formatInr, formatRating, initials } from './format';

describe('directory filters', () => {
  it('lists the 8 filter cities', () => {
    expect(FILTER_CITIES).toEqual([
      'Delhi',
      'Mumbai',
      'Bangalore',
      'Chennai',
      'Kolkata',
      'Hyderabad',
      'Pune',
      'Ahmedabad',
    ]);
  });

  it('offers any, 4+, 3+, 2+ stars and any, 10+, 5+, 2+ years', () => {
    expect(MIN_RATING_OPTIONS.map((option) => option.min)).toEqual([null, 4, 3, 2]);
    expect(MIN_EXPERIENCE_OPTIONS.map((option) => option.min)).toEqual([null, 10, 5, 2]);
    expect(MIN_RATING_OPTIONS.map((option) => option.value)).toEqual(['any', '4', '3', '2']);
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ search: '  ', city: null, minRating: null })).toBe(false);
    expect(hasActiveFilters({ search: 'sharma' })).toBe(true);
    expect(hasActiveFilters({ minExperience: 0 })).toBe(true);
    expect(hasActiveFilters({ specialization: 'Tax Law' })).toBe(true);
  });
});

describe('card formatting', () => {
  it('formats rupees with Indian grouping, and ratings to one decimal', () => {
    expect(formatInr(2500)).toBe('₹2,500');
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatRating(4)).toBe('4.0');
  });

  it('fills stars by the rating rounded down', () => {
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(null)).toBe(0);
  });

  it('makes initials', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('  arjun  ')).toBe('A');
    expect(initials(null)).toBe('');
  });
});

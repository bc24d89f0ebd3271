import { i18n } from '@nyaya/shared-platform';
import { expectHindiCatalog } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { directoryEn } from './en';
import { directoryHi } from './hi';
import './index';
import './reviews';
import { reviewsEn } from './reviewsEn';
import { reviewsHi } from './reviewsHi';

describe('mf_directory strings', () => {
  it('quotes the product texts exactly', () => {
    expect(directoryEn.title).toBe('Find Expert Lawyers');
    expect(directoryEn.filters.allSpecializations).toBe('All Specializations');
    expect(directoryEn.card.unknownLawyer).toBe('Unknown Lawyer');
    expect(directoryEn.search.placeholder).toBe('Search by lawyer name or location...');
    expect(directoryEn.filters.clearAll).toBe('Clear All');
    expect(directoryEn.card.bookConsultation).toBe('Book Consultation');
    expect(directoryEn.empty).toEqual({
      title: 'No lawyers found',
      filtered: 'Try adjusting your search criteria or filters',
      unfiltered: 'No verified lawyers available at the moment',
    });
    expect(i18n.t('mf_directory:resultsCount', { total: '12' })).toBe('12 lawyer(s) found');
    expect(i18n.t('mf_directory:resultsCountFiltered', { total: '0' })).toBe(
      '0 lawyer(s) found matching your criteria',
    );
    expect(directoryEn.toasts.loadFailed).toEqual({
      title: 'Error loading lawyers',
      description: 'Please try refreshing the page.',
    });
    expect(directoryEn.toasts.bookingStarted).toEqual({
      title: 'Booking consultation',
      description: 'Please fill out the consultation form to proceed.',
    });
  });

  it('quotes the reviews sentences exactly (docs/product/reviews.md)', () => {
    expect(i18n.t('mf_directory:rating.summary', { rating: '4.6', count: 23 })).toBe(
      '4.6 · 23 reviews',
    );
    expect(i18n.t('mf_directory:rating.label', { rating: '4.6' })).toBe('Rated 4.6 out of 5');
    expect(directoryEn.rating.new).toBe('New');
    expect(directoryEn.rating.noReviews).toBe('No reviews yet');
    expect(i18n.t('mf_directory:rating.reviewCount', { count: 1 })).toBe('1 review');
    expect(i18n.t('mf_directory:rating.reviewCount', { count: 2 })).toBe('2 reviews');
    expect(i18n.t('mf_directory:reviews.stars', { rating: '4' })).toBe('Rated 4 out of 5');
    expect(reviewsEn.reviews).toMatchObject({
      title: 'Reviews',
      empty: 'No reviews yet.',
      showMore: 'Show more reviews',
      verified: 'Verified consultation',
      edited: 'Edited',
      response: 'Response from {{name}}',
      report: {
        action: 'Report',
        title: 'Report this review',
        reason: 'Why are you reporting this review?',
        done: 'Thank you. Our team will look at this review.',
      },
      reply: { action: 'Reply publicly', label: 'Your public reply', submit: 'Post reply' },
      errors: {
        reasonRequired: 'Tell us why you are reporting this review.',
        reasonTooLong: 'A reason can be at most 500 characters.',
        replyRequired: 'Write your reply.',
        replyTooLong: 'A reply can be at most 1,000 characters.',
      },
    });
  });

  it('registers them under the remote namespace', () => {
    expect(i18n.t('mf_directory:filters.minRating', { count: 4 })).toBe('4+ Stars');
    expect(i18n.t('mf_directory:filters.minExperience', { count: 10 })).toBe('10+ Years');
    expect(i18n.t('mf_directory:card.hourlyRate', { amount: '₹2,500' })).toBe('₹2,500/hr');
  });

  it('has the whole catalog in Hindi, the Reviews section too (docs/product/languages.md)', () => {
    expectHindiCatalog(directoryEn, directoryHi);
    expectHindiCatalog(reviewsEn, reviewsHi);
  });

  it('names the language filter and the lawyer\'s languages', () => {
    expect(directoryEn.filters.language).toBe('Language');
    expect(directoryEn.filters.allLanguages).toBe('All Languages');
    expect(directoryEn.card.languages).toBe('Languages');
    expect(directoryHi.card.languages).toBe('भाषाएँ');
  });
});

import { i18n } from '@nyaya/shared-platform';
import { describe, expect, it } from 'vitest';
import { directoryEn } from './en';
import './index';

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

  it('registers them under the remote namespace', () => {
    expect(i18n.t('mf_directory:filters.minRating', { count: 4 })).toBe('4+ Stars');
    expect(i18n.t('mf_directory:filters.minExperience', { count: 10 })).toBe('10+ Years');
    expect(i18n.t('mf_directory:card.hourlyRate', { amount: '₹2,500' })).toBe('₹2,500/hr');
  });
});

import type { reviewsEn } from './reviewsEn';

/**
 * English strings of mf_directory: the lawyer directory and its toasts
 * (docs/product/public-site.md).
 */
export const directoryEn = {
  title: 'Find Expert Lawyers',
  results: 'Lawyers',
  loadingLawyers: 'Loading lawyers...',
  resultsCount: '{{total}} lawyer(s) found',
  resultsCountFiltered: '{{total}} lawyer(s) found matching your criteria',
  showing: 'Showing {{shown}} of {{total}}',
  loadMore: 'Load more',

  search: {
    label: 'Search lawyers',
    placeholder: 'Search by lawyer name or location...',
  },

  filters: {
    allSpecializations: 'All Specializations',
    anyRating: 'Any Rating',
    minRating: '{{count}}+ Stars',
    anyExperience: 'Any Experience',
    minExperience: '{{count}}+ Years',
    title: 'Filters',
    specialization: 'Specialization',
    minRatingLabel: 'Minimum Rating',
    minExperienceLabel: 'Minimum Experience',
    city: 'Location',
    allCities: 'All Locations',
    /** The cities of the location filter; the URL keeps the English name (city=Delhi). */
    cities: {
      Delhi: 'Delhi',
      Mumbai: 'Mumbai',
      Bangalore: 'Bangalore',
      Chennai: 'Chennai',
      Kolkata: 'Kolkata',
      Hyderabad: 'Hyderabad',
      Pune: 'Pune',
      Ahmedabad: 'Ahmedabad',
    },
    /** The consultation language filter; its options are the common catalog's language names. */
    language: 'Language',
    allLanguages: 'All Languages',
    clearAll: 'Clear All',
    /** After 'Filters' on the phone's disclosure button, for assistive technology. */
    activeCount_one: '{{count}} active',
    activeCount_other: '{{count}} active',
  },

  card: {
    unknownLawyer: 'Unknown Lawyer',
    hourlyRate: '{{amount}}/hr',
    expertise: 'Areas of expertise',
    moreTags: '+{{count}} more',
    experience: 'Experience',
    years_one: '{{count}} year of experience',
    years_other: '{{count}} years of experience',
    location: 'Location',
    rate: 'Hourly rate',
    languages: 'Languages',
    bookConsultation: 'Book Consultation',
  },

  // A lawyer's rating from their visible reviews (docs/product/reviews.md).
  rating: {
    label: 'Rated {{rating}} out of 5',
    summary_one: '{{rating}} · {{count}} review',
    summary_other: '{{rating}} · {{count}} reviews',
    new: 'New',
    noReviews: 'No reviews yet',
    reviewCount_one: '{{count}} review',
    reviewCount_other: '{{count}} reviews',
  },

  empty: {
    title: 'No lawyers found',
    filtered: 'Try adjusting your search criteria or filters',
    unfiltered: 'No verified lawyers available at the moment',
  },

  // The lawyer profile page, /lawyers/:id.
  profile: {
    documentTitle: '{{name}} – NyayaConnect',
    loading: 'Loading lawyer profile...',
    backToDirectory: 'All lawyers',
    photoAlt: 'Photo of {{name}}',
    bookConsultation: 'Book Consultation',
    experience: 'Experience',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    hourlyRate: 'Hourly rate',
    expertise: 'Areas of Expertise',
    courts: 'Practice Courts',
    languages: 'Languages',
    about: 'About',
    notFound: {
      documentTitle: 'Lawyer not found – NyayaConnect',
      title: 'Lawyer not found',
      text: 'There is no verified lawyer at this address. The link may be incomplete, or the profile is no longer listed.',
      action: 'Browse all lawyers',
    },
    loadFailed: {
      title: 'This profile could not be loaded',
    },
  },

  toasts: {
    loadFailed: {
      title: 'Error loading lawyers',
      description: 'Please try refreshing the page.',
    },
    bookingStarted: {
      title: 'Booking consultation',
      description: 'Please fill out the consultation form to proceed.',
    },
  },
} as const;

/** With the 'Reviews' section's strings, which arrive with its own chunk (./reviewsEn.ts). */
export type DirectoryResources = typeof directoryEn & typeof reviewsEn;

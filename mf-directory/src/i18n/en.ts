/** English strings of mf_directory (spec section 2: lawyer directory; section 8: its toasts). */
export const directoryEn = {
  title: 'Find Expert Lawyers',
  results: 'Lawyers',
  loadingLawyers: 'Loading lawyers...',

  filters: {
    allSpecializations: 'All Specializations',
    anyRating: 'Any Rating',
    minRating: '{{count}}+ Stars',
    anyExperience: 'Any Experience',
    minExperience: '{{count}}+ Years',
  },

  card: {
    unknownLawyer: 'Unknown Lawyer',
    hourlyRate: '{{amount}}/hr',
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

export type DirectoryResources = typeof directoryEn;

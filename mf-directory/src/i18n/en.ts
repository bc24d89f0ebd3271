/** English strings of mf_directory (spec section 2: lawyer directory). */
export const directoryEn = {
  title: 'Find Expert Lawyers',
  results: 'Lawyers',
  loadingLawyers: 'Loading lawyers...',
} as const;

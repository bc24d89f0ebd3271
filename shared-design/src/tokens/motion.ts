export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
};

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
};

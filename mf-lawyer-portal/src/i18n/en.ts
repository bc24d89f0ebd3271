/** English strings of mf_lawyer_portal (spec section 2: lawyer dashboard, verification). */
export const lawyerPortalEn = {
  dashboard: {
    title: 'Lawyer Dashboard',
    verificationStatus: 'Verification Status',
  },
} as const;

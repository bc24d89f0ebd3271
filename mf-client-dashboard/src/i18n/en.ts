/** English strings of mf_client_dashboard (spec section 2: client dashboard, request form). */
export const clientDashboardEn = {
  dashboard: {
    title: 'Client Dashboard',
    welcome: 'Welcome back, {{name}}',
  },
  requestDialog: {
    title: 'Request a Consultation',
    toLawyer: 'Your request will be sent to {{name}}.',
    openToAnyLawyer: 'Your request will be open to any lawyer.',
  },
} as const;

/**
 * Every exposed module the shell may load, as `<container>/<exposed name>`. This is the contract
 * each remote's mf-manifest.json must honour; each one default-exports a React component.
 */
export const remoteModuleIds = [
  'mf_directory/DirectoryPage',
  'mf_client_dashboard/ClientDashboardPage',
  'mf_client_dashboard/ConsultationRequestDialog',
  'mf_lawyer_portal/LawyerDashboardPage',
  'mf_support_widgets/FloatingHelp',
  'mf_support_widgets/CallbackDialog',
  'mf_support_widgets/ComplaintDialog',
  'mf_ai_lawyer/AiLawyerDialog',
  'mf_ai_lawyer/SignInRequiredDialog',
] as const;

export type RemoteModuleId = (typeof remoteModuleIds)[number];

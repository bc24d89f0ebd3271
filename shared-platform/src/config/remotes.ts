/** The seven Module Federation remotes, by their container names (JS identifiers). */
export const REMOTE_NAMES = [
  'mf_directory',
  'mf_client_dashboard',
  'mf_lawyer_portal',
  'mf_support_widgets',
  'mf_ai_lawyer',
  'mf_ops_console',
  'mf_case_room',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

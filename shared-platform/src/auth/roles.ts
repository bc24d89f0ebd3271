export type UserRole = 'client' | 'lawyer';

export const USER_ROLES: readonly UserRole[] = ['client', 'lawyer'];

/**
 * The role kept in user metadata; anything else (or nothing) means client
 * (docs/product/users-and-roles.md).
 */
export function roleFromMetadata(metadata: Record<string, unknown> | null | undefined): UserRole {
  return metadata?.role === 'lawyer' ? 'lawyer' : 'client';
}

/**
 * The user's full name from metadata, or null when there is none: each screen has its own
 * fallback ('User' in the header, 'Client' on the client dashboard).
 */
export function displayNameFromMetadata(
  metadata: Record<string, unknown> | null | undefined,
): string | null {
  const fullName = metadata?.full_name;
  return typeof fullName === 'string' && fullName.trim() !== '' ? fullName.trim() : null;
}

export const DASHBOARD_PATHS = {
  lawyer: '/lawyer-dashboard',
  client: '/client-dashboard',
} as const;

/** Where the header's Dashboard link goes: by role, or home if there is no role. */
export function dashboardPathForRole(role: UserRole | null | undefined): string {
  return role ? DASHBOARD_PATHS[role] : '/';
}

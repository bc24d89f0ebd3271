import { queryOptions } from '@tanstack/react-query';
import { callOps } from './opsRpc';

import { isStaffCapability, type StaffCapability } from '@nyaya/db';

export type { StaffCapability };

/** The signed-in account's staff capabilities; empty for anyone who is not staff. */
export async function fetchMyCapabilities(): Promise<StaffCapability[]> {
  const capabilities = await callOps('my_staff_capabilities', {});
  return (capabilities ?? []).filter(isStaffCapability);
}

export const opsKeys = {
  all: ['mf_ops_console'] as const,
  capabilities: (userId: string) => ['mf_ops_console', 'capabilities', userId] as const,
  counters: ['mf_ops_console', 'counters'] as const,
  callbacks: ['mf_ops_console', 'callbacks'] as const,
  complaints: ['mf_ops_console', 'complaints'] as const,
  verifications: ['mf_ops_console', 'verifications'] as const,
  notes: ['mf_ops_console', 'notes'] as const,
  reviews: ['mf_ops_console', 'reviews'] as const,
};

/** Keyed by the account, so one person's capabilities never show to the next one signed in. */
export function capabilitiesQuery(userId: string | null) {
  return queryOptions({
    queryKey: opsKeys.capabilities(userId ?? ''),
    queryFn: fetchMyCapabilities,
    enabled: Boolean(userId),
  });
}

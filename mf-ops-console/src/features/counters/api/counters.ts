import { queryOptions } from '@tanstack/react-query';
import { callOps } from '../../staff-access/api/opsRpc';
import { opsKeys } from '../../staff-access/api/capabilities';

/** Lists and counters read again every 30 s, so the 24-hour promise can be watched. */
export const REFRESH_MS = 30_000;

export function countersQuery() {
  return queryOptions({
    queryKey: opsKeys.counters,
    queryFn: () => callOps('ops_counters', {}),
    refetchInterval: REFRESH_MS,
  });
}

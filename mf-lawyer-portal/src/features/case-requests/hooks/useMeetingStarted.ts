import { useEffect, useReducer } from 'react';
import { meetingHasStarted, type CaseRequest } from '../model/caseRequest';

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days): a later meeting is waited for in steps.
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Whether the meeting of a scheduled case has started, turning true at its start time while the
 * dashboard stays open, so the Complete step appears without a reload (docs/adr/0020).
 */
export function useMeetingStarted(request: CaseRequest): boolean {
  const [tick, recheck] = useReducer((count: number) => count + 1, 0);
  const started = meetingHasStarted(request);
  const start =
    request.status === 'scheduled' && request.scheduledFor ? Date.parse(request.scheduledFor) : NaN;

  useEffect(() => {
    if (started || Number.isNaN(start)) return;
    // A timer may fire a moment early, or late after the device slept: each firing re-checks
    // the clock (`tick`), and an early one waits again for the rest.
    const wait = Math.min(Math.max(start - Date.now(), 0), LONGEST_TIMER_MS);
    const timer = setTimeout(recheck, wait);
    return () => clearTimeout(timer);
  }, [started, start, tick]);

  return started;
}

import { useEffect, useState } from 'react';
import { nextPhaseChange } from '../model/meeting';

/**
 * The current time, renewed when the meeting's phase next changes (the join window opens, the
 * meeting time passes, the window closes) and at least every minute.
 */
export function useMeetingClock(scheduledFor: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextPhaseChange(scheduledFor, now);
    const wait = Math.min(next === null ? 60_000 : Math.max(0, next - now), 60_000);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [now, scheduledFor]);
  return now;
}

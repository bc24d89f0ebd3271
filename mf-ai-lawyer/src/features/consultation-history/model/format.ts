/** A duration's parts for display: whole minutes, and the seconds past them as two digits. */
export interface DurationParts {
  minutes: number;
  /** '05' */
  seconds: string;
}

/** 245 s → { minutes: 4, seconds: '05' }; a negative or fractional value is rounded into range. */
export function durationParts(totalSeconds: number): DurationParts {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  return {
    minutes: Math.floor(whole / 60),
    seconds: String(whole % 60).padStart(2, '0'),
  };
}

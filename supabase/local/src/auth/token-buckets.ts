import type { Allowance } from './limits.ts';

export type Take = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * One token bucket per key, as GoTrue's limiter keeps one per client address: a full bucket
 * lets `limit` requests through at once, and after that one per `window / limit`.
 *
 * Kept as the time each key's bucket will be full again (the generic cell rate algorithm), so
 * the arithmetic stays in whole milliseconds.
 */
export class TokenBuckets {
  private readonly fullAt = new Map<string, number>();
  private readonly intervalMs: number;
  private readonly burstMs: number;

  constructor(
    allowance: Allowance,
    private readonly now: () => number = Date.now,
  ) {
    const windowMs = allowance.windowSeconds * 1000;
    this.intervalMs = windowMs / allowance.limit;
    this.burstMs = windowMs - this.intervalMs;
  }

  take(key: string): Take {
    const now = this.now();
    const fullAt = Math.max(this.fullAt.get(key) ?? now, now);
    const earliest = fullAt - this.burstMs;
    if (now < earliest)
      return { allowed: false, retryAfterSeconds: Math.ceil((earliest - now) / 1000) };
    this.fullAt.set(key, fullAt + this.intervalMs);
    if (this.fullAt.size > 10_000) {
      // Full buckets hold nothing worth keeping.
      for (const [stale, at] of this.fullAt) if (at <= now) this.fullAt.delete(stale);
    }
    return { allowed: true };
  }
}

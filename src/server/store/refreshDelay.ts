/** The longest a source waits between attempts, whatever its failures or `Retry-After`. */
export const maxRefreshDelayMs = 6 * 3600_000;

export interface RefreshDelayInput {
  intervalMs: number;
  /** Failures since the last success (0 after a success). */
  consecutiveFailures: number;
  /** What the upstream asked for with `Retry-After`, if it did. */
  retryAfterMs?: number;
  /** Each delay is stretched or shrunk by up to this fraction, so sources do not align. */
  jitter: number;
  /** A number in [0, 1). */
  random: number;
}

/**
 * When to ask a source again: its interval while it answers; after failures, exponential
 * backoff (the interval, then twice it, four times, ...) so a broken publisher is not
 * hammered, with jitter, capped at 6 hours. `Retry-After` can only lengthen the wait.
 */
export function refreshDelay(input: RefreshDelayInput): number {
  const doublings = Math.max(0, input.consecutiveFailures - 1);
  const base = input.intervalMs * 2 ** Math.min(doublings, 20);
  const jittered = base * (1 + input.jitter * (2 * input.random - 1));
  return Math.min(maxRefreshDelayMs, Math.max(jittered, input.retryAfterMs ?? 0));
}

// The one retry schedule of our outboxes (deliveries, mail, the sandbox's webhooks): exponential from a base, capped.

export interface Backoff {
  /** The delay after the first failure. */
  baseMs: number;
  /** Never longer than this between two attempts. */
  maxMs: number;
}

/** The delay after the `attempts`-th failure: base, then doubling, at most `maxMs`. */
export function backoffDelayMs(attempts: number, { baseMs, maxMs }: Backoff): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

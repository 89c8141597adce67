import type { Logger } from 'pino';

/**
 * A background loop that runs one round at a time (the mail and delivery outboxes, the sandbox's webhooks,
 * reconciliation, scheduled publishes). While rounds find nothing to do, it waits longer between them, up to
 * `maxIdleIntervalMs`; `wake()` (any write request to this server) brings it back to `pollIntervalMs` at once, so an
 * idle server stops querying its database every second without making a fresh sign-in code or payment wait.
 */
export interface PollingWorker<R> {
  /** One round now, or the one already in flight: a slow round is never overtaken by the next tick. */
  runOnce(): Promise<R>;
  /** Polls until stopped. */
  start(): void;
  /** Back to polling every `pollIntervalMs`, starting within that interval: something may have been queued. */
  wake(): void;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

/** A round did nothing when every count it returns is zero (sent, failed, settled...). */
export function roundWasIdle(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  return Object.values(result).every((value) => typeof value !== 'number' || value === 0);
}

/** How much longer than its interval an idle worker may wait, at most. */
export const IDLE_BACKOFF_FACTOR = 8;

export function createPollingWorker<R>({
  round,
  pollIntervalMs,
  maxIdleIntervalMs = pollIntervalMs * IDLE_BACKOFF_FACTOR,
  log,
  name,
}: {
  round: () => Promise<R>;
  pollIntervalMs: number;
  /** The longest wait between two rounds that found nothing to do. */
  maxIdleIntervalMs?: number;
  log: Logger;
  /** Used in the log line of a failed round: "mail round failed". */
  name: string;
}): PollingWorker<R> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let inFlight: Promise<R> | null = null;
  /** The wait before the next round: doubles after each idle round, back to the interval after a busy one. */
  let delay = pollIntervalMs;
  /** Woken while a round was running: that round may have missed what was queued, so the next one is not idle. */
  let wokenDuringRound = false;

  function runOnce(): Promise<R> {
    inFlight ??= round().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      runOnce()
        .then(
          (result) => {
            delay = roundWasIdle(result) && !wokenDuringRound ? Math.min(delay * 2, maxIdleIntervalMs) : pollIntervalMs;
          },
          (error: unknown) => {
            delay = pollIntervalMs;
            log.error({ err: error }, `${name} round failed`);
          },
        )
        .finally(() => {
          wokenDuringRound = false;
          if (!timer) schedule();
        });
    }, delay);
    // A worker never keeps a process alive on its own (the HTTP server does).
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    wake() {
      if (inFlight) wokenDuringRound = true;
      if (delay === pollIntervalMs) return;
      delay = pollIntervalMs;
      // A round in flight schedules the next one itself when it ends.
      if (stopped || !timer) return;
      clearTimeout(timer);
      timer = null;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight?.catch(() => undefined);
    },
  };
}

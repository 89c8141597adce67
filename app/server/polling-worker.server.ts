import type { Logger } from 'pino';

/** A background loop that runs one round at a time every `pollIntervalMs` (the mail and delivery outboxes). */
export interface PollingWorker<R> {
  /** One round now, or the one already in flight: a slow round is never overtaken by the next tick. */
  runOnce(): Promise<R>;
  /** Polls every `pollIntervalMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

export function createPollingWorker<R>({
  round,
  pollIntervalMs,
  log,
  name,
}: {
  round: () => Promise<R>;
  pollIntervalMs: number;
  log: Logger;
  /** Used in the log line of a failed round: "mail round failed". */
  name: string;
}): PollingWorker<R> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let inFlight: Promise<R> | null = null;

  function runOnce(): Promise<R> {
    inFlight ??= round().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, `${name} round failed`))
        .finally(schedule);
    }, pollIntervalMs);
    // A worker never keeps a process alive on its own (the HTTP server does).
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight?.catch(() => undefined);
    },
  };
}

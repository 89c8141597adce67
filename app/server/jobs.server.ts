import type { Logger } from 'pino';

// Background work that a request starts but does not wait for (the sandbox's webhook after a payment commits). Each
// job is a worker's round registered by name; `kick` runs one round now instead of at the next tick, and `drain`
// lets shutdown and tests wait for every round still running. A job nobody registered is a no-op: its worker's
// next tick (or the reconciliation worker) finishes the work, because the work itself is in the database.

export interface Jobs {
  register(name: string, round: () => Promise<unknown>): void;
  /** Runs the named job's round in the background; errors are logged, never thrown at the caller. */
  kick(name: string): void;
  /** Resolves once every kicked round has finished. */
  drain(): Promise<void>;
}

export function createJobs(logger: Logger): Jobs {
  const rounds = new Map<string, () => Promise<unknown>>();
  const running = new Map<string, Promise<void>>();
  // Kicked while its round runs: that round may have looked before the new work committed, so one more follows.
  const again = new Set<string>();

  function start(name: string, round: () => Promise<unknown>): void {
    const run = round()
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error, job: name }, 'background job round failed; its worker retries'),
      )
      .finally(() => {
        running.delete(name);
        if (again.delete(name)) start(name, round);
      });
    running.set(name, run);
  }

  return {
    register(name, round) {
      rounds.set(name, round);
    },
    kick(name) {
      const round = rounds.get(name);
      if (!round) return;
      if (running.has(name)) again.add(name);
      else start(name, round);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}

/** The job that posts the sandbox provider's queued webhook events (app/server/payments/sandbox). */
export const SANDBOX_WEBHOOKS_JOB = 'sandbox-webhooks';

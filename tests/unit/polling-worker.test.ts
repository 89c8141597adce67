import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollingWorker, IDLE_BACKOFF_FACTOR } from '~/server/polling-worker.server';

// The workers' loop on a simulated clock: how many rounds an idle server runs, and how fast a woken one looks again.

const log = pino({ level: 'silent' });
const INTERVAL = 1_000;

/** A worker whose rounds find `queued` items (and take them), recording when each round ran. */
function outbox() {
  const state = { queued: 0, rounds: [] as number[] };
  const worker = createPollingWorker({
    name: 'test',
    log,
    pollIntervalMs: INTERVAL,
    round: async () => {
      state.rounds.push(Date.now());
      const sent = state.queued;
      state.queued = 0;
      return { sent, failed: 0 };
    },
  });
  return { state, worker };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('a polling worker', () => {
  it('waits longer and longer while its rounds find nothing, up to its limit', async () => {
    const { state, worker } = outbox();
    worker.start();
    await vi.advanceTimersByTimeAsync(60_000);
    await worker.stop();
    const gaps = state.rounds.slice(1).map((at, index) => at - state.rounds[index]!);
    expect(gaps.slice(0, 4)).toEqual([2_000, 4_000, 8_000, 8_000]);
    expect(Math.max(...gaps)).toBe(INTERVAL * IDLE_BACKOFF_FACTOR);
    // A minute idle: 8 rounds instead of 60.
    expect(state.rounds.length).toBeLessThanOrEqual(10);
  });

  it('looks again within its interval once woken, and keeps its pace while there is work', async () => {
    const { state, worker } = outbox();
    worker.start();
    await vi.advanceTimersByTimeAsync(30_000);
    const before = state.rounds.length;
    state.queued = 3;
    worker.wake();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(state.rounds.length).toBe(before + 1);
    expect(state.queued).toBe(0);
    // The busy round keeps the next one at the interval.
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(state.rounds.length).toBe(before + 2);
    await worker.stop();
  });

  it('does not count a round as idle when woken while it ran', async () => {
    let finish = () => {};
    const rounds: number[] = [];
    const worker = createPollingWorker({
      name: 'test',
      log,
      pollIntervalMs: INTERVAL,
      round: () => {
        rounds.push(Date.now());
        return new Promise<{ sent: number }>((resolve) => (finish = () => resolve({ sent: 0 })));
      },
    });
    worker.start();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(rounds).toHaveLength(1);
    worker.wake();
    finish();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(rounds).toHaveLength(2);
    finish();
    await worker.stop();
  });

  it('polls at its interval again after a failed round', async () => {
    let fail = false;
    const rounds: number[] = [];
    const worker = createPollingWorker({
      name: 'test',
      log,
      pollIntervalMs: INTERVAL,
      round: async () => {
        rounds.push(Date.now());
        if (fail) throw new Error('database gone');
        return { sent: 0 };
      },
    });
    worker.start();
    await vi.advanceTimersByTimeAsync(15_000);
    fail = true;
    const failedAt = rounds.length;
    await vi.advanceTimersByTimeAsync(8_000);
    expect(rounds.length).toBe(failedAt + 1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(rounds.length).toBe(failedAt + 2);
    await worker.stop();
  });
});

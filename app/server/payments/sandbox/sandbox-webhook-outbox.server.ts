import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { sandboxWebhookOutbox } from '../../../../db/schema';
import type { AppServices } from '~/server/context.server';
import { createPollingWorker, type PollingWorker } from '~/server/polling-worker.server';
import { backoffDelayMs, type Backoff } from '~/server/retry-backoff.server';
import { receivePaymentWebhook } from '../webhooks.server';
import { SANDBOX_PROVIDER_ID } from './sandbox-provider.server';
import { sandboxWebhookSecret, signSandboxWebhook } from './sandbox-webhooks.server';

// The sandbox's webhooks leave through a durable outbox, like a real provider's: the sandbox writes each event with
// the change it announces (same transaction, sandbox-provider.server.ts), and this sender posts it to our webhook route's handler until it answers 200. A crash
// right after a payment succeeded therefore still settles it: the next server (or another instance) posts the event.

/** A claimed event is hidden from other senders this long. */
const LEASE_MS = 30_000;
/** First retry after a second, doubling, at most ten minutes apart (a real provider keeps trying for days). */
const RETRY: Backoff = { baseMs: 1_000, maxMs: 10 * 60_000 };

export interface SandboxWebhookRound {
  sent: number;
  failed: number;
}

/** Posts due events, oldest first; several servers share the outbox without posting one event at the same time. */
export async function sendDueSandboxWebhooks(services: AppServices, limit = 20): Promise<SandboxWebhookRound> {
  const { db, clock } = services;
  const now = clock.now();
  const due = db
    .select({ id: sandboxWebhookOutbox.id })
    .from(sandboxWebhookOutbox)
    .where(and(isNull(sandboxWebhookOutbox.sentAt), lte(sandboxWebhookOutbox.nextAttemptAt, now)))
    .orderBy(asc(sandboxWebhookOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(sandboxWebhookOutbox)
    .set({ attempts: sql`${sandboxWebhookOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(inArray(sandboxWebhookOutbox.id, due), isNull(sandboxWebhookOutbox.sentAt)))
    .returning();
  const round: SandboxWebhookRound = { sent: 0, failed: 0 };
  const secret = sandboxWebhookSecret(services.authSecret);
  for (const event of claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const own = and(eq(sandboxWebhookOutbox.id, event.id), eq(sandboxWebhookOutbox.attempts, event.attempts));
    let problem: string | null;
    try {
      // Signed now, not when queued: an event that waited out an outage still verifies.
      const headers = new Headers(signSandboxWebhook(secret, event.rawBody, clock.now()));
      const answer = await receivePaymentWebhook(services, SANDBOX_PROVIDER_ID, null, event.rawBody, headers);
      problem = answer.status === 200 ? null : `HTTP ${answer.status}: ${answer.body.message}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem === null) {
      await db.update(sandboxWebhookOutbox).set({ sentAt: clock.now(), lastError: null }).where(own);
      round.sent += 1;
      continue;
    }
    const delay = backoffDelayMs(event.attempts, RETRY);
    await db
      .update(sandboxWebhookOutbox)
      .set({ lastError: problem.slice(0, 500), nextAttemptAt: new Date(clock.now().getTime() + delay) })
      .where(own)
      .catch(() => undefined);
    round.failed += 1;
    services.logger.warn(
      { eventId: event.eventId, attempts: event.attempts, err: problem },
      'sandbox webhook not accepted; it will be posted again',
    );
  }
  return round;
}

/** The worker that drains the outbox; `runOnce` is what a commit kicks (app/server/jobs.server.ts). */
export function createSandboxWebhookSender(
  services: AppServices,
  pollIntervalMs = 1_000,
): PollingWorker<SandboxWebhookRound> {
  return createPollingWorker({
    round: () => sendDueSandboxWebhooks(services),
    pollIntervalMs,
    log: services.logger.child({ component: 'sandbox-webhooks' }),
    name: 'sandbox webhook',
  });
}

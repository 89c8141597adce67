import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { idempotencyKeys } from '../../../db/schema';
import type { AnyContract } from '../../../schemas/api/contract';
import { errorResponse, type ApiHandler, type ApiHandlerArgs } from '~/server/api-route.server';
import { ConflictError, DomainError, IdempotencyKeyReusedError } from '~/server/domain-errors.server';

// Idempotency-Key on purchase POSTs (docs/decisions/016-commerce.md, "Payments"): a retried request (a flaky
// network, a double click) gets the first answer again instead of paying twice.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Visible ASCII, like Stripe's keys (UUIDs, ULIDs, anything a client makes). */
const KEY_RE = /^[\x21-\x7e]{1,200}$/;
/** How long a duplicate waits for the first request's answer before answering 409 (try again shortly). */
const WAIT_MS = 15_000;
const POLL_MS = 25;
/** Seconds a 409 duplicate is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

interface StoredAnswer {
  status: number;
  /** The exact JSON text of the first answer (kept as text: jsonb would reorder an object's keys). */
  body: string;
}

function requestHash(request: Request, body: unknown): string {
  return createHash('sha256')
    .update(`${request.method} ${new URL(request.url).pathname}\n${JSON.stringify(body) ?? ''}`)
    .digest('hex');
}

function replay(answer: StoredAnswer): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request's Idempotency-Key when it has a valid one (handlers store it with what they create). */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  return key !== null && KEY_RE.test(key) ? key : null;
}

/**
 * Wraps a purchase POST's handler: with an `Idempotency-Key` header, the first answer (data or domain error) is
 * stored per shop, caller and key, and replayed for the same key and body; a concurrent duplicate waits for the
 * first and gets the same answer; the same key with a different body is a 422. Without the header it just runs.
 */
export function idempotent<C extends AnyContract>(handler: ApiHandler<C>): ApiHandler<C> {
  return async (args: ApiHandlerArgs<C>) => {
    const key = args.request.headers.get(IDEMPOTENCY_HEADER);
    if (key === null || args.viewer === null) return handler(args);
    if (!KEY_RE.test(key)) {
      return errorResponse(400, 'invalid_request', 'The request has invalid fields', [
        { path: `headers.${IDEMPOTENCY_HEADER}`, message: 'Expected 1 to 200 visible ASCII characters' },
      ]);
    }
    const { db, clock } = args.context;
    const leaseMs = args.context.env.IDEMPOTENCY_LEASE_MS;
    const row = { shopId: args.viewer.shopId, callerId: args.viewer.playerId, key };
    const where = and(
      eq(idempotencyKeys.shopId, row.shopId),
      eq(idempotencyKeys.callerId, row.callerId),
      eq(idempotencyKeys.key, key),
    );
    const hash = requestHash(args.request, args.body);
    const deadline = Date.now() + WAIT_MS;
    const leaseUntil = () => new Date(clock.now().getTime() + leaseMs);

    for (;;) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ ...row, requestHash: hash, createdAt: clock.now(), lockedUntil: leaseUntil() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;
      const [first] = await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          status: idempotencyKeys.responseStatus,
          body: idempotencyKeys.responseBody,
          lockedUntil: idempotencyKeys.lockedUntil,
        })
        .from(idempotencyKeys)
        .where(where)
        .limit(1);
      // Gone: the first request failed unexpectedly and let go of the key; claim it again.
      if (!first) continue;
      if (first.requestHash !== hash) {
        throw new IdempotencyKeyReusedError('This Idempotency-Key was already used for a different request', [
          { path: `headers.${IDEMPOTENCY_HEADER}`, message: 'Use a new key for a new request' },
        ]);
      }
      if (first.status !== null) return replay({ status: first.status, body: (first.body as { text: string }).text });
      if (first.lockedUntil.getTime() <= clock.now().getTime()) {
        // The first request died with its server before answering. Take the key over and run again: the handler finds
        // what the first one committed (the order remembers its key) and answers from its real state.
        const taken = await db
          .update(idempotencyKeys)
          .set({ lockedUntil: leaseUntil() })
          .where(and(where, isNull(idempotencyKeys.responseStatus), eq(idempotencyKeys.lockedUntil, first.lockedUntil)))
          .returning({ key: idempotencyKeys.key });
        if (taken.length > 0) break;
        continue;
      }
      if (Date.now() > deadline) {
        throw new ConflictError(
          'A request with this Idempotency-Key is still being processed; try again shortly',
          undefined,
          {
            'Retry-After': String(RETRY_AFTER_SECONDS),
          },
        );
      }
      await sleep(POLL_MS);
    }

    const store = (answer: StoredAnswer) =>
      db
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: { text: answer.body } })
        .where(and(where, isNull(idempotencyKeys.responseStatus)));
    let result: Awaited<ReturnType<ApiHandler<C>>>;
    try {
      result = await handler(args);
    } catch (error) {
      if (error instanceof DomainError) {
        const fields = error.fields ? { fields: error.fields } : {};
        await store({
          status: error.status,
          body: JSON.stringify({ error: { code: error.code, message: error.message, ...fields } }),
        });
      } else {
        // Unexpected (a 500, a database outage): nothing to replay; the key is free for a retry. If even this fails
        // (the database is away), the lease runs out and the retry takes the key over.
        await db
          .delete(idempotencyKeys)
          .where(and(where, isNull(idempotencyKeys.responseStatus)))
          .catch(() => undefined);
      }
      throw error;
    }
    if (result instanceof Response) {
      await store({ status: result.status, body: await result.clone().text() });
      return result;
    }
    // apiRoute still checks the first answer against the contract; the duplicates get the same text.
    await store({ status: 200, body: JSON.stringify(result) });
    return result;
  };
}

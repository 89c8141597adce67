// OWNER: helper "payments" (issue 6). Skeleton written by the lead; the owner replaces the body and keeps the signature.
import type { AnyContract } from '../../../schemas/api/contract';
import type { ApiHandler } from '~/server/api-route.server';

/**
 * Wraps a purchase POST's handler: with an `Idempotency-Key` header, the first answer (data or domain error) is
 * stored per shop, caller and key, and replayed for the same key and body; a concurrent duplicate waits for the
 * first and gets the same answer; the same key with a different body is a 422. Without the header it just runs.
 */
export function idempotent<C extends AnyContract>(handler: ApiHandler<C>): ApiHandler<C> {
  return handler;
}

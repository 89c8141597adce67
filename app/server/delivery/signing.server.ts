import {
  DEFAULT_TOLERANCE_SECONDS,
  signTimestamped,
  verifyTimestamped,
  type SignatureCheck,
} from '~/server/hmac-signature.server';

// Deliveries are signed like Stripe's webhooks (docs/decisions/016-commerce.md, "Delivery"): HMAC-SHA256 with the
// shop's endpoint secret over `${timestamp}.${rawBody}`. The timestamp inside the signed text lets the game refuse
// a replayed request; verifySignature is what a game backend runs, and what our tests run.

export const SIGNATURE_HEADER = 'Gamefront-Signature';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const DELIVERY_ID_HEADER = 'Gamefront-Delivery-Id';
export { DEFAULT_TOLERANCE_SECONDS, type SignatureCheck };

/** `t=<unix seconds>,v1=<hex>`: the value of the Gamefront-Signature header (app/server/hmac-signature.server.ts). */
export const signatureHeader = signTimestamped;

/** Everything a delivery POST carries besides its body. */
export function deliveryHeaders(input: {
  secret: string;
  timestamp: number;
  rawBody: string;
  deliveryId: string;
  idempotencyKey: string;
}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Gamefront-Delivery/1',
    [SIGNATURE_HEADER]: signatureHeader(input.secret, input.timestamp, input.rawBody),
    [IDEMPOTENCY_HEADER]: input.idempotencyKey,
    [DELIVERY_ID_HEADER]: input.deliveryId,
  };
}

/**
 * Checks a Gamefront-Signature header against the raw body (the exact bytes received, before any JSON parsing): one
 * timestamp, one v1 signature, nothing else; compared in constant time.
 */
export function verifySignature(input: {
  secret: string;
  header: string | null | undefined;
  rawBody: string;
  /** Unix seconds; defaults to the machine's clock. */
  now?: number;
  toleranceSeconds?: number;
}): SignatureCheck {
  return verifyTimestamped({ ...input, now: input.now ?? Math.floor(Date.now() / 1000) });
}

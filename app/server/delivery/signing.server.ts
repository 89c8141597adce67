import { createHmac, timingSafeEqual } from 'node:crypto';

// Deliveries are signed like Stripe's webhooks (docs/decisions/016-commerce.md, "Delivery"): HMAC-SHA256 with the
// shop's endpoint secret over `${timestamp}.${rawBody}`. The timestamp inside the signed text lets the game refuse
// a replayed request; verifySignature is what a game backend runs, and what our tests run.

export const SIGNATURE_HEADER = 'Gamefront-Signature';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const DELIVERY_ID_HEADER = 'Gamefront-Delivery-Id';
/** How old a signature verifySignature accepts by default: five minutes, either way. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** `t=<unix seconds>,v1=<hex>`: the value of the Gamefront-Signature header. */
export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

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

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed' | 'mismatch' | 'too_old' | 'too_new' };

/**
 * Checks a Gamefront-Signature header against the raw body (the exact bytes received, before any JSON parsing).
 * Accepts several v1 values (a secret being rotated may be signed with both); compares in constant time.
 */
export function verifySignature(input: {
  secret: string;
  header: string | null | undefined;
  rawBody: string;
  /** Unix seconds; defaults to the machine's clock. */
  now?: number;
  toleranceSeconds?: number;
}): SignatureCheck {
  const parts = (input.header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([key]) => key === 't').map(([, value]) => Number(value));
  const signatures = parts.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '')).map(([, v]) => v!);
  const timestamp = timestamps[0];
  if (timestamps.length !== 1 || timestamp === undefined || !Number.isSafeInteger(timestamp) || signatures.length === 0) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(hmacHex(input.secret, timestamp, input.rawBody), 'hex');
  const matches = signatures.some((signature) => timingSafeEqual(expected, Buffer.from(signature, 'hex')));
  if (!matches) return { ok: false, reason: 'mismatch' };
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (timestamp < now - tolerance) return { ok: false, reason: 'too_old' };
  if (timestamp > now + tolerance) return { ok: false, reason: 'too_new' };
  return { ok: true, timestamp };
}

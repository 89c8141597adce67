import { createHmac, timingSafeEqual } from 'node:crypto';

// The one `t=<unix seconds>,v1=<hex>` signature, like Stripe's webhooks: HMAC-SHA256 over `${timestamp}.${rawBody}`.
// Our deliveries to game backends and the sandbox provider's webhooks both use it. Parsing is strict: exactly one
// timestamp and exactly one v1 of 64 lowercase hex characters, in that order, nothing else; compared in constant time
// (docs/decisions/021).

/** How far a signature's time may be from now, either way, by default: five minutes. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const HEADER_RE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

function hmacHex(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header value for `rawBody` signed at `timestamp` (Unix seconds). */
export function signTimestamped(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

export type SignatureCheck =
  { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'mismatch' | 'too_old' | 'too_new' };

/** Checks a header against the raw body (the exact bytes received, before any JSON parsing). */
export function verifyTimestamped(input: {
  secret: string;
  header: string | null | undefined;
  rawBody: string;
  /** Unix seconds. */
  now: number;
  toleranceSeconds?: number;
}): SignatureCheck {
  const match = HEADER_RE.exec(input.header ?? '');
  if (!match) return { ok: false, reason: 'malformed' };
  const timestamp = Number(match[1]);
  const expected = Buffer.from(hmacHex(input.secret, timestamp, input.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'))) return { ok: false, reason: 'mismatch' };
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (timestamp < input.now - tolerance) return { ok: false, reason: 'too_old' };
  if (timestamp > input.now + tolerance) return { ok: false, reason: 'too_new' };
  return { ok: true, timestamp };
}

import { createHmac, timingSafeEqual } from 'node:crypto';

// The sandbox signs its webhook events like Stripe does: `Sandbox-Signature: t=<unix seconds>,v1=<hex>` where v1 is
// HMAC-SHA256 over `<t>.<raw body>`, keyed by a secret derived from AUTH_SECRET (no key to configure).

export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';
/** An event older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function sandboxWebhookSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('gamefront sandbox payment webhooks').digest('hex');
}

function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signSandboxWebhook(secret: string, rawBody: string, at: Date): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return { [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`, 'Content-Type': 'application/json' };
}

/** True when the header carries a v1 signature of this body, made with the secret, within the tolerance. */
export function verifySandboxSignature(secret: string, rawBody: string, header: string | null, now: Date): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const timestamp = Number(parts.get('t'));
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHmac } from 'node:crypto';
import { signTimestamped, verifyTimestamped } from '~/server/hmac-signature.server';

// The sandbox signs its webhook events like Stripe does: `Sandbox-Signature: t=<unix seconds>,v1=<hex>` where v1 is
// HMAC-SHA256 over `<t>.<raw body>` (app/server/hmac-signature.server.ts), keyed by a secret derived from AUTH_SECRET
// (no key to configure).

export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';
/** An event older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function sandboxWebhookSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('gamefront sandbox payment webhooks').digest('hex');
}

export function signSandboxWebhook(secret: string, rawBody: string, at: Date): Record<string, string> {
  return {
    [SANDBOX_SIGNATURE_HEADER]: signTimestamped(secret, Math.floor(at.getTime() / 1000), rawBody),
    'Content-Type': 'application/json',
  };
}

/** True when the header carries exactly one v1 signature of this body, made with the secret, within the tolerance. */
export function verifySandboxSignature(secret: string, rawBody: string, header: string | null, now: Date): boolean {
  return verifyTimestamped({
    secret,
    header,
    rawBody,
    now: Math.floor(now.getTime() / 1000),
    toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
  }).ok;
}

import Stripe from 'stripe';
import type { StripeCredentials } from '../provider-credentials.server';

/**
 * The SDK's client for one shop's account. STRIPE_API_URL (tests: the local fake) replaces Stripe's host, port and
 * protocol; the SDK retries a failed request twice with the same idempotency key, so a retry never charges twice.
 */
export function createStripeClient(credentials: Pick<StripeCredentials, 'secretKey' | 'apiUrl'>): Stripe {
  const base = credentials.apiUrl ? new URL(credentials.apiUrl) : null;
  return new Stripe(credentials.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Gamefront' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

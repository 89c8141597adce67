import type { AppServices } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { InvalidEnvironmentError, type Env } from '~/server/env.server';
import { SANDBOX_WEBHOOKS_JOB } from '~/server/jobs.server';
import type { PublishedShop } from '~/server/shops.server';
import type { PaymentProvider } from './provider';
import { SANDBOX_PROVIDER_ID, SandboxProvider } from './sandbox/sandbox-provider.server';
import { sandboxWebhookSecret } from './sandbox/sandbox-webhooks.server';

// Which provider a shop pays with. Every shop uses the built-in sandbox until the Stripe and Adyen adapters arrive;
// in production the sandbox must be switched on explicitly, so a real shop never takes fake payments by accident.

/** Stops the server at start-up in production unless SANDBOX_PAYMENTS_IN_PRODUCTION=true. */
export function assertPaymentProvidersAllowed(env: Pick<Env, 'NODE_ENV' | 'SANDBOX_PAYMENTS_IN_PRODUCTION'>): void {
  if (env.NODE_ENV === 'production' && !env.SANDBOX_PAYMENTS_IN_PRODUCTION) {
    throw new InvalidEnvironmentError(
      'Invalid environment configuration:\n  SANDBOX_PAYMENTS_IN_PRODUCTION: shops pay with the sandbox provider (no real money); set it to true to allow that in production',
    );
  }
}

/** The provider of a payment nobody pays: a cart whose total is zero (free items, a 100% coupon). */
export const NO_PROVIDER = 'none';

export interface PaymentsSession {
  provider: PaymentProvider;
  /** Call once the caller's transaction has committed: the provider's queued webhooks go out now, not at the next tick. */
  afterCommit(): void;
}

function sandboxSession(services: AppServices, books: Executor): PaymentsSession & { provider: SandboxProvider } {
  const provider = new SandboxProvider({ books, clock: services.clock, webhookSecret: sandboxWebhookSecret(services.authSecret) });
  return { provider, afterCommit: () => services.jobs.kick(SANDBOX_WEBHOOKS_JOB) };
}

/** The provider a shop pays with, working inside `executor` (the caller's transaction). */
export function paymentsForShop(context: AppServices, _shop: Pick<PublishedShop, 'id' | 'handle'>, executor: Executor): PaymentsSession {
  return sandboxSession(context, executor);
}

/** The provider named in a stored payment or a webhook URL; null when we have none by that id. */
export function paymentsById(context: AppServices, providerId: string, executor: Executor): PaymentsSession | null {
  return providerId === SANDBOX_PROVIDER_ID ? sandboxSession(context, executor) : null;
}

/** Whether payments of this provider move no real money ("test mode, no real money" on pages). */
export function isTestModeProvider(providerId: string): boolean {
  return providerId === SANDBOX_PROVIDER_ID;
}

/** The sandbox itself, for its own challenge and redirect pages. */
export function openSandbox(context: AppServices, executor: Executor) {
  return sandboxSession(context, executor);
}

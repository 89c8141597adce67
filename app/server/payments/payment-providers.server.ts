import type { AppLoadContext } from '@remix-run/node';
import type { Executor } from '~/server/db.server';
import { InvalidEnvironmentError, type Env } from '~/server/env.server';
import type { PublishedShop } from '~/server/shops.server';
import type { PaymentProvider } from './provider';
import { SANDBOX_PROVIDER_ID, SandboxProvider, type SandboxWebhook } from './sandbox/sandbox-provider.server';
import { sandboxWebhookSecret } from './sandbox/sandbox-webhooks.server';
import { receivePaymentWebhook } from './webhooks.server';

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

/** How long the sandbox waits before posting its webhook, like a real provider's delivery delay. */
const SANDBOX_WEBHOOK_DELAY_MS = 50;

export interface PaymentsSession {
  provider: PaymentProvider;
  /** Call once the caller's transaction has committed: the provider's webhooks go out only then. */
  afterCommit(): void;
}

/** Sends the sandbox's events to our own webhook route's handler, in-process, a moment after the result. */
function postSandboxWebhooks(context: AppLoadContext, webhooks: SandboxWebhook[]): void {
  for (const webhook of webhooks) {
    setTimeout(() => {
      receivePaymentWebhook(context, SANDBOX_PROVIDER_ID, webhook.rawBody, new Headers(webhook.headers)).catch((error: unknown) => {
        context.logger.warn({ err: error }, 'sandbox webhook delivery failed');
      });
    }, SANDBOX_WEBHOOK_DELAY_MS);
  }
}

function sandboxSession(context: AppLoadContext, books: Executor): PaymentsSession & { provider: SandboxProvider } {
  const outgoing: SandboxWebhook[] = [];
  const provider = new SandboxProvider({
    books,
    clock: context.clock,
    webhookSecret: sandboxWebhookSecret(context.authSecret),
    postWebhook: (webhook) => outgoing.push(webhook),
  });
  return { provider, afterCommit: () => postSandboxWebhooks(context, outgoing.splice(0)) };
}

/** The provider a shop pays with, working inside `executor` (the caller's transaction). */
export function paymentsForShop(context: AppLoadContext, _shop: Pick<PublishedShop, 'id' | 'handle'>, executor: Executor): PaymentsSession {
  return sandboxSession(context, executor);
}

/** The provider named in a stored payment or a webhook URL; null when we have none by that id. */
export function paymentsById(context: AppLoadContext, providerId: string, executor: Executor): PaymentsSession | null {
  return providerId === SANDBOX_PROVIDER_ID ? sandboxSession(context, executor) : null;
}

/** Whether payments of this provider move no real money ("test mode, no real money" on pages). */
export function isTestModeProvider(providerId: string): boolean {
  return providerId === SANDBOX_PROVIDER_ID;
}

/** The sandbox itself, for its own challenge and redirect pages. */
export function openSandbox(context: AppLoadContext, executor: Executor) {
  return sandboxSession(context, executor);
}

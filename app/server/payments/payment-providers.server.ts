import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { InvalidEnvironmentError, type Env } from '~/server/env.server';
import { SANDBOX_WEBHOOKS_JOB, type Jobs } from '~/server/jobs.server';
import type { Payments } from './provider';
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

export interface PaymentsOptions {
  db: Database;
  clock: Clock;
  authSecret: string;
  /** The scheduler of after-commit work: the server's, or the one a test drains. */
  jobs: Pick<Jobs, 'kick'>;
}

/** Builds `context.payments`: every shop pays with the sandbox, whose queued webhooks go out as soon as a change commits. */
export function createPayments({ db, clock, authSecret, jobs }: PaymentsOptions): Payments {
  const webhookSecret = sandboxWebhookSecret(authSecret);
  const open = (books: Executor, providerId: string): SandboxProvider | null =>
    providerId === SANDBOX_PROVIDER_ID ? new SandboxProvider({ books, clock, webhookSecret }) : null;
  return {
    async transaction(work) {
      let sandboxOpened = false;
      const result = await db.transaction((tx) => {
        const byId = (providerId: string) => {
          const provider = open(tx, providerId);
          sandboxOpened ||= provider !== null;
          return provider;
        };
        return work(tx, { forNewPayment: () => byId(SANDBOX_PROVIDER_ID)!, byId });
      });
      // Committed: the sandbox's events go out now, not at the sender's next tick (its outbox keeps them either way).
      if (sandboxOpened) jobs.kick(SANDBOX_WEBHOOKS_JOB);
      return result;
    },
    reader: (providerId) => open(db, providerId),
    isTestMode: (providerId) => providerId === SANDBOX_PROVIDER_ID,
  };
}

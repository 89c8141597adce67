import type { PaymentProviderId } from '../../../schemas/payment-settings';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import type { ErrorReporter } from '~/lib/error-reporting';
import type { Env } from '~/server/env.server';
import { SANDBOX_WEBHOOKS_JOB, type Jobs } from '~/server/jobs.server';
import {
  PAYMENTS_UNAVAILABLE_MESSAGE,
  PaymentProviderUnavailableError,
  type PaymentBrowserSetup,
  type PaymentProvider,
  type Payments,
  type PayingShop,
} from './provider';
import {
  noProviderCredentials,
  type CredentialsByProvider,
  type ProviderCredentials,
} from './provider-credentials.server';
import { AdyenProvider } from './adyen/adyen-provider.server';
import { SANDBOX_PROVIDER_ID, SandboxProvider } from './sandbox/sandbox-provider.server';
import { StripeProvider } from './stripe/stripe-provider.server';
import { sandboxWebhookSecret } from './sandbox/sandbox-webhooks.server';

// Which provider a shop pays with, and how each is built (docs/decisions/053-payment-providers-and-the-provider-call.md).
// A shop's published config names its provider (`payments.provider`); its keys come from the environment
// (provider-credentials.server.ts). In production the sandbox takes new payments only when switched on explicitly,
// so a real shop never takes fake payments by accident, while shops on Stripe or Adyen run beside it.

/** Whether new payments may go to the sandbox: always outside production, there only with SANDBOX_PAYMENTS_IN_PRODUCTION. */
export function sandboxTakesNewPayments(env: Pick<Env, 'NODE_ENV' | 'SANDBOX_PAYMENTS_IN_PRODUCTION'>): boolean {
  return env.NODE_ENV !== 'production' || env.SANDBOX_PAYMENTS_IN_PRODUCTION;
}

const SANDBOX_OFF = new PaymentProviderUnavailableError(
  'Test payments (the sandbox) are switched off on this production server',
  ['SANDBOX_PAYMENTS_IN_PRODUCTION'],
);

/** The provider of a payment nobody pays: a cart whose total is zero (free items, a 100% coupon). */
export const NO_PROVIDER = 'none';

/** What every provider is built with, besides its own credentials. */
export interface ProviderDeps {
  /** For providers that keep books in our database (the sandbox): they run their own short transactions on it. */
  db: Database;
  clock: Clock;
  authSecret: string;
  /** The shop this provider instance pays for. */
  shopHandle: string;
  /** Starts after-commit work (the sandbox's webhook sender) once a provider's own change committed. */
  jobs: Pick<Jobs, 'kick'>;
  /** Where payment-provider errors are reported (spec section 8); absent in tests that do not look. */
  reporter?: ErrorReporter | undefined;
}

export type ProviderFactory<P extends PaymentProviderId> = (
  credentials: CredentialsByProvider[P],
  deps: ProviderDeps,
) => PaymentProvider;

export type ProviderFactories = { [P in PaymentProviderId]?: ProviderFactory<P> };

/**
 * The registry: how each provider a shop can choose is built. A provider is one line here, e.g.
 * `stripe: (credentials, deps) => new StripeProvider(credentials, deps)`; a shop whose provider has no line (or no
 * credentials) answers checkout with a 503 naming what is missing.
 */
export const providerFactories: ProviderFactories = {
  sandbox: (_none, { db, clock, authSecret, jobs }) =>
    new SandboxProvider({
      db,
      clock,
      webhookSecret: sandboxWebhookSecret(authSecret),
      committed: () => jobs.kick(SANDBOX_WEBHOOKS_JOB),
    }),
  adyen: (credentials, { db, shopHandle }) => new AdyenProvider(credentials, { db, shopHandle }),
  stripe: (credentials, { clock, shopHandle, reporter }) =>
    new StripeProvider(credentials, { clock, shopHandle, reporter }),
};

export interface PaymentsOptions {
  db: Database;
  clock: Clock;
  authSecret: string;
  /** The scheduler of after-commit work: the server's, or the one a test drains. */
  jobs: Pick<Jobs, 'kick'>;
  reporter?: ErrorReporter | undefined;
  /** Every shop's keys, from the environment (checked at start-up); none: every shop on the sandbox. */
  credentials?: ProviderCredentials;
  /**
   * False on a production server without SANDBOX_PAYMENTS_IN_PRODUCTION: a shop on the sandbox takes no new payment
   * (its checkout says payments are unavailable); payments the sandbox already holds are still finished.
   */
  sandboxForNewPayments?: boolean;
  /** Tests add or replace providers here, exactly as the registry builds them. */
  factories?: ProviderFactories;
}

const PROVIDER_NAMES: Record<PaymentProviderId, string> = { sandbox: 'the sandbox', stripe: 'Stripe', adyen: 'Adyen' };

function isProviderId(id: string): id is PaymentProviderId {
  return id in PROVIDER_NAMES;
}

/** Builds `context.payments`: one provider instance per provider and shop, made on first use and kept. */
export function createPayments({
  db,
  clock,
  authSecret,
  jobs,
  reporter,
  credentials = noProviderCredentials,
  sandboxForNewPayments = true,
  factories = {},
}: PaymentsOptions): Payments {
  const registry: ProviderFactories = { ...providerFactories, ...factories };
  const built = new Map<string, PaymentProvider>();

  /** The provider, or why this shop cannot use it (a missing line in the registry or missing credentials). */
  function build(providerId: PaymentProviderId, shopHandle: string): PaymentProvider | PaymentProviderUnavailableError {
    const key = providerId === 'sandbox' ? providerId : `${providerId}\u0000${shopHandle}`;
    const cached = built.get(key);
    if (cached) return cached;
    const deps: ProviderDeps = { db, clock, authSecret, shopHandle, jobs, reporter };
    let provider: PaymentProvider;
    if (providerId === 'sandbox') {
      const factory = registry.sandbox;
      if (!factory) return new PaymentProviderUnavailableError('The sandbox is not available on this server', []);
      provider = factory(null, deps);
    } else {
      const factory = registry[providerId] as ProviderFactory<typeof providerId> | undefined;
      const name = PROVIDER_NAMES[providerId];
      if (!factory) {
        return new PaymentProviderUnavailableError(`This server cannot take payments with ${name} yet`, []);
      }
      const keys = credentials.of(providerId, shopHandle);
      if (!keys) {
        const missing = credentials.variablesFor(providerId, shopHandle);
        return new PaymentProviderUnavailableError(
          `Payments with ${name} are not set up for this shop: the server needs ${missing.join(', ')}`,
          missing,
        );
      }
      provider = (factory as ProviderFactory<PaymentProviderId>)(keys as never, deps);
    }
    built.set(key, provider);
    return provider;
  }

  /** The provider a new payment of the shop goes to, or why there is none. */
  function forNewPayment(shop: PayingShop): PaymentProvider | PaymentProviderUnavailableError {
    const providerId = shop.config.payments.provider;
    if (providerId === SANDBOX_PROVIDER_ID && !sandboxForNewPayments) return SANDBOX_OFF;
    return build(providerId, shop.handle);
  }

  function forShop(shop: PayingShop): PaymentProvider {
    const provider = forNewPayment(shop);
    if (provider instanceof PaymentProviderUnavailableError) throw provider;
    return provider;
  }

  function of(providerId: string, shopHandle: string): PaymentProvider | null {
    if (!isProviderId(providerId)) return null;
    const provider = build(providerId, shopHandle);
    return provider instanceof PaymentProviderUnavailableError ? null : provider;
  }

  function browserSetup(shop: PayingShop): PaymentBrowserSetup {
    const providerId = shop.config.payments.provider;
    const provider = forNewPayment(shop);
    // The checkout page tells the player in plain words; the missing variables are logged when checkout is tried.
    if (provider instanceof PaymentProviderUnavailableError)
      return { provider: 'unavailable', message: PAYMENTS_UNAVAILABLE_MESSAGE };
    if (providerId === 'stripe') {
      return { provider: 'stripe', publishableKey: credentials.of('stripe', shop.handle)!.publishableKey };
    }
    if (providerId === 'adyen') {
      const keys = credentials.of('adyen', shop.handle)!;
      return { provider: 'adyen', clientKey: keys.clientKey, environment: keys.environment };
    }
    return { provider: 'sandbox' };
  }

  return {
    forShop,
    of,
    // The sandbox keeps no per-shop state: one instance serves every shop.
    sandbox: () => of(SANDBOX_PROVIDER_ID, ''),
    browserSetup,
    isTestMode: (providerId, shopHandle) =>
      providerId === SANDBOX_PROVIDER_ID || (of(providerId, shopHandle)?.testMode ?? false),
  };
}

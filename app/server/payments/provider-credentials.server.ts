import { z } from 'zod';
import { InvalidEnvironmentError } from '~/server/env.server';

// A shop's keys for Stripe or Adyen, read only from the server's environment (never from the shop config, never sent
// to the browser except the publishable / client key). Each variable ends in the shop's handle upper-cased with `-`
// as `_`: STRIPE_SECRET_KEY_NEON_DRIFT is neon-drift's. They are checked at start-up: a key of the wrong form, or a
// provider's set left half-filled, stops the server with a message naming the shop and the variable
// (docs/decisions/053-payment-providers-and-the-provider-call.md).

export interface StripeCredentials {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** sk_live_ / pk_live_ keys move real money; test keys do not. */
  mode: 'test' | 'live';
  /** STRIPE_API_URL: another base URL for the API (tests point the SDK at the local fake); null for Stripe's own. */
  apiUrl: string | null;
}

export interface AdyenCredentials {
  apiKey: string;
  clientKey: string;
  merchantAccount: string;
  /** The notification HMAC key, hex. */
  hmacKey: string;
  /** From the client key's prefix: test_ or live_. */
  environment: 'test' | 'live';
  /** ADYEN_API_URL: another base URL for the Checkout API (tests point the library at the local fake). */
  apiUrl: string | null;
}

/** What a provider needs to run for one shop, by provider id (the sandbox needs nothing). */
export interface CredentialsByProvider {
  sandbox: null;
  stripe: StripeCredentials;
  adyen: AdyenCredentials;
}

/** The shop's suffix of its variables: `neon-drift` -> `NEON_DRIFT`. */
export function shopEnvSuffix(shopHandle: string): string {
  return shopHandle.toUpperCase().replaceAll('-', '_');
}

const field = (pattern: RegExp, expected: string) => z.string().regex(pattern, `Expected ${expected}`);

/** Each provider's variables (without the shop suffix), the form each value must have, and how they make credentials. */
const variables = {
  stripe: {
    STRIPE_SECRET_KEY: field(/^sk_(test|live)_[A-Za-z0-9]{8,}$/, 'a Stripe secret key (sk_test_... or sk_live_...)'),
    STRIPE_PUBLISHABLE_KEY: field(
      /^pk_(test|live)_[A-Za-z0-9]{8,}$/,
      'a Stripe publishable key (pk_test_... or pk_live_...)',
    ),
    STRIPE_WEBHOOK_SECRET: field(/^whsec_[A-Za-z0-9+/=]{8,}$/, 'a Stripe webhook signing secret (whsec_...)'),
  },
  adyen: {
    ADYEN_API_KEY: field(/^\S{16,}$/, 'an Adyen API key (at least 16 characters, no spaces)'),
    ADYEN_CLIENT_KEY: field(/^(test|live)_[A-Za-z0-9]{8,}$/, 'an Adyen client key (test_... or live_...)'),
    ADYEN_MERCHANT_ACCOUNT: field(/^[A-Za-z0-9_-]{2,80}$/, 'an Adyen merchant account name'),
    ADYEN_HMAC_KEY: field(/^(?:[0-9A-Fa-f]{2}){16,}$/, 'an Adyen HMAC key (hex, as the Customer Area shows it)'),
  },
} as const;

type Provider = keyof typeof variables;

const baseUrls = z.object({
  STRIPE_API_URL: z.url('Expected a URL (the Stripe API, or a local fake in tests)').optional(),
  ADYEN_API_URL: z.url('Expected a URL (the Adyen Checkout API, or a local fake in tests)').optional(),
});

/** Every shop's credentials found in the environment, checked. */
export interface ProviderCredentials {
  /** The shop's credentials for a provider; null when its variables are not set (checkout then answers 503). */
  of<P extends Provider>(provider: P, shopHandle: string): CredentialsByProvider[P] | null;
  /** The variables a shop must set for a provider, named for that shop. */
  variablesFor(provider: Provider, shopHandle: string): string[];
}

function variablesOf(provider: Provider, suffix: string): string[] {
  return Object.keys(variables[provider]).map((name) => `${name}_${suffix}`);
}

/**
 * Reads and checks every STRIPE_* / ADYEN_* variable; throws InvalidEnvironmentError naming the shop and the variable
 * when one has the wrong form or a provider's set is incomplete. No variable at all is fine: every shop then runs on
 * the sandbox or answers that payments are not set up.
 */
export function parseProviderCredentials(source: Record<string, string | undefined>): ProviderCredentials {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const problems: string[] = [];
  const urls = baseUrls.safeParse(present);
  if (!urls.success) problems.push(...urls.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`));
  // Shop suffix -> provider -> variable -> value
  const found = new Map<string, Partial<Record<Provider, Record<string, string>>>>();
  for (const [name, value] of Object.entries(present)) {
    for (const provider of Object.keys(variables) as Provider[]) {
      for (const variable of Object.keys(variables[provider])) {
        if (!name.startsWith(`${variable}_`)) continue;
        const suffix = name.slice(variable.length + 1);
        if (!/^[A-Z0-9_]+$/.test(suffix)) continue;
        const shop = found.get(suffix) ?? {};
        shop[provider] = { ...shop[provider], [variable]: value! };
        found.set(suffix, shop);
      }
    }
  }
  const stripe = new Map<string, StripeCredentials>();
  const adyen = new Map<string, AdyenCredentials>();
  for (const [suffix, byProvider] of found) {
    const shopName = suffix.toLowerCase().replaceAll('_', '-');
    for (const provider of Object.keys(byProvider) as Provider[]) {
      const given = byProvider[provider]!;
      let complete = true;
      for (const [variable, schema] of Object.entries(variables[provider])) {
        const value = given[variable];
        if (value === undefined) {
          complete = false;
          const others = Object.keys(given).map((name) => `${name}_${suffix}`);
          problems.push(
            `  ${variable}_${suffix}: missing for shop ${shopName} (${others.join(', ')} is set; ${provider} needs all of ${variablesOf(provider, suffix).join(', ')})`,
          );
          continue;
        }
        const checked = schema.safeParse(value);
        if (!checked.success) {
          complete = false;
          problems.push(`  ${variable}_${suffix}: ${checked.error.issues[0]!.message} for shop ${shopName}`);
        }
      }
      if (!complete) continue;
      if (provider === 'stripe') {
        const secretKey = given.STRIPE_SECRET_KEY!;
        const publishableKey = given.STRIPE_PUBLISHABLE_KEY!;
        const mode = secretKey.startsWith('sk_live_') ? 'live' : 'test';
        if (publishableKey.startsWith(`pk_${mode}_`)) {
          stripe.set(suffix, {
            secretKey,
            publishableKey,
            webhookSecret: given.STRIPE_WEBHOOK_SECRET!,
            mode,
            apiUrl: urls.data?.STRIPE_API_URL ?? null,
          });
        } else {
          problems.push(
            `  STRIPE_PUBLISHABLE_KEY_${suffix}: Expected a ${mode} key like STRIPE_SECRET_KEY_${suffix} (pk_${mode}_...) for shop ${shopName}`,
          );
        }
      } else {
        const clientKey = given.ADYEN_CLIENT_KEY!;
        adyen.set(suffix, {
          apiKey: given.ADYEN_API_KEY!,
          clientKey,
          merchantAccount: given.ADYEN_MERCHANT_ACCOUNT!,
          hmacKey: given.ADYEN_HMAC_KEY!,
          environment: clientKey.startsWith('live_') ? 'live' : 'test',
          apiUrl: urls.data?.ADYEN_API_URL ?? null,
        });
      }
    }
  }
  if (problems.length > 0) {
    throw new InvalidEnvironmentError(`Invalid payment provider credentials:\n${problems.join('\n')}`);
  }
  const tables = { stripe, adyen };
  return {
    of<P extends Provider>(provider: P, shopHandle: string) {
      return (tables[provider].get(shopEnvSuffix(shopHandle)) ?? null) as CredentialsByProvider[P] | null;
    },
    variablesFor: (provider, shopHandle) => variablesOf(provider, shopEnvSuffix(shopHandle)),
  };
}

/** No keys at all: every shop on the sandbox (tests, and `npm start` with a bare environment). */
export const noProviderCredentials: ProviderCredentials = parseProviderCredentials({});

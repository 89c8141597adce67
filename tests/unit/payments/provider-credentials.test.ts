import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError } from '../../../app/server/env.server';
import { createPayments, sandboxTakesNewPayments } from '../../../app/server/payments/payment-providers.server';
import { parseEnv } from '../../../app/server/env.server';
import { PaymentsUnavailableError, providerForShop } from '../../../app/server/payments/provider-call.server';
import { PAYMENTS_UNAVAILABLE_MESSAGE, PaymentProviderUnavailableError } from '../../../app/server/payments/provider';
import { parseProviderCredentials } from '../../../app/server/payments/provider-credentials.server';
import type { Database } from '../../../app/server/db.server';
import { shopConfigSchema } from '../../../schemas/shop-config';
import { demoShops } from '../../../fixtures/shops/index';
import { spawnSync } from 'node:child_process';
import pino from 'pino';

// A shop's Stripe / Adyen keys come only from the environment, named after the shop, and are checked when the
// server starts (docs/decisions/053).

const stripeKeys = {
  STRIPE_SECRET_KEY_NEON_DRIFT: 'sk_test_51Neon0123456789',
  STRIPE_PUBLISHABLE_KEY_NEON_DRIFT: 'pk_test_51Neon0123456789',
  STRIPE_WEBHOOK_SECRET_NEON_DRIFT: 'whsec_neon0123456789',
};
const adyenKeys = {
  ADYEN_API_KEY_FROSTMARK: 'AQEyhmfxK4_frostmark_api_key_0123',
  ADYEN_CLIENT_KEY_FROSTMARK: 'test_FROSTMARK0123456789',
  ADYEN_MERCHANT_ACCOUNT_FROSTMARK: 'FrostmarkECOM',
  ADYEN_HMAC_KEY_FROSTMARK: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};

function startupError(env: Record<string, string>): string {
  try {
    parseProviderCredentials(env);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    return (error as Error).message;
  }
  throw new Error('expected the server to refuse to start');
}

describe('payment provider keys at start-up', () => {
  it('with none set, starts: every shop has no Stripe or Adyen keys', () => {
    const credentials = parseProviderCredentials({ PORT: '3000' });
    expect(credentials.of('stripe', 'neon-drift')).toBeNull();
    expect(credentials.of('adyen', 'frostmark')).toBeNull();
  });

  it("reads a shop's keys by its handle (upper case, - as _), and the optional API base URLs", () => {
    const credentials = parseProviderCredentials({
      ...stripeKeys,
      ...adyenKeys,
      STRIPE_API_URL: 'http://127.0.0.1:4010',
    });
    expect(credentials.of('stripe', 'neon-drift')).toEqual({
      secretKey: stripeKeys.STRIPE_SECRET_KEY_NEON_DRIFT,
      publishableKey: stripeKeys.STRIPE_PUBLISHABLE_KEY_NEON_DRIFT,
      webhookSecret: stripeKeys.STRIPE_WEBHOOK_SECRET_NEON_DRIFT,
      mode: 'test',
      apiUrl: 'http://127.0.0.1:4010',
    });
    expect(credentials.of('adyen', 'frostmark')).toMatchObject({
      merchantAccount: 'FrostmarkECOM',
      environment: 'test',
      apiUrl: null,
    });
    // Another shop's keys are not this one's.
    expect(credentials.of('stripe', 'frostmark')).toBeNull();
  });

  it('stops on a key of the wrong form, naming the shop and the variable (never the value)', () => {
    const message = startupError({ ...stripeKeys, STRIPE_SECRET_KEY_NEON_DRIFT: 'pk_test_51Neon0123456789' });
    expect(message).toContain('STRIPE_SECRET_KEY_NEON_DRIFT');
    expect(message).toContain('shop neon-drift');
    expect(message).toContain('sk_test_');
    expect(message).not.toContain('pk_test_51Neon0123456789');
    expect(startupError({ ...adyenKeys, ADYEN_HMAC_KEY_FROSTMARK: 'not-hex' })).toContain('ADYEN_HMAC_KEY_FROSTMARK');
    expect(startupError({ ...adyenKeys, ADYEN_CLIENT_KEY_FROSTMARK: 'pub_123456789' })).toContain(
      'ADYEN_CLIENT_KEY_FROSTMARK',
    );
    expect(startupError({ STRIPE_API_URL: 'not a url' })).toContain('STRIPE_API_URL');
  });

  it("stops when a provider's keys are half set, listing what the shop needs", () => {
    const { STRIPE_WEBHOOK_SECRET_NEON_DRIFT: _left, ...partial } = stripeKeys;
    const message = startupError(partial);
    expect(message).toContain('STRIPE_WEBHOOK_SECRET_NEON_DRIFT: missing for shop neon-drift');
  });

  it('stops when a live secret key comes with a test publishable key', () => {
    const message = startupError({ ...stripeKeys, STRIPE_SECRET_KEY_NEON_DRIFT: 'sk_live_51Neon0123456789' });
    expect(message).toContain('STRIPE_PUBLISHABLE_KEY_NEON_DRIFT: Expected a live key');
  });
});

describe('the server with a wrong key', () => {
  it('stops before it opens the database, naming the shop and the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        DATA_DIR: '/nonexistent/never-opened',
        ...stripeKeys,
        STRIPE_WEBHOOK_SECRET_NEON_DRIFT: 'secret',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid payment provider credentials');
    expect(run.stderr).toContain('STRIPE_WEBHOOK_SECRET_NEON_DRIFT: Expected a Stripe webhook signing secret');
    expect(run.stderr).toContain('shop neon-drift');
  }, 60_000);
});

describe('a provider per shop', () => {
  const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;
  const base = shopConfigSchema.parse(emberfall.config);
  const shopOn = (provider: 'sandbox' | 'stripe' | 'adyen', handle = 'neon-drift') => ({
    handle,
    config: { ...base, payments: { provider } },
  });
  const payments = (env: Record<string, string> = {}, sandboxForNewPayments = true) =>
    createPayments({
      sandboxForNewPayments,
      // Building a provider opens no connection: the registry is checked without a database.
      db: {} as Database,
      clock: { now: () => new Date() },
      authSecret: 'test-auth-secret-test-auth-secret-0123',
      jobs: { kick: () => undefined },
      credentials: parseProviderCredentials(env),
    });

  it('a shop config without payment settings pays with the sandbox', () => {
    expect(base.payments).toEqual({ provider: 'sandbox' });
    expect(payments().forShop(shopOn('sandbox')).id).toBe('sandbox');
    expect(payments().browserSetup(shopOn('sandbox'))).toEqual({ provider: 'sandbox' });
  });

  it('a shop on Stripe without its keys cannot take payments: checkout answers 503, the page says so', () => {
    const service = payments();
    let refused: unknown;
    try {
      service.forShop(shopOn('stripe'));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PaymentProviderUnavailableError);
    expect((refused as PaymentProviderUnavailableError).missing).toEqual([
      'STRIPE_SECRET_KEY_NEON_DRIFT',
      'STRIPE_PUBLISHABLE_KEY_NEON_DRIFT',
      'STRIPE_WEBHOOK_SECRET_NEON_DRIFT',
    ]);
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    expect(() => providerForShop({ payments: service, logger }, shopOn('stripe'))).toThrow(PaymentsUnavailableError);
    expect(logged).toEqual([expect.objectContaining({ shop: 'neon-drift', provider: 'stripe' })]);
    // The player reads plain words; the variables' names are only in the log above.
    expect(service.browserSetup(shopOn('stripe'))).toEqual({
      provider: 'unavailable',
      message: PAYMENTS_UNAVAILABLE_MESSAGE,
    });
    expect(JSON.stringify(service.browserSetup(shopOn('stripe')))).not.toMatch(/STRIPE_|SECRET|KEY/);
    expect(service.of('stripe', 'neon-drift')).toBeNull();
  });

  it('a production server takes no new sandbox payment unless SANDBOX_PAYMENTS_IN_PRODUCTION=true, and still starts', () => {
    const production = parseEnv({ NODE_ENV: 'production' });
    expect(sandboxTakesNewPayments(production)).toBe(false);
    expect(sandboxTakesNewPayments(parseEnv({ NODE_ENV: 'production', SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' }))).toBe(
      true,
    );
    expect(sandboxTakesNewPayments(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    const service = payments(
      {
        STRIPE_SECRET_KEY_NEON_DRIFT: 'sk_live_0123456789abcdefghij',
        STRIPE_PUBLISHABLE_KEY_NEON_DRIFT: 'pk_live_0123456789abcdefghij',
        STRIPE_WEBHOOK_SECRET_NEON_DRIFT: 'whsec_0123456789abcdefghij',
      },
      sandboxTakesNewPayments(production),
    );
    expect(() => service.forShop(shopOn('sandbox'))).toThrow(PaymentProviderUnavailableError);
    expect(service.browserSetup(shopOn('sandbox'))).toEqual({
      provider: 'unavailable',
      message: PAYMENTS_UNAVAILABLE_MESSAGE,
    });
    // Payments the sandbox already holds are still finished (webhooks, reconciliation), and a Stripe shop pays.
    expect(service.sandbox()?.id).toBe('sandbox');
    expect(service.forShop(shopOn('stripe')).id).toBe('stripe');
  });

  it('gives the browser only the publishable or client key, never a secret', () => {
    const service = payments({ ...stripeKeys, ...adyenKeys });
    const stripe = service.browserSetup(shopOn('stripe'));
    expect(stripe).toEqual({ provider: 'stripe', publishableKey: stripeKeys.STRIPE_PUBLISHABLE_KEY_NEON_DRIFT });
    const adyen = service.browserSetup(shopOn('adyen', 'frostmark'));
    expect(adyen).toEqual({ provider: 'adyen', clientKey: adyenKeys.ADYEN_CLIENT_KEY_FROSTMARK, environment: 'test' });
    const shown = JSON.stringify([stripe, adyen]);
    for (const secret of [
      stripeKeys.STRIPE_SECRET_KEY_NEON_DRIFT,
      stripeKeys.STRIPE_WEBHOOK_SECRET_NEON_DRIFT,
      adyenKeys.ADYEN_API_KEY_FROSTMARK,
      adyenKeys.ADYEN_HMAC_KEY_FROSTMARK,
    ]) {
      expect(shown).not.toContain(secret);
    }
  });

  it('a stored payment finds its provider by id and shop; an unknown id has none', () => {
    const service = payments({ ...stripeKeys });
    expect(service.of('sandbox', 'emberfall')?.id).toBe('sandbox');
    expect(service.of('bitcoin', 'emberfall')).toBeNull();
    expect(service.isTestMode('sandbox', 'emberfall')).toBe(true);
  });
});

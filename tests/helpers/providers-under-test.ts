import { eq } from 'drizzle-orm';
import { sandboxPayments } from '../../db/schema';
import { demoShops } from '../../fixtures/shops/index';
import type { Database } from '../../app/server/db.server';
import type { ShopSeed } from '../../app/server/seed.server';
import type { PaymentProviderId } from '../../schemas/payment-settings';
import { shopEnvSuffix } from '../../app/server/payments/provider-credentials.server';
import { FakeStripe } from './fake-stripe/fake-stripe';
import { startFakeAdyen, type FakeAdyen } from './fake-adyen/fake-adyen';

// The payment providers the checkout and race tests run against, each through the registry exactly as a shop
// configured for it would use it: the sandbox in our database, Stripe and Adyen through their official SDKs against
// the local fakes. A new provider joins every parameterised test with one entry here (docs/decisions/053).

export interface ProviderUnderTest {
  id: PaymentProviderId;
  /** Starts what the provider needs and answers the environment the server reads for this shop (its keys, API URL). */
  start(shopHandle: string): Promise<Record<string, string>>;
  stop(): Promise<void>;
  /** A payment method that is charged at once, as the provider's browser component would send it. */
  paysAtOnce(): Record<string, unknown>;
  /** Whether the provider holds money for our payment id (read from its own books, never through the adapter). */
  charged(paymentId: string, db: Database): Promise<boolean>;
  /**
   * What the adapter's `findPayment` does with a charge whose answer we lost: the sandbox and Stripe find it by our
   * id and we settle it; Adyen cannot look a payment up by our reference, so its adapter reverses the authorisation.
   */
  afterLostAnswer: 'settled' | 'reversed';
}

const sandbox: ProviderUnderTest = {
  id: 'sandbox',
  start: async () => ({}),
  stop: async () => undefined,
  paysAtOnce: () => ({ type: 'scheme', scenario: 'card_success' }),
  async charged(paymentId, db) {
    const [row] = await db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, paymentId));
    return row?.status === 'succeeded';
  },
  afterLostAnswer: 'settled',
};

function stripe(): ProviderUnderTest {
  const fake = new FakeStripe();
  return {
    id: 'stripe',
    async start(shopHandle) {
      const apiUrl = await fake.start();
      const shop = shopEnvSuffix(shopHandle);
      return {
        [`STRIPE_SECRET_KEY_${shop}`]: fake.secretKey,
        [`STRIPE_PUBLISHABLE_KEY_${shop}`]: 'pk_test_fakestripe0000000000',
        [`STRIPE_WEBHOOK_SECRET_${shop}`]: fake.webhookSecret,
        STRIPE_API_URL: apiUrl,
      };
    },
    stop: () => fake.stop(),
    paysAtOnce: () => ({ type: 'scheme', providerData: { paymentMethodId: 'pm_card_visa' } }),
    charged: async (paymentId) =>
      [...fake.paymentIntents.values()].some(
        (intent) =>
          (intent.metadata as Record<string, unknown> | undefined)?.paymentId === paymentId &&
          intent.status === 'succeeded',
      ),
    afterLostAnswer: 'settled',
  };
}

function adyen(): ProviderUnderTest {
  const credentials = {
    apiKey: 'AQE1hmfxKo3NaxZDw0m/n3Q5qf3VaY9UCJ14XWZE03G2k',
    merchantAccount: 'GamefrontECOM',
    hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  };
  let fake: FakeAdyen | undefined;
  return {
    id: 'adyen',
    async start(shopHandle) {
      fake = await startFakeAdyen(credentials);
      const shop = shopEnvSuffix(shopHandle);
      return {
        [`ADYEN_API_KEY_${shop}`]: credentials.apiKey,
        [`ADYEN_CLIENT_KEY_${shop}`]: 'test_FAKEADYEN0123456789',
        [`ADYEN_MERCHANT_ACCOUNT_${shop}`]: credentials.merchantAccount,
        [`ADYEN_HMAC_KEY_${shop}`]: credentials.hmacKey,
        ADYEN_API_URL: fake.url,
      };
    },
    stop: async () => {
      await fake?.close();
    },
    paysAtOnce: () => ({
      type: 'scheme',
      providerData: {
        type: 'scheme',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
        holderName: 'Checkout Shopper',
      },
    }),
    charged: async (paymentId) => fake?.paymentOf(paymentId)?.status === 'authorised',
    afterLostAnswer: 'reversed',
  };
}

/** Every provider, fresh for one test file (each fake keeps its own state). */
export function providersUnderTest(): ProviderUnderTest[] {
  return [sandbox, stripe(), adyen()];
}

/** A demo shop switched to the provider: the same catalogue and cards, paying with `provider`. */
export function shopPayingWith(provider: PaymentProviderId, handle = 'emberfall'): ShopSeed {
  const shop = demoShops.find((candidate) => candidate.handle === handle)!;
  return { ...shop, config: { ...shop.config, payments: { provider } } };
}

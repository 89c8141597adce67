import { z } from 'zod';

// Which payment provider a shop takes money with (issue 15, docs/decisions/053). The keys are never in the config:
// they come from the server's environment, named after the shop (app/server/payments/provider-credentials.server.ts).

export const paymentProviderIds = ['sandbox', 'stripe', 'adyen'] as const;
export const PaymentProviderId = z.enum(paymentProviderIds, {
  error: `Expected a payment provider: ${paymentProviderIds.join(', ')}`,
});
export type PaymentProviderId = z.infer<typeof PaymentProviderId>;

export const paymentSettingsSchema = z.strictObject({
  /**
   * sandbox: the built-in test provider, no keys, no real money. stripe / adyen: real payments, with the shop's keys
   * set on the server (STRIPE_SECRET_KEY_<SHOP>, ... / ADYEN_API_KEY_<SHOP>, ...); without them checkout answers
   * that payments are not set up.
   */
  provider: PaymentProviderId.default('sandbox'),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const defaultPaymentSettings: PaymentSettings = { provider: 'sandbox' };

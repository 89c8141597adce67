import { z } from 'zod';
import { CardBrand, PaymentUiElement, WalletType } from './enums';

// Saved payment methods (spec section 7, User: all_payment_methods, payment_method/{id}; issue 15, decision 056).
// What the provider keeps for a player, as we show it: never a card number.

export const savedPaymentMethodSchema = z.object({
  /** The provider's id for it: what DELETE payment_method/{id} and checkout's `method.storedMethodId` take. */
  id: z.string(),
  type: PaymentUiElement,
  brand: CardBrand.nullable(),
  last4: z.string().nullable(),
  expiryMonth: z.number().int().min(1).max(12).nullable(),
  expiryYear: z.number().int().nullable(),
  walletType: WalletType.nullable(),
  /** Its expiry month is over, by the shop's clock: it cannot pay any more. */
  expired: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

export const savedPaymentMethodsSchema = z.object({ methods: z.array(savedPaymentMethodSchema) });

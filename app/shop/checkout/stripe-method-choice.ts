import type { PaymentMethod } from '@stripe/stripe-js';
import type { WalletType } from '../../../schemas/enums';
import type { PaymentMethodChoice } from '~/shop/checkout/checkout-queries';

// What the browser sends our create_payment_intent call for a PaymentMethod Stripe.js made: its id (the server
// confirms with it) and the spec's payment UI element and wallet type, for our records and receipts.

const cardWallets: Record<string, WalletType> = {
  amex_express_checkout: 'amex express checkout',
  link: 'link',
  masterpass: 'masterpass',
  samsung_pay: 'samsung pay',
  visa_checkout: 'visa checkout',
};

export function methodChoiceOf(method: Pick<PaymentMethod, 'id' | 'type' | 'card'>): PaymentMethodChoice {
  const providerData = { paymentMethodId: method.id };
  const wallet = method.card?.wallet?.type;
  if (method.type === 'card') {
    if (wallet === 'apple_pay') return { type: 'apple pay', providerData };
    if (wallet === 'google_pay') return { type: 'google pay', providerData };
    const walletType = wallet ? cardWallets[wallet] : undefined;
    return { type: 'scheme', ...(walletType ? { walletType } : {}), providerData };
  }
  if (method.type === 'link') return { type: 'scheme', walletType: 'link', providerData };
  if (method.type === 'paypal' || method.type === 'klarna') return { type: method.type, providerData };
  return { type: 'unknown', providerData };
}

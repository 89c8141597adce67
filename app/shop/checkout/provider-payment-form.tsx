import { lazy, Suspense, useState } from 'react';
import type { PaymentBrowserSetup } from '~/server/payments/provider';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './stripe-payment.css';
import type { PayOptions, PaymentMethodChoice } from '~/shop/checkout/checkout-queries';
import { PaymentMethods } from '~/shop/checkout/payment-methods';

// The payment form of the shop's provider (the checkout loader's `payment`). Stripe's form is a chunk of its own,
// loaded only on a Stripe shop's checkout, so no other page carries it nor Stripe.js.

const StripePayment = lazy(() => import('~/shop/checkout/stripe-payment'));
const AdyenDropIn = lazy(() => import('~/shop/checkout/adyen-drop-in'));
const Loading = styled('div', styles.loading);
const Problem = styled('p', styles.problem);

export interface ProviderPaymentFormProps {
  setup: PaymentBrowserSetup;
  /** The amount in minor units and its currency, and the same formatted for the button. */
  amount: number;
  currency: string;
  total: string;
  busy: boolean;
  onPay: (method: PaymentMethodChoice, options?: PayOptions) => void;
}

/** The provider's form while its chunk loads: the wallet row and the form's own height. */
function FormLoading({ formHeight }: { formHeight: string }) {
  return (
    <Loading role="status" aria-label="Loading the payment form">
      <Skeleton height="3rem" radius="input" />
      <Skeleton height={formHeight} radius="input" />
    </Loading>
  );
}

/** Whether the provider moves no real money: the sandbox, or a provider's test keys. */
export function isTestSetup(setup: PaymentBrowserSetup): boolean {
  if (setup.provider === 'stripe') return setup.publishableKey.startsWith('pk_test_');
  if (setup.provider === 'adyen') return setup.environment === 'test';
  return setup.provider === 'sandbox';
}

/** Cards only: a wallet (Apple Pay, Google Pay) or a redirect method is never kept. */
const SAVABLE: ReadonlySet<PaymentMethodChoice['type']> = new Set(['scheme']);

export function ProviderPaymentForm({ setup, amount, currency, total, busy, onPay: pay }: ProviderPaymentFormProps) {
  // The player's explicit consent to keep the card at Stripe or Adyen (the sandbox's form asks its own).
  const [save, setSave] = useState(false);
  const onPay = (method: PaymentMethodChoice, options?: PayOptions) => {
    if (save && SAVABLE.has(method.type)) pay(method, { ...options, saveMethod: true });
    else if (options) pay(method, options);
    else pay(method);
  };
  const saveChoice = (
    <Checkbox
      label="Save this card for next time"
      helperText="Pay in one step next time. You can remove it from your account at any time."
      checked={save}
      onCheckedChange={(checked) => setSave(checked === true)}
    />
  );
  switch (setup.provider) {
    case 'stripe':
      // Stripe's Elements take no zero amount; a free order is never sent to the provider anyway.
      if (amount === 0) {
        return (
          <Button size="large" fullWidth loading={busy} onClick={() => onPay({ type: 'scheme' })}>
            Get it for free
          </Button>
        );
      }
      return (
        <Suspense fallback={<FormLoading formHeight="10rem" />}>
          <StripePayment
            publishableKey={setup.publishableKey}
            amount={amount}
            currency={currency}
            payLabel={`Pay ${total}`}
            busy={busy}
            onPay={onPay}
          />
          {saveChoice}
        </Suspense>
      );
    case 'adyen':
      return (
        <Suspense fallback={<FormLoading formHeight="3rem" />}>
          <AdyenDropIn
            clientKey={setup.clientKey}
            environment={setup.environment}
            amount={amount}
            currency={currency}
            busy={busy}
            onPay={onPay}
          />
          {saveChoice}
        </Suspense>
      );
    case 'unavailable':
      return <Problem role="alert">{setup.message}</Problem>;
    default:
      return <PaymentMethods total={total} busy={busy} onPay={pay} />;
  }
}

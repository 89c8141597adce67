import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, PaymentMethod, Stripe, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PaymentProviderError } from '~/lib/errors';
import { reportBrowserError } from '~/lib/report-browser-error';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './stripe-payment.css';
import type { PaymentMethodChoice } from '~/shop/checkout/checkout-queries';
import { stripeAppearance, themeReaderOf } from '~/shop/checkout/stripe-appearance';
import { methodChoiceOf } from '~/shop/checkout/stripe-method-choice';

// A Stripe shop's payment form: Stripe's Express Checkout Element (Apple Pay, Google Pay, Link, PayPal) above its
// Payment Element (cards, Klarna...). Stripe.js makes a PaymentMethod in the browser; only its id goes to our
// create_payment_intent call, where the server confirms it (docs/decisions/054-stripe.md). This module is loaded
// lazily, and Stripe.js only when it mounts, so no other page carries either.

const Frame = styled('div', styles.frame);
const Form = styled('form', styles.form);
const Loading = styled('div', styles.loading);
const Divider = styled('p', styles.divider);
const Problem = styled('p', styles.problem);

/** Loads Stripe.js for a publishable key; tests pass a stand-in. */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

const loaded = new Map<string, Promise<Stripe | null>>();
const loadStripeOnce: StripeLoader = (publishableKey) => {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
};

const LOAD_FAILED = 'The payment form could not load. Check your connection, then reload the page.';

/** Stripe's own message for what the player typed (an incomplete number...); other failures are reported. */
function messageOf(error: StripeError): string {
  if (error.type !== 'validation_error') reportBrowserError(PaymentProviderError.fromUnknown(error) ?? error);
  return error.message ?? 'The payment details could not be read. Check them and try again.';
}

export interface StripePaymentProps {
  publishableKey: string;
  /** The amount to pay, in minor units, and its currency: the Payment Element shows the methods that fit them. */
  amount: number;
  currency: string;
  payLabel: string;
  busy: boolean;
  onPay: (method: PaymentMethodChoice) => void;
  loadStripeJs?: StripeLoader;
}

export default function StripePayment({ loadStripeJs = loadStripeOnce, ...props }: StripePaymentProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const [appearance, setAppearance] = useState<Appearance | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (frame.current) setAppearance(stripeAppearance(themeReaderOf(frame.current)));
    const promise = loadStripeJs(props.publishableKey);
    promise.then(
      (loadedStripe) => setFailed(loadedStripe === null),
      (error: unknown) => {
        reportBrowserError(error, { level: 'warning' });
        setFailed(true);
      },
    );
    setStripe(promise);
  }, [loadStripeJs, props.publishableKey]);
  return (
    <Frame ref={frame}>
      {failed ? (
        <Problem role="alert">{LOAD_FAILED}</Problem>
      ) : stripe && appearance ? (
        <Elements
          stripe={stripe}
          options={{
            mode: 'payment',
            amount: props.amount,
            currency: props.currency.toLowerCase(),
            paymentMethodCreation: 'manual',
            appearance,
          }}
        >
          <StripeForm {...props} />
        </Elements>
      ) : (
        <StripeLoading />
      )}
    </Frame>
  );
}

function StripeLoading() {
  return (
    <Loading role="status" aria-label="Loading the payment form">
      <Skeleton height="3rem" radius="input" />
      <Skeleton height="10rem" radius="input" />
      <Skeleton height="3rem" radius="input" />
    </Loading>
  );
}

function StripeForm({ payLabel, busy, onPay }: Pick<StripePaymentProps, 'payLabel' | 'busy' | 'onPay'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Checks the fields, then has Stripe.js make the PaymentMethod: null (and a message) when it could not. */
  const createMethod = async (): Promise<PaymentMethod | null> => {
    if (!stripe || !elements) return null;
    setProblem(null);
    const submitted = await elements.submit();
    if (submitted.error) {
      setProblem(messageOf(submitted.error));
      return null;
    }
    const created = await stripe.createPaymentMethod({ elements });
    if (created.error) {
      setProblem(messageOf(created.error));
      return null;
    }
    return created.paymentMethod;
  };

  const pay = async () => {
    setWorking(true);
    try {
      const method = await createMethod();
      if (method) onPay(methodChoiceOf(method));
    } finally {
      setWorking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };

  return (
    <Form onSubmit={submit} aria-label="Payment details" aria-busy={!ready}>
      <ExpressCheckoutElement onConfirm={() => void pay()} />
      <Divider>or pay another way</Divider>
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => {
          reportBrowserError(PaymentProviderError.fromUnknown(event.error) ?? event.error, { level: 'warning' });
          setProblem(LOAD_FAILED);
        }}
      />
      {!ready && !problem ? <StripeLoading /> : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Button
        type="submit"
        size="large"
        fullWidth
        loading={busy || working}
        disabled={!stripe || !ready}
        leading={<Icon name="lock" />}
      >
        {payLabel}
      </Button>
    </Form>
  );
}

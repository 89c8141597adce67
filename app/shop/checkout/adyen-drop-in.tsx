import { useEffect, useRef, useState } from 'react';
import type { PaymentUiElement } from '../../../schemas/enums';
import { reportBrowserError } from '~/lib/report-browser-error';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './adyen-drop-in.css';
import type { PaymentMethodChoice } from '~/shop/checkout/checkout-queries';

// An Adyen shop's payment form: Adyen's Drop-in (cards in Adyen's secured fields, PayPal, Klarna). The Drop-in's
// `paymentMethod` (encrypted card fields, never a card number) goes to our create_payment_intent call as
// `providerData`; the server calls Adyen and answers an action (3-D Secure, PayPal or Klarna by redirect) that the
// checkout follows like the sandbox's (docs/decisions/055-adyen.md). This module is a lazy chunk and adyen-web is
// imported only when it mounts, so no other page carries either.

const Frame = styled('div', styles.frame);
const Loading = styled('div', styles.loading);
const Problem = styled('p', styles.problem);

/** What the Drop-in hands to onSubmit: its `data.paymentMethod` is what Adyen's /payments takes. */
export interface AdyenSubmitState {
  isValid?: boolean;
  data: { paymentMethod?: Record<string, unknown> & { type?: string } };
}

interface DropinInstance {
  mount(target: HTMLElement): unknown;
  unmount(): void;
  setStatus(status: 'ready' | 'loading' | 'error', props?: { message?: string }): unknown;
}

interface AdyenCheckoutConfig {
  clientKey: string;
  environment: 'test' | 'live';
  locale: string;
  countryCode: string;
  amount: { value: number; currency: string };
  paymentMethodsResponse: { paymentMethods: Array<Record<string, unknown>> };
  onSubmit(state: AdyenSubmitState, component: unknown, actions: unknown): void;
  onError(error: { name?: string; message?: string }): void;
}

/** The part of @adyen/adyen-web this form uses; tests pass a stand-in of the same shape. */
export interface AdyenWeb {
  AdyenCheckout(config: AdyenCheckoutConfig): Promise<unknown>;
  Dropin: new (
    checkout: unknown,
    options: { paymentMethodComponents: unknown[]; showStoredPaymentMethods: boolean; onReady(): void },
  ) => DropinInstance;
  Card: unknown;
  PayPal: unknown;
  Klarna: unknown;
}

export type AdyenWebLoader = () => Promise<AdyenWeb>;

const loadAdyenWeb: AdyenWebLoader = async () => {
  const [web] = await Promise.all([import('@adyen/adyen-web'), import('@adyen/adyen-web/styles/adyen.css')]);
  return web as unknown as AdyenWeb;
};

/**
 * The methods the Drop-in offers: cards, PayPal and Klarna, as Adyen's /paymentMethods lists them for a game shop.
 */
export const adyenPaymentMethods = [
  { name: 'Card', type: 'scheme', brands: ['visa', 'mc', 'amex'] },
  { name: 'PayPal', type: 'paypal' },
  { name: 'Klarna', type: 'klarna_paynow' },
];

/** Adyen's method type as the spec's payment UI element. */
export function paymentElementOf(type: string | undefined): PaymentUiElement {
  if (type === 'scheme' || type === 'paypal') return type;
  if (type?.startsWith('klarna')) return 'klarna';
  if (type === 'googlepay' || type === 'paywithgoogle') return 'google pay';
  if (type === 'applepay') return 'apple pay';
  return 'unknown';
}

/** Adyen wants the shopper's country (it picks the methods, Klarna's among them): the browser's region, else US. */
function shopperCountry(): string {
  try {
    return new Intl.Locale(navigator.language).maximize().region ?? 'US';
  } catch {
    return 'US';
  }
}

const LOAD_FAILED = 'The payment form could not load. Check your connection, then reload the page.';

export interface AdyenDropInProps {
  clientKey: string;
  environment: 'test' | 'live';
  /** The amount in minor units and its currency: the Drop-in's pay button says it. */
  amount: number;
  currency: string;
  busy: boolean;
  onPay: (method: PaymentMethodChoice) => void;
  loadWeb?: AdyenWebLoader;
}

export default function AdyenDropIn({
  clientKey,
  environment,
  amount,
  currency,
  busy,
  onPay,
  loadWeb = loadAdyenWeb,
}: AdyenDropInProps) {
  const target = useRef<HTMLDivElement>(null);
  const dropin = useRef<DropinInstance | null>(null);
  const pay = useRef(onPay);
  pay.current = onPay;
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setReady(false);
    setProblem(null);
    (async () => {
      const web = await loadWeb();
      const checkout = await web.AdyenCheckout({
        clientKey,
        environment,
        locale: 'en-US',
        countryCode: shopperCountry(),
        amount: { value: amount, currency },
        paymentMethodsResponse: { paymentMethods: adyenPaymentMethods },
        onSubmit(state) {
          const method = state.data.paymentMethod;
          if (!method || state.isValid === false) return;
          pay.current({ type: paymentElementOf(method.type), providerData: { ...method } });
        },
        onError(error) {
          // The shopper closing PayPal's window is no failure; anything else is reported and said.
          if (error.name === 'CANCEL') return;
          reportBrowserError(error, { level: 'warning' });
          setProblem(error.message ?? LOAD_FAILED);
        },
      });
      if (cancelled || !target.current) return;
      const instance = new web.Dropin(checkout, {
        paymentMethodComponents: [web.Card, web.PayPal, web.Klarna],
        showStoredPaymentMethods: false,
        onReady: () => setReady(true),
      });
      instance.mount(target.current);
      dropin.current = instance;
    })().catch((error: unknown) => {
      reportBrowserError(error, { level: 'warning' });
      if (!cancelled) setProblem(LOAD_FAILED);
    });
    return () => {
      cancelled = true;
      dropin.current?.unmount();
      dropin.current = null;
    };
  }, [loadWeb, clientKey, environment, amount, currency]);

  // Our call answered (a refusal to show, or an action the checkout follows): the Drop-in takes input again.
  useEffect(() => {
    if (!busy) dropin.current?.setStatus('ready');
  }, [busy]);

  return (
    <Frame aria-busy={!ready || busy} data-state={problem ? 'error' : ready ? 'ready' : 'loading'}>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      {!ready && !problem ? (
        <Loading role="status" aria-label="Loading the payment form">
          <Skeleton height="3rem" radius="input" />
          <Skeleton height="3rem" radius="input" />
          <Skeleton height="3rem" radius="input" />
        </Loading>
      ) : null}
      <div ref={target} aria-label="Payment details" role="group" />
    </Frame>
  );
}

import type { PaymentMethod, Stripe, StripeError } from '@stripe/stripe-js';

// A local stand-in for Stripe.js (which loads only from Stripe's servers): enough of `Stripe` and its Elements for
// @stripe/react-stripe-js to mount the Payment and Express Checkout Elements, as plain boxes that say they are ready.
// Tests decide what submitting and creating a PaymentMethod answer, and trigger the Express Checkout's confirm.

type Handler = (event: unknown) => void;

export interface StandInElement {
  type: string;
  options: unknown;
  node: HTMLElement | null;
  emit(event: string, payload?: unknown): void;
}

export interface StripeStandIn {
  stripe: Stripe;
  /** The options our code gave `stripe.elements()`. */
  elementsOptions: unknown[];
  mounted: StandInElement[];
  /** What `elements.submit()` answers next (validation of the fields). */
  submitError: StripeError | null;
  /** What `stripe.createPaymentMethod()` answers next. */
  createResult: { paymentMethod: PaymentMethod } | { error: StripeError };
}

export function standInPaymentMethod(id: string, fields: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, wallet: null },
    billing_details: { address: null, email: null, name: null, phone: null },
    created: 0,
    customer: null,
    livemode: false,
    metadata: {},
    ...fields,
  } as PaymentMethod;
}

export function stripeJsStandIn(): StripeStandIn {
  const standIn: Omit<StripeStandIn, 'stripe'> = {
    elementsOptions: [],
    mounted: [],
    submitError: null,
    createResult: { paymentMethod: standInPaymentMethod('pm_card_visa') },
  };
  const elements = {
    create(type: string, options: unknown) {
      const handlers = new Map<string, Set<Handler>>();
      const element: StandInElement & Record<string, unknown> = {
        type,
        options,
        node: null,
        emit(event, payload = {}) {
          for (const handler of handlers.get(event) ?? []) handler(payload);
        },
        mount(node: HTMLElement) {
          element.node = node;
          node.setAttribute('data-stripe-element', type);
          standIn.mounted.push(element);
          setTimeout(() => element.emit('ready', { elementType: type }), 0);
        },
        on(event: string, handler: Handler) {
          handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
          return element;
        },
        off(event: string, handler: Handler) {
          handlers.get(event)?.delete(handler);
          return element;
        },
        update: () => undefined,
        unmount: () => undefined,
        destroy: () => undefined,
      };
      return element;
    },
    getElement: () => null,
    update: () => undefined,
    fetchUpdates: async () => ({}),
    submit: async () => (standIn.submitError ? { error: standIn.submitError } : {}),
  };
  const stripe = {
    elements(options: unknown) {
      standIn.elementsOptions.push(options);
      return elements;
    },
    createToken: async () => ({}),
    confirmCardPayment: async () => ({}),
    createPaymentMethod: async () => standIn.createResult,
    registerAppInfo: () => undefined,
    _registerWrapper: () => undefined,
  } as unknown as Stripe;
  return Object.assign(standIn, { stripe }) as StripeStandIn;
}

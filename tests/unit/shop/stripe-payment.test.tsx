// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import StripePayment from '../../../app/shop/checkout/stripe-payment';
import { methodChoiceOf } from '../../../app/shop/checkout/stripe-method-choice';
import { stripeAppearance } from '../../../app/shop/checkout/stripe-appearance';
import { isTestSetup, ProviderPaymentForm } from '../../../app/shop/checkout/provider-payment-form';
import { standInPaymentMethod, stripeJsStandIn } from '../../helpers/fake-stripe/stripe-js-stand-in';

// Our code around Stripe's Payment and Express Checkout Elements, with Stripe.js replaced by a local stand-in.

function renderPayment(loader: () => Promise<unknown>, busy = false) {
  const onPay = vi.fn();
  render(
    <StripePayment
      publishableKey="pk_test_standin000000"
      amount={1299}
      currency="EUR"
      payLabel="Pay €12.99"
      busy={busy}
      onPay={onPay}
      loadStripeJs={loader as never}
    />,
  );
  return onPay;
}

describe('given a Stripe shop’s checkout', () => {
  it('shows a loading state, then pays with the PaymentMethod Stripe.js made: only its id leaves the page', async () => {
    const standIn = stripeJsStandIn();
    const loader = vi.fn(async () => standIn.stripe);
    const onPay = renderPayment(loader);
    expect(screen.getAllByRole('status', { name: 'Loading the payment form' }).length).toBeGreaterThan(0);
    const pay = await screen.findByRole('button', { name: /Pay €12\.99/ });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(loader).toHaveBeenCalledWith('pk_test_standin000000');
    expect(standIn.elementsOptions[0]).toMatchObject({
      mode: 'payment',
      amount: 1299,
      currency: 'eur',
      paymentMethodCreation: 'manual',
      appearance: { theme: 'night' },
    });
    expect(standIn.mounted.map((element) => element.type).sort()).toEqual(['expressCheckout', 'payment']);
    await userEvent.click(pay);
    expect(onPay).toHaveBeenCalledWith({ type: 'scheme', providerData: { paymentMethodId: 'pm_card_visa' } });
  });

  it('says what is wrong with the details and sends nothing', async () => {
    const standIn = stripeJsStandIn();
    standIn.submitError = {
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    };
    const onPay = renderPayment(async () => standIn.stripe);
    const pay = await screen.findByRole('button', { name: /Pay €12\.99/ });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('pays with a wallet from the Express Checkout Element (Apple Pay)', async () => {
    const standIn = stripeJsStandIn();
    standIn.createResult = {
      paymentMethod: standInPaymentMethod('pm_apple', {
        card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030, wallet: { type: 'apple_pay' } },
      } as never),
    };
    const onPay = renderPayment(async () => standIn.stripe);
    await screen.findByRole('button', { name: /Pay €12\.99/ });
    await waitFor(() => expect(standIn.mounted).toHaveLength(2));
    standIn.mounted
      .find((element) => element.type === 'expressCheckout')!
      .emit('confirm', { expressPaymentType: 'apple_pay' });
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({ type: 'apple pay', providerData: { paymentMethodId: 'pm_apple' } }),
    );
  });

  it('says the form could not load when Stripe.js is unreachable', async () => {
    renderPayment(async () => null);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment form could not load');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});

describe('given a PaymentMethod from Stripe.js', () => {
  it('names the spec’s payment UI element and wallet type', () => {
    const card = (wallet: string | null) =>
      standInPaymentMethod('pm_x', {
        card: { brand: 'visa', last4: '1', exp_month: 1, exp_year: 2030, wallet: wallet ? { type: wallet } : null },
      } as never);
    const providerData = { paymentMethodId: 'pm_x' };
    expect(methodChoiceOf(card('google_pay'))).toEqual({ type: 'google pay', providerData });
    expect(methodChoiceOf(card('samsung_pay'))).toEqual({ type: 'scheme', walletType: 'samsung pay', providerData });
    expect(methodChoiceOf(standInPaymentMethod('pm_x', { type: 'link' }))).toEqual({
      type: 'scheme',
      walletType: 'link',
      providerData,
    });
    expect(methodChoiceOf(standInPaymentMethod('pm_x', { type: 'paypal' }))).toEqual({ type: 'paypal', providerData });
    expect(methodChoiceOf(standInPaymentMethod('pm_x', { type: 'klarna' }))).toEqual({ type: 'klarna', providerData });
    expect(methodChoiceOf(standInPaymentMethod('pm_x', { type: 'sepa_debit' }))).toEqual({
      type: 'unknown',
      providerData,
    });
  });

  it('hands Stripe the shop’s theme colours, read from the page', () => {
    const theme: Record<string, string> = { '--gf-primary': 'rgb(255, 0, 128)', '--gf-paper': 'rgb(20, 20, 30)' };
    const appearance = stripeAppearance((name) => theme[name] ?? '');
    expect(appearance.variables).toEqual({ colorPrimary: 'rgb(255, 0, 128)', colorBackground: 'rgb(20, 20, 30)' });
    expect(appearance.rules).toEqual({
      '.Input:focus': { borderColor: 'rgb(255, 0, 128)' },
      '.Tab--selected': { borderColor: 'rgb(255, 0, 128)' },
    });
  });
});

describe('given the shop’s payment setup', () => {
  const form = { amount: 1299, currency: 'EUR', total: '€12.99', busy: false };

  it('says why payments are unavailable instead of a form', () => {
    render(
      <ProviderPaymentForm
        {...form}
        setup={{
          provider: 'unavailable',
          message: 'This shop cannot take payments right now. Please try again later.',
        }}
        onPay={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This shop cannot take payments right now. Please try again later.',
    );
  });

  it('takes a free order without loading Stripe', async () => {
    const onPay = vi.fn();
    render(
      <ProviderPaymentForm
        {...form}
        amount={0}
        setup={{ provider: 'stripe', publishableKey: 'pk_test_x' }}
        onPay={onPay}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get it for free' }));
    expect(onPay).toHaveBeenCalledWith({ type: 'scheme' });
  });

  it('shows test mode only for the sandbox and test keys', () => {
    expect(isTestSetup({ provider: 'sandbox' })).toBe(true);
    expect(isTestSetup({ provider: 'stripe', publishableKey: 'pk_test_abc' })).toBe(true);
    expect(isTestSetup({ provider: 'stripe', publishableKey: 'pk_live_abc' })).toBe(false);
    expect(isTestSetup({ provider: 'unavailable', message: 'x' })).toBe(false);
  });
});

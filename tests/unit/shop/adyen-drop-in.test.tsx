// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AdyenDropIn, { paymentElementOf } from '../../../app/shop/checkout/adyen-drop-in';
import { adyenWebStandIn, standInCardData } from '../../helpers/fake-adyen/adyen-web-stand-in';

// Our code around Adyen's Drop-in, with @adyen/adyen-web replaced by a local stand-in.

function renderDropIn(loadWeb: () => Promise<unknown>, busy = false) {
  const onPay = vi.fn();
  const view = render(
    <AdyenDropIn
      clientKey="test_STANDINCLIENTKEY"
      environment="test"
      amount={1299}
      currency="EUR"
      busy={busy}
      onPay={onPay}
      loadWeb={loadWeb as never}
    />,
  );
  return { onPay, view };
}

describe('given an Adyen shop’s checkout', () => {
  it('shows a loading state, then the Drop-in configured with the shop’s client key, amount and methods', async () => {
    const standIn = adyenWebStandIn();
    renderDropIn(async () => standIn.web);
    expect(screen.getByRole('status', { name: 'Loading the payment form' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Stand-in Drop-in: pay' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(standIn.configs[0]).toMatchObject({
      clientKey: 'test_STANDINCLIENTKEY',
      environment: 'test',
      countryCode: expect.stringMatching(/^[A-Z]{2}$/),
      amount: { value: 1299, currency: 'EUR' },
      paymentMethodsResponse: {
        paymentMethods: expect.arrayContaining([expect.objectContaining({ type: 'scheme' })]),
      },
    });
  });

  it('pays with what the Drop-in submits: its encrypted fields as provider data, never a card number', async () => {
    const standIn = adyenWebStandIn();
    const { onPay } = renderDropIn(async () => standIn.web);
    await userEvent.click(await screen.findByRole('button', { name: 'Stand-in Drop-in: pay' }));
    expect(onPay).toHaveBeenCalledWith({ type: 'scheme', providerData: standInCardData });
  });

  it('an invalid form sends nothing', async () => {
    const standIn = adyenWebStandIn();
    standIn.submitted = { isValid: false, data: { paymentMethod: { type: 'scheme' } } };
    const { onPay } = renderDropIn(async () => standIn.web);
    await userEvent.click(await screen.findByRole('button', { name: 'Stand-in Drop-in: pay' }));
    expect(onPay).not.toHaveBeenCalled();
  });

  it('says so when Adyen’s script cannot load', async () => {
    renderDropIn(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment form could not load.');
  });

  it('takes input again once our call has answered, and unmounts with the page', async () => {
    const standIn = adyenWebStandIn();
    const loadWeb = async () => standIn.web;
    const { view } = renderDropIn(loadWeb, true);
    await screen.findByRole('button', { name: 'Stand-in Drop-in: pay' });
    view.rerender(
      <AdyenDropIn
        clientKey="test_STANDINCLIENTKEY"
        environment="test"
        amount={1299}
        currency="EUR"
        busy={false}
        onPay={vi.fn()}
        loadWeb={loadWeb as never}
      />,
    );
    await waitFor(() => expect(standIn.statuses).toContain('ready'));
    view.unmount();
    expect(standIn.unmounted).toBeGreaterThan(0);
  });

  it('names Adyen’s methods as the spec’s payment elements', () => {
    expect(['scheme', 'paypal', 'klarna_paynow', 'googlepay', 'applepay', 'twint'].map(paymentElementOf)).toEqual([
      'scheme',
      'paypal',
      'klarna',
      'google pay',
      'apple pay',
      'unknown',
    ]);
  });
});

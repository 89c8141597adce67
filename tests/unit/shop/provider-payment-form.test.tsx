// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProviderPaymentForm } from '../../../app/shop/checkout/provider-payment-form';
import { adyenWebStandIn, standInCardData } from '../../helpers/fake-adyen/adyen-web-stand-in';

// Saving a card at Stripe or Adyen needs the player's explicit consent, asked beside the provider's own form. Adyen's
// script is replaced by the local stand-in (its card fields are iframes from Adyen's servers, which never load here).

const standIn = adyenWebStandIn();
vi.mock('@adyen/adyen-web', () => standIn.web);
vi.mock('@adyen/adyen-web/styles/adyen.css', () => ({}));

function renderAdyenForm() {
  const onPay = vi.fn();
  render(
    <ProviderPaymentForm
      setup={{ provider: 'adyen', clientKey: 'test_STANDINCLIENTKEY', environment: 'test' }}
      amount={1299}
      currency="EUR"
      total="€12.99"
      busy={false}
      onPay={onPay}
    />,
  );
  return onPay;
}

describe('given an Adyen shop’s checkout', () => {
  it('keeps no card unless the player ticks "Save this card for next time", which starts unticked', async () => {
    const onPay = renderAdyenForm();
    const save = await screen.findByRole('checkbox', { name: 'Save this card for next time' });
    expect(save).not.toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: 'Stand-in Drop-in: pay' }));
    expect(onPay).toHaveBeenLastCalledWith({ type: 'scheme', providerData: standInCardData });
  });

  it('asks the provider to keep the card once the player ticked it', async () => {
    const onPay = renderAdyenForm();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Save this card for next time' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stand-in Drop-in: pay' }));
    expect(onPay).toHaveBeenLastCalledWith({ type: 'scheme', providerData: standInCardData }, { saveMethod: true });
  });
});

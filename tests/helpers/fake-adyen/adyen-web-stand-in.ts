import type { AdyenSubmitState, AdyenWeb } from '../../../app/shop/checkout/adyen-drop-in';

// A local stand-in for @adyen/adyen-web in component tests: Adyen's Drop-in renders iframes from Adyen's servers,
// which never load here. It records how our code configured it and renders one button that submits what the
// Drop-in would hand to onSubmit (encrypted test card fields, never a card number).

export const standInCardData = {
  type: 'scheme',
  encryptedCardNumber: 'test_4111111111111111',
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
};

export interface AdyenWebStandIn {
  web: AdyenWeb;
  configs: Array<Parameters<AdyenWeb['AdyenCheckout']>[0]>;
  statuses: string[];
  mounted: number;
  unmounted: number;
  /** What the stand-in's submit button hands to onSubmit. */
  submitted: AdyenSubmitState;
}

export function adyenWebStandIn(): AdyenWebStandIn {
  const standIn: AdyenWebStandIn = {
    configs: [],
    statuses: [],
    mounted: 0,
    unmounted: 0,
    submitted: { isValid: true, data: { paymentMethod: { ...standInCardData } } },
    web: {
      AdyenCheckout: async (config) => {
        standIn.configs.push(config);
        return { config };
      },
      Dropin: class {
        constructor(
          private readonly checkout: { config: Parameters<AdyenWeb['AdyenCheckout']>[0] },
          private readonly options: { onReady(): void },
        ) {}
        mount(target: HTMLElement) {
          standIn.mounted += 1;
          const button = target.ownerDocument.createElement('button');
          button.type = 'button';
          button.textContent = 'Stand-in Drop-in: pay';
          button.addEventListener('click', () => this.checkout.config.onSubmit(standIn.submitted, this, {}));
          target.append(button);
          queueMicrotask(() => this.options.onReady());
          return this;
        }
        unmount() {
          standIn.unmounted += 1;
        }
        setStatus(status: string) {
          standIn.statuses.push(status);
          return this;
        }
      } as unknown as AdyenWeb['Dropin'],
      Card: 'Card',
      PayPal: 'PayPal',
      Klarna: 'Klarna',
    },
  };
  return standIn;
}

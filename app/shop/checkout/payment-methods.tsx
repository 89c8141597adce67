import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { WalletType } from '../../../schemas/enums';
import { Button } from '~/ui/button';
import { Icon, type IconName } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './payment-methods.css';
import type { PayOptions, PaymentMethodChoice } from '~/shop/checkout/checkout-queries';
import { SandboxCardForm } from '~/shop/checkout/sandbox-card-form';

const List = styled(TabsPrimitive.List, styles.list);
const Tile = styled(TabsPrimitive.Trigger, styles.tile);
const Panel = styled(TabsPrimitive.Content, styles.panel);
// minmax(0, ...) and wrapping labels: "Pay with Amex Express Checkout" must not widen a 380 px page.
const Wallets = styled('div', styles.wallets);
const Hint = styled('p', styles.hint);
const Stack = styled('div', styles.stack);

/** The spec's wallet types; Apple Pay and Google Pay are payment methods of their own, the others ride on cards. */
const wallets: ReadonlyArray<{ wallet: WalletType; label: string; icon?: IconName }> = [
  { wallet: 'apple pay', label: 'Apple Pay', icon: 'apple' },
  { wallet: 'google pay', label: 'Google Pay' },
  { wallet: 'link', label: 'Link' },
  { wallet: 'samsung pay', label: 'Samsung Pay' },
  { wallet: 'amex express checkout', label: 'Amex Express Checkout' },
  { wallet: 'masterpass', label: 'Masterpass' },
  { wallet: 'visa checkout', label: 'Visa Checkout' },
];

function walletMethod(wallet: WalletType): PaymentMethodChoice {
  if (wallet === 'apple pay' || wallet === 'google pay') return { type: wallet, scenario: 'wallet_success' };
  return { type: 'scheme', walletType: wallet, scenario: 'wallet_success' };
}

/** Card, wallets, PayPal and Klarna on the sandbox: each button or form ends in one payment method with its scenario. */
export function PaymentMethods({
  total,
  busy,
  onPay,
}: {
  /** The formatted amount, for the buttons' labels. */
  total: string;
  busy: boolean;
  onPay: (method: PaymentMethodChoice, options?: PayOptions) => void;
}) {
  return (
    <TabsPrimitive.Root defaultValue="card">
      <List aria-label="Payment method">
        <Tile value="card">
          <Icon name="lock" size={18} /> Card
        </Tile>
        <Tile value="wallet">
          <Icon name="apple" size={18} /> Wallets
        </Tile>
        <Tile value="paypal">PayPal</Tile>
        <Tile value="klarna">Klarna</Tile>
      </List>
      <Panel value="card">
        <SandboxCardForm
          payLabel={`Pay ${total}`}
          busy={busy}
          onPay={(scenario, saveMethod) => onPay({ type: 'scheme', scenario }, { saveMethod })}
        />
      </Panel>
      <Panel value="wallet">
        <Hint>In test mode each wallet approves the payment at once.</Hint>
        <Wallets>
          {wallets.map(({ wallet, label, icon }) => (
            <Button
              key={wallet}
              variant="secondary"
              fullWidth
              disabled={busy}
              leading={icon ? <Icon name={icon} /> : undefined}
              onClick={() => onPay(walletMethod(wallet))}
            >
              {`Pay with ${label}`}
            </Button>
          ))}
        </Wallets>
      </Panel>
      <Panel value="paypal">
        <Hint>You will approve the payment on PayPal’s test page, then come back here.</Hint>
        <Stack>
          <Button
            size="large"
            fullWidth
            loading={busy}
            onClick={() => onPay({ type: 'paypal', scenario: 'paypal_success' })}
          >
            Continue to PayPal
          </Button>
          <Button
            variant="ghost"
            fullWidth
            disabled={busy}
            onClick={() => onPay({ type: 'paypal', scenario: 'paypal_cancel' })}
          >
            Test: cancel on PayPal
          </Button>
        </Stack>
      </Panel>
      <Panel value="klarna">
        <Hint>Pay later with Klarna: you will confirm on Klarna’s test page, then come back here.</Hint>
        <Stack>
          <Button
            size="large"
            fullWidth
            loading={busy}
            onClick={() => onPay({ type: 'klarna', scenario: 'klarna_success' })}
          >
            Continue to Klarna
          </Button>
          <Button
            variant="ghost"
            fullWidth
            disabled={busy}
            onClick={() => onPay({ type: 'klarna', scenario: 'klarna_refused' })}
          >
            Test: Klarna refuses
          </Button>
        </Stack>
      </Panel>
    </TabsPrimitive.Root>
  );
}

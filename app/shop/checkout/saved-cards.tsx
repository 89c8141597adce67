import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './saved-cards.css';
import type { PayOptions, PaymentMethodChoice } from '~/shop/checkout/checkout-queries';
import { savedMethodName, useSavedMethods } from '~/shop/saved-methods-queries';

const Saved = styled('section', styles.saved);
const Or = styled('p', styles.or);

/**
 * The player's saved cards, each a button that pays in one step (the provider asks for 3-D Secure when the card
 * needs it). Nothing shows while they load, when there are none, or when they cannot be read: the form below stays.
 */
export function SavedCards({
  shop,
  total,
  busy,
  onPay,
}: {
  shop: string;
  total: string;
  busy: boolean;
  onPay: (method: PaymentMethodChoice, options?: PayOptions) => void;
}) {
  const methods = useSavedMethods(shop);
  const usable = (methods.data ?? []).filter((method) => !method.expired);
  if (usable.length === 0) return null;
  return (
    <Saved aria-labelledby="saved-cards-title">
      <h3 id="saved-cards-title">{`Pay ${total} in one step with a saved card`}</h3>
      {usable.map((method) => (
        <Button
          key={method.id}
          variant="secondary"
          fullWidth
          disabled={busy}
          leading={<Icon name="lock" />}
          aria-label={`Pay ${total} with ${savedMethodName(method)}`}
          onClick={() => onPay({ type: method.type === 'unknown' ? 'scheme' : method.type, storedMethodId: method.id })}
        >
          {savedMethodName(method)}
        </Button>
      ))}
      <Or>Or pay with another method:</Or>
    </Saved>
  );
}

import { Link } from '@remix-run/react';
import type { Cart } from '../../../schemas/commerce';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './buy-one-item.css';
import { formatAmount } from '~/shop/cart/cart-parts';
import { OrderSummary } from '~/shop/checkout/order-summary';

/** A card's Buy button: one item paid for alone, priced by the page's loader; `cart` is that one item's order. */
export interface BuyOneItem {
  itemId: string;
  /** The offer chain step the item is bought for (a chain card's Buy). */
  offerChainLink?: { chainId: string; linkId: string };
  /** What that step is, for the player: "Step 2 of Dragon's Hoard chain". */
  chainStep?: string;
  /** Null for a visitor (priced once signed in) or when the item cannot be bought (`problem` says why). */
  cart: Cart | null;
  problem: string | null;
}

const Note = styled('p', styles.note);

/** The order summary of the one item being bought, with a word that the cart is not touched. */
export function BuyOneSummary({ cart, cartPath, chainStep }: { cart: Cart; cartPath: string; chainStep?: string }) {
  return (
    <OrderSummary
      title="Buying now"
      lines={cart.lines}
      totals={{
        currency: cart.currency,
        subtotal: cart.subtotal,
        discount: cart.discount,
        includedTax: cart.includedTax,
        total: cart.total,
      }}
    >
      {chainStep ? (
        <Note>
          <Icon name="chevron-right" size={16} />
          <span>{chainStep}: paying unlocks the next step.</span>
        </Note>
      ) : null}
      <Note>
        <Icon name="cart" size={16} />
        <span>
          Only this item is paid for: your cart stays as it is. <Link to={cartPath}>Pay for your cart instead</Link>
        </span>
      </Note>
    </OrderSummary>
  );
}

export function formatTotal(cart: Cart): string {
  return formatAmount(cart.total, cart.currency);
}

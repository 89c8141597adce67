import { useSyncExternalStore } from 'react';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './cart-button.css';
import { cartBadge, sendCommerceRequest } from '~/shop/cart/cart-store';
import { warmCommerce } from '~/shop/commerce-actions';

const Trigger = styled('button', styles.trigger);

/** The header's cart: its count once the cart has been read; a press opens the drawer (its code loads on demand). */
export function CartButton() {
  const count = useSyncExternalStore(cartBadge.subscribe, cartBadge.get, cartBadge.getServer);
  return (
    <Trigger
      type="button"
      aria-label={count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      aria-haspopup="dialog"
      data-count={count ? Math.min(count, 99) : undefined}
      onPointerEnter={warmCommerce}
      onFocus={warmCommerce}
      onClick={() => sendCommerceRequest({ kind: 'open_cart' })}
    >
      <Icon name="cart" size={20} />
    </Trigger>
  );
}

import { useSyncExternalStore } from 'react';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';
import { cartBadge, sendCommerceRequest } from '~/shop/cart/cart-store';
import { warmCommerce } from '~/shop/commerce-actions';

const Trigger = styled('button', {
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$pill',
  background: '$paper',
  color: '$primary',
  cursor: 'pointer',
  transition: 'border-color $fast, background-color $fast, box-shadow $fast',
  '&:hover': { borderColor: '$accentBorder', background: '$bgAccent', boxShadow: '0 0 18px -6px $colors$primary' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  // The count, drawn from the attribute: the button's label already says it.
  '&[data-count]::after': {
    content: 'attr(data-count)',
    position: 'absolute',
    top: -4,
    right: -4,
    minWidth: '1.25rem',
    padding: '0 0.3rem',
    borderRadius: '$pill',
    background: '$primary',
    color: '$baseBg',
    border: '2px solid $headerBg',
    font: '800 0.7rem/1rem var(--gf-font-display)',
    textAlign: 'center',
  },
});

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

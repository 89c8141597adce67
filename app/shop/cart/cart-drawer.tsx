import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Link } from '@remix-run/react';
import type { Cart } from '../../../schemas/commerce';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { Skeleton } from '~/ui/skeleton';
import { keyframes, motionMs, styled } from '~/ui/stitches.config';
import { toast } from '~/ui/use-toast';
import { CartLines } from '~/shop/cart/cart-lines';
import { Totals } from '~/shop/cart/cart-parts';
import { CouponField } from '~/shop/cart/coupon-field';
import { problemMessage, useCart, useCartMutation } from '~/shop/cart/cart-queries';
import { useShopPortal } from '~/shop/shop-portal';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const enter = `${motionMs.slow}ms cubic-bezier(0.16, 1, 0.3, 1)`;

const Overlay = styled(DialogPrimitive.Overlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  background: 'color-mix(in srgb, $colors$shadow 65%, transparent)',
  backdropFilter: 'blur(2px)',
  '&[data-state="open"]': { animation: `${fadeIn} ${enter}` },
  '@reducedMotion': { animation: 'none !important' },
});
// A bottom drawer on phones, a panel sliding in from the right from md up.
const Panel = styled(DialogPrimitive.Content, {
  position: 'fixed',
  zIndex: '$dialog',
  inset: 'auto 0 0 0',
  maxHeight: '88dvh',
  display: 'flex',
  flexDirection: 'column',
  background: 'linear-gradient(180deg, $bgAccent, $paper 9rem)',
  color: '$primaryText',
  fontFamily: '$body',
  borderRadius: '$card $card 0 0',
  border: '1px solid $border',
  borderBottom: 'none',
  boxShadow: '0 -24px 64px color-mix(in srgb, $colors$shadow 60%, transparent)',
  outline: 'none',
  '&[data-state="open"]': { animation: `${riseIn} ${enter}` },
  '@md': {
    inset: '0 0 0 auto',
    width: 'min(27rem, 100vw)',
    maxHeight: 'none',
    borderRadius: 0,
    border: 'none',
    borderLeft: '1px solid $accentBorder',
    boxShadow:
      '-24px 0 64px color-mix(in srgb, $colors$shadow 60%, transparent), inset 1px 0 0 color-mix(in srgb, $colors$highlight 4%, transparent)',
    '&[data-state="open"]': { animation: `${slideIn} ${enter}` },
  },
  '@reducedMotion': { animation: 'none !important' },
});
const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$4 $4 $3',
  borderBottom: '1px solid $border',
  '@md': { padding: '$5 $5 $4' },
});
const Title = styled(DialogPrimitive.Title, {
  flex: 1,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontFamily: '$display',
  fontSize: '1.3rem',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  '& [data-icon]': { color: '$primary' },
});
const CountPill = styled('span', {
  padding: '0.1rem 0.55rem',
  borderRadius: '$pill',
  background: '$bgAccent',
  border: '1px solid $accentBorder',
  color: '$accentText',
  fontFamily: '$body',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: 0,
  textTransform: 'none',
});
const Close = styled('button', {
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$pill',
  background: '$paper',
  color: '$secondaryText',
  cursor: 'pointer',
  '&:hover': { color: '$primaryText', borderColor: '$accentBorder' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
});
const Scroll = styled('div', {
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'grid',
  alignContent: 'start',
  gap: '$4',
  padding: '$4',
  '@md': { padding: '$4 $5' },
});
const Footer = styled('div', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  paddingBottom: 'max($4, env(safe-area-inset-bottom))',
  borderTop: '1px solid $border',
  background: 'color-mix(in srgb, $colors$baseBg 40%, $colors$paper)',
  '@md': { padding: '$4 $5 $5' },
});
const Empty = styled('div', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$3',
  padding: '$6 $4',
  textAlign: 'center',
  color: '$secondaryText',
  '& h3': { margin: 0, color: '$primaryText', fontFamily: '$display', fontSize: '1.2rem' },
  '& p': { margin: 0 },
});
const EmptyGlyph = styled('span', {
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: '$pill',
  background: 'radial-gradient(circle, color-mix(in srgb, $colors$primary 30%, transparent), transparent 70%)',
  border: '1px dashed $accentBorder',
  color: '$primary',
});
const Loading = styled('div', { display: 'grid', gap: '$3' });
const LoadingLine = styled('div', {
  display: 'flex',
  gap: '$3',
  alignItems: 'center',
  '& > div': { flex: 1, display: 'grid', gap: '$2' },
});

function CartSkeleton() {
  return (
    <Loading aria-busy="true" aria-label="Loading your cart">
      {[0, 1].map((index) => (
        <LoadingLine key={index}>
          <Skeleton width="4rem" height="4rem" />
          <div>
            <Skeleton width="70%" height="1rem" />
            <Skeleton width="40%" height="0.8rem" />
            <Skeleton width="8rem" height="2.5rem" />
          </div>
        </LoadingLine>
      ))}
    </Loading>
  );
}

function CartContent({
  shop,
  cart,
  checkoutPath,
  onClose,
}: {
  shop: string;
  cart: Cart;
  checkoutPath: string;
  onClose: () => void;
}) {
  const mutation = useCartMutation(shop);
  const busyItem =
    mutation.isPending && mutation.variables && 'itemId' in mutation.variables ? mutation.variables.itemId : null;
  const onError = (error: unknown) =>
    toast({ title: 'Your cart was not changed', description: problemMessage(error), variant: 'destructive' });
  if (cart.lines.length === 0) {
    return (
      <Scroll>
        <Empty role="status">
          <EmptyGlyph>
            <Icon name="cart" size={30} />
          </EmptyGlyph>
          <h3>Your cart is empty</h3>
          <p>Find something you like in the shop and add it here.</p>
          <Button variant="secondary" onClick={onClose}>
            Keep browsing
          </Button>
        </Empty>
      </Scroll>
    );
  }
  return (
    <>
      <Scroll>
        <CartLines
          cart={cart}
          busyItem={busyItem}
          onQuantity={(itemId, quantity) => mutation.mutate({ intent: 'set_quantity', itemId, quantity }, { onError })}
          onRemove={(itemId) => mutation.mutate({ intent: 'remove', itemId }, { onError })}
        />
        <CouponField shop={shop} cart={cart} />
      </Scroll>
      <Footer>
        <Totals
          currency={cart.currency}
          subtotal={cart.subtotal}
          discount={cart.discount}
          couponCode={cart.coupon?.code}
          includedTax={cart.includedTax}
          total={cart.total}
        />
        {cart.canCheckout ? (
          <Button asChild size="large" fullWidth trailing={<Icon name="chevron-right" />}>
            <Link to={checkoutPath} onClick={onClose}>
              Checkout
            </Link>
          </Button>
        ) : (
          <Button size="large" fullWidth disabled>
            Checkout
          </Button>
        )}
      </Footer>
    </>
  );
}

/** The cart as a drawer: lines with counters, the coupon, totals and the way to checkout. */
export function CartDrawer({
  shop,
  checkoutPath,
  open,
  onOpenChange,
}: {
  shop: string;
  checkoutPath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const portal = useShopPortal();
  const cart = useCart(shop);
  const count = cart.data?.itemCount ?? 0;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={portal}>
        <Overlay />
        <Panel aria-describedby={undefined}>
          <Header>
            <Title>
              <Icon name="cart" size={22} />
              Your cart
              {count > 0 ? <CountPill>{count === 1 ? '1 item' : `${count} items`}</CountPill> : null}
            </Title>
            <DialogPrimitive.Close asChild>
              <Close type="button" aria-label="Close cart">
                <Icon name="close" size={18} />
              </Close>
            </DialogPrimitive.Close>
          </Header>
          {cart.data ? (
            <CartContent shop={shop} cart={cart.data} checkoutPath={checkoutPath} onClose={() => onOpenChange(false)} />
          ) : cart.isError ? (
            <Scroll>
              <Empty role="alert">
                <h3>We could not load your cart</h3>
                <p>{problemMessage(cart.error)}</p>
                <Button variant="secondary" onClick={() => void cart.refetch()}>
                  Try again
                </Button>
              </Empty>
            </Scroll>
          ) : (
            <Scroll>
              <CartSkeleton />
            </Scroll>
          )}
        </Panel>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

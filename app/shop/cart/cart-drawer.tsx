import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Link } from '@remix-run/react';
import type { Cart } from '../../../schemas/commerce';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './cart-drawer.css';
import { toast } from '~/ui/use-toast';
import { CartLines } from '~/shop/cart/cart-lines';
import { Totals } from '~/shop/cart/cart-parts';
import { CouponField } from '~/shop/cart/coupon-field';
import { problemMessage, useCart, useCartMutation } from '~/shop/cart/cart-queries';
import { useShopPortal } from '~/shop/shop-portal';

const Overlay = styled(DialogPrimitive.Overlay, styles.overlay);
// A bottom drawer on phones, a panel sliding in from the right from md up.
const Panel = styled(DialogPrimitive.Content, styles.panel);
const Header = styled('div', styles.header);
const Title = styled(DialogPrimitive.Title, styles.title);
const CountPill = styled('span', styles.countPill);
const Close = styled('button', styles.close);
const Scroll = styled('div', styles.scroll);
const Footer = styled('div', styles.footer);
const Empty = styled('div', styles.empty);
const EmptyGlyph = styled('span', styles.emptyGlyph);
const Loading = styled('div', styles.loading);
const LoadingLine = styled('div', styles.loadingLine);

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

import { Link, useNavigate, useRevalidator } from '@remix-run/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentIntent } from '../../../schemas/commerce';
import type { PaymentBrowserSetup } from '~/server/payments/provider';
import { ApiError } from '~/lib/errors';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './checkout-page.css';
import { toast } from '~/ui/use-toast';
import { Panel } from '~/shop/account/account-parts';
import { formatAmount, TestMode } from '~/shop/cart/cart-parts';
import { commerceQueryClient, problemMessage, useCart } from '~/shop/cart/cart-queries';
import { CouponField } from '~/shop/cart/coupon-field';
import { buyOnePath, checkoutPath, checkoutResultPath } from '~/shop/checkout/checkout-paths';
import { BuyOneSummary, formatTotal, type BuyOneItem } from '~/shop/checkout/buy-one-item';
import {
  useCompletePurchase,
  useCreatePaymentIntent,
  type PaymentMethodChoice,
  type PayOptions,
} from '~/shop/checkout/checkout-queries';
import { OrderSummary, SummaryCard } from '~/shop/checkout/order-summary';
import { isTestSetup, ProviderPaymentForm } from '~/shop/checkout/provider-payment-form';
import { SavedCards } from '~/shop/checkout/saved-cards';
import { SignInFlow } from '~/shop/sign-in/sign-in-flow';
import type { ShopViewer } from '~/shop/viewer-context';

export const CheckoutTitle = styled('h1', styles.checkoutTitle);
const Layout = styled('div', styles.layout);
const Aside = styled('div', styles.aside);
const Empty = styled('div', styles.empty);
const Narrow = styled('div', styles.narrow);
const Secure = styled('p', styles.secure);

const authorised = new Set<PaymentIntent['resultCode']>(['Authorised', 'PartiallyAuthorised']);

/** What "Pay" pays for: the cart version on screen, or one item bought from its card (then the cart is left alone). */
type PayFor = { cartVersion: number; itemId?: string; offerChainLink?: { chainId: string; linkId: string } };

/** Pays for what is on screen: redirects for 3-D Secure / PayPal / Klarna, else completes and shows the result. */
function usePay(shop: string, basePath: string, payFor: PayFor | undefined) {
  const navigate = useNavigate();
  const create = useCreatePaymentIntent(shop);
  const complete = useCompletePurchase();
  const [leaving, setLeaving] = useState(false);
  const resultPath = checkoutResultPath(basePath);
  const pay = async (method: PaymentMethodChoice, options?: PayOptions) => {
    if (!payFor) return;
    try {
      const saveMethod = options?.saveMethod ? { saveMethod: true } : {};
      const intent = await create.mutateAsync({ ...payFor, method, returnPath: resultPath, ...saveMethod });
      if (intent.action && (intent.action.type === 'challenge' || intent.action.type === 'redirect')) {
        setLeaving(true);
        window.location.assign(intent.action.url);
        return;
      }
      if (authorised.has(intent.resultCode) && intent.orderStatus !== 'paid')
        await complete.mutateAsync(intent.paymentIntentId);
      navigate(`${resultPath}?paymentIntentId=${encodeURIComponent(intent.paymentIntentId)}`);
    } catch (error) {
      toast({
        title: error instanceof ApiError && error.status === 409 ? 'Your cart changed' : 'The payment did not start',
        description: problemMessage(error),
        variant: 'destructive',
      });
    }
  };
  return { pay, busy: create.isPending || complete.isPending || leaving };
}

function CheckoutSkeleton() {
  return (
    <Layout aria-busy="true" aria-label="Loading your order">
      <SummaryCard>
        <Skeleton height="3.25rem" />
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
        <Skeleton height="3rem" />
      </SummaryCard>
      <SummaryCard>
        <Skeleton height="1.2rem" width="50%" />
        <Skeleton height="4rem" />
        <Skeleton height="6rem" />
      </SummaryCard>
    </Layout>
  );
}

const SANDBOX: PaymentBrowserSetup = { provider: 'sandbox' };

function SignedInCheckout({
  shop,
  basePath,
  payment,
}: {
  shop: string;
  basePath: string;
  payment: PaymentBrowserSetup;
}) {
  const cart = useCart(shop);
  const { pay, busy } = usePay(shop, basePath, cart.data ? { cartVersion: cart.data.version } : undefined);
  if (cart.isError) {
    return (
      <Empty role="alert">
        <h2>We could not load your cart</h2>
        <p>{problemMessage(cart.error)}</p>
        <Button variant="secondary" onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </Empty>
    );
  }
  if (!cart.data) return <CheckoutSkeleton />;
  const data = cart.data;
  if (data.lines.length === 0) {
    return (
      <Empty role="status">
        <Icon name="cart" size={36} />
        <h2>Your cart is empty</h2>
        <p>Add something from the shop, then come back to pay.</p>
        <Button asChild variant="secondary">
          <Link to={basePath || '/'}>Back to the shop</Link>
        </Button>
      </Empty>
    );
  }
  const total = formatAmount(data.total, data.currency);
  return (
    <Layout>
      <PaymentPanel
        shop={shop}
        payment={payment}
        canPay={data.canCheckout}
        amount={data.total}
        currency={data.currency}
        total={total}
        busy={busy}
        onPay={(method, options) => void pay(method, options)}
      />
      <Aside>
        <OrderSummary
          lines={data.lines}
          totals={{
            currency: data.currency,
            subtotal: data.subtotal,
            discount: data.discount,
            couponCode: data.coupon?.code,
            includedTax: data.includedTax,
            total: data.total,
          }}
        >
          <CouponField shop={shop} cart={data} />
        </OrderSummary>
      </Aside>
    </Layout>
  );
}

function PaymentPanel({
  shop,
  payment,
  canPay,
  amount,
  currency,
  total,
  busy,
  onPay,
}: {
  shop: string;
  payment: PaymentBrowserSetup;
  canPay: boolean;
  amount: number;
  currency: string;
  total: string;
  busy: boolean;
  onPay: (method: PaymentMethodChoice, options?: PayOptions) => void;
}) {
  return (
    <SummaryCard aria-label="Payment">
      <h2>Payment</h2>
      {isTestSetup(payment) ? <TestMode /> : null}
      {canPay ? <SavedCards shop={shop} total={total} busy={busy} onPay={onPay} /> : null}
      {canPay ? (
        <ProviderPaymentForm
          setup={payment}
          amount={amount}
          currency={currency}
          total={total}
          busy={busy}
          onPay={onPay}
        />
      ) : (
        <p role="alert">Some items in your cart cannot be bought as they are. Open your cart to fix them.</p>
      )}
      <Secure>
        <Icon name="lock" size={14} />
        {payment.provider === 'sandbox'
          ? 'Card details never leave this page: the test shop receives only which test case you picked.'
          : 'Card details go straight to the payment provider: this shop never sees your card number.'}
      </Secure>
    </SummaryCard>
  );
}

/** A card's Buy button: that one item alone, beside the cart (docs/decisions/029). */
function BuyOneCheckout({
  shop,
  basePath,
  buyOne,
  payment,
}: {
  shop: string;
  basePath: string;
  buyOne: BuyOneItem;
  payment: PaymentBrowserSetup;
}) {
  const { cart, problem } = buyOne;
  const payFor = cart
    ? {
        cartVersion: 0,
        itemId: buyOne.itemId,
        ...(buyOne.offerChainLink ? { offerChainLink: buyOne.offerChainLink } : {}),
      }
    : undefined;
  const { pay, busy } = usePay(shop, basePath, payFor);
  if (!cart) {
    return (
      <Empty role="alert">
        <h2>This item cannot be bought right now</h2>
        <p>{problem ?? 'It is no longer sold in this shop.'}</p>
        <Button asChild variant="secondary">
          <Link to={basePath || '/'}>Back to the shop</Link>
        </Button>
      </Empty>
    );
  }
  return (
    <Layout>
      <PaymentPanel
        shop={shop}
        payment={payment}
        canPay
        amount={cart.total}
        currency={cart.currency}
        total={formatTotal(cart)}
        busy={busy}
        onPay={(method, options) => void pay(method, options)}
      />
      <Aside>
        <BuyOneSummary cart={cart} cartPath={checkoutPath(basePath)} chainStep={buyOne.chainStep} />
      </Aside>
    </Layout>
  );
}

/** The checkout page's content, inside the shop's chrome. */
export function CheckoutPage({
  shop,
  basePath,
  viewer,
  buyOne = null,
  payment = SANDBOX,
}: {
  shop: string;
  basePath: string;
  viewer: ShopViewer | null;
  /** Set when a card's Buy button led here (`?item=`). */
  buyOne?: BuyOneItem | null;
  /** The shop's payment provider, as the checkout loader tells the browser (never a secret). */
  payment?: PaymentBrowserSetup;
}) {
  const [queryClient] = useState(commerceQueryClient);
  const revalidator = useRevalidator();
  return (
    <QueryClientProvider client={queryClient}>
      <CheckoutTitle>Checkout</CheckoutTitle>
      {viewer && buyOne ? (
        <BuyOneCheckout key={viewer.player.id} shop={shop} basePath={basePath} buyOne={buyOne} payment={payment} />
      ) : viewer ? (
        <SignedInCheckout key={viewer.player.id} shop={shop} basePath={basePath} payment={payment} />
      ) : (
        <Narrow>
          <Panel id="checkout-sign-in" title="Sign in to pay" hint="Your purchases are delivered to your game account.">
            <SignInFlow
              shop={shop}
              returnTo={
                buyOne
                  ? buyOnePath(checkoutPath(basePath), buyOne.itemId, buyOne.offerChainLink)
                  : checkoutPath(basePath)
              }
              onSignedIn={() => revalidator.revalidate()}
            />
          </Panel>
        </Narrow>
      )}
    </QueryClientProvider>
  );
}

import { Link, useLocation, useRevalidator } from '@remix-run/react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PaymentIntent } from '../../../schemas/commerce';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './checkout-result.css';
import { Panel } from '~/shop/account/account-parts';
import { TestMode } from '~/shop/cart/cart-parts';
import { commerceKeys, commerceQueryClient, problemMessage } from '~/shop/cart/cart-queries';
import { checkoutPath, receiptPath } from '~/shop/checkout/checkout-paths';
import {
  PAYMENT_POLL_LIMIT_MS,
  useCompletePurchase,
  usePaymentIntent,
  useReceipt,
} from '~/shop/checkout/checkout-queries';
import { OrderSummary } from '~/shop/checkout/order-summary';
import { SignInFlow } from '~/shop/sign-in/sign-in-flow';
import type { ShopViewer } from '~/shop/viewer-context';

const Wrap = styled('div', styles.wrap);
const Hero = styled('section', styles.hero);
const Mark = styled('span', styles.mark);
const Spinner = styled('span', styles.spinner);
const OrderNumber = styled('span', styles.orderNumber);
const Actions = styled('div', styles.actions);
const Instructions = styled('p', styles.instructions);

type View = 'success' | 'refused' | 'canceled' | 'pending';

function viewOf(intent: PaymentIntent): View {
  if (intent.orderStatus === 'paid') return 'success';
  // A refusal's outcome is CANCELED too: the result code says whether the bank refused or the player canceled.
  if (intent.resultCode === 'Refused' || intent.resultCode === 'Error') return 'refused';
  if (intent.resultCode === 'Cancelled' || intent.orderStatus === 'canceled') return 'canceled';
  if (intent.orderStatus === 'failed' || intent.outcome === 'CANCELED') return 'refused';
  return 'pending';
}

const needsCompleting = (intent: PaymentIntent) =>
  intent.orderStatus === 'pending' &&
  (intent.resultCode === 'Authorised' || intent.resultCode === 'PartiallyAuthorised');

function Success({ intent, basePath }: { intent: PaymentIntent; basePath: string }) {
  const receipt = useReceipt(intent.orderId);
  return (
    <>
      <Hero tone="success">
        <Mark>
          <Icon name="check" size={34} />
        </Mark>
        <h1>Payment successful</h1>
        <OrderNumber>Order {intent.orderNumber}</OrderNumber>
        {receipt.data?.delivery === 'waiting_for_link' ? (
          <p>
            Thank you! No game account is linked yet, so delivery waits for the link:{' '}
            <Link to={`${basePath}/account`}>link your game account</Link> and your items follow. A receipt is on its
            way to your inbox.
          </p>
        ) : (
          <p>
            Thank you!{' '}
            {receipt.data?.delivery === 'delivered'
              ? 'Your items are in your game.'
              : 'Your items are on their way to your game.'}{' '}
            A receipt is also on its way to your inbox.
          </p>
        )}
        <Actions>
          <Button asChild leading={<Icon name="download" />}>
            <Link to={receiptPath(basePath, intent.orderId)}>View printable receipt</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={basePath || '/'}>Back to the shop</Link>
          </Button>
        </Actions>
      </Hero>
      {receipt.data ? (
        <OrderSummary
          title={`Receipt ${receipt.data.receiptNumber}`}
          lines={receipt.data.lines}
          totals={{
            currency: receipt.data.currency,
            subtotal: receipt.data.subtotal,
            discount: receipt.data.discount,
            couponCode: receipt.data.couponCode,
            includedTax: receipt.data.includedTax,
            total: receipt.data.total,
          }}
        />
      ) : receipt.isError ? null : (
        <Skeleton height="12rem" radius="card" />
      )}
    </>
  );
}

function PaymentResult({ basePath, paymentIntentId }: { basePath: string; paymentIntentId: string }) {
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const intent = usePaymentIntent(
    paymentIntentId,
    (current) => !gaveUp && viewOf(current) === 'pending' && !needsCompleting(current),
  );
  const complete = useCompletePurchase();
  const completing = useRef(false);
  const data = intent.data;

  // Back from 3-D Secure, PayPal or Klarna with an authorised payment: complete it (once; settling is idempotent).
  useEffect(() => {
    if (!data || !needsCompleting(data) || completing.current) return;
    completing.current = true;
    complete.mutate(data.paymentIntentId, {
      onSuccess: (completed) => queryClient.setQueryData(commerceKeys.paymentIntent(paymentIntentId), completed),
    });
  }, [data, complete, queryClient, paymentIntentId]);

  const view = data ? viewOf(data) : null;
  useEffect(() => {
    // Paid lines leave the cart: read it again for the header's count and the drawer.
    if (view === 'success')
      void queryClient.invalidateQueries({
        queryKey: ['commerce'],
        predicate: (query) => query.queryKey[3] === 'cart',
      });
  }, [view, queryClient]);
  useEffect(() => {
    if (view !== 'pending' || gaveUp) return;
    const timer = window.setTimeout(() => setGaveUp(true), Math.max(0, startedAt + PAYMENT_POLL_LIMIT_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [view, gaveUp, startedAt]);

  if (intent.isError || complete.isError) {
    return (
      <Hero tone="refused">
        <h1>We could not check your payment</h1>
        <p role="alert">{problemMessage(intent.error ?? complete.error)}</p>
        <Actions>
          <Button variant="secondary" onClick={() => void intent.refetch()}>
            Try again
          </Button>
        </Actions>
      </Hero>
    );
  }
  if (!data || !view) return <Skeleton height="16rem" radius="card" />;
  return (
    <>
      {data.testMode ? <TestMode /> : null}
      {view === 'success' ? <Success intent={data} basePath={basePath} /> : null}
      {view === 'refused' || view === 'canceled' ? (
        <Hero tone="refused">
          <Mark>
            <Icon name="close" size={34} />
          </Mark>
          <h1>{view === 'refused' ? 'Payment refused' : 'Payment canceled'}</h1>
          <p role="alert">
            {data.refusalReason ??
              (view === 'refused'
                ? 'Your payment was not accepted. Nothing was charged.'
                : 'You canceled the payment. Nothing was charged.')}
          </p>
          <Actions>
            <Button asChild leading={<Icon name="chevron-left" />}>
              <Link to={checkoutPath(basePath)}>{view === 'refused' ? 'Try another card' : 'Back to checkout'}</Link>
            </Button>
          </Actions>
        </Hero>
      ) : null}
      {view === 'pending' ? (
        <Hero tone="pending" aria-busy={!gaveUp}>
          {gaveUp ? <Icon name="lock" size={34} /> : <Spinner aria-hidden="true" />}
          <h1>{gaveUp ? 'Still processing' : 'Confirming your payment'}</h1>
          <p role="status">
            {gaveUp
              ? 'Your bank has not answered yet. You will find the order in your purchase history as soon as it does.'
              : 'This usually takes a few seconds. Keep this page open.'}
          </p>
          {data.action?.type === 'present' ? (
            <Instructions>
              Reference <strong>{data.action.reference}</strong>: {data.action.instructions}
            </Instructions>
          ) : null}
          <Actions>
            <Button asChild variant="secondary">
              <Link to={`${basePath}/account`}>Purchase history</Link>
            </Button>
          </Actions>
        </Hero>
      ) : null}
    </>
  );
}

/** The result of a payment: success with the receipt, refused with the reason, or pending while the bank answers. */
export function CheckoutResultPage({
  shop,
  basePath,
  viewer,
}: {
  shop: string;
  basePath: string;
  viewer: ShopViewer | null;
}) {
  const [queryClient] = useState(commerceQueryClient);
  // useLocation, not useSearchParams: the storefront's first load already carries it (docs/decisions/011).
  const paymentIntentId = new URLSearchParams(useLocation().search).get('paymentIntentId');
  const revalidator = useRevalidator();
  return (
    <QueryClientProvider client={queryClient}>
      <Wrap>
        {!viewer ? (
          <Panel id="result-sign-in" title="Sign in to see your payment" hint="Your order is kept on your account.">
            <SignInFlow
              shop={shop}
              returnTo={`${basePath}/checkout/result?paymentIntentId=${paymentIntentId ?? ''}`}
              onSignedIn={() => revalidator.revalidate()}
            />
          </Panel>
        ) : paymentIntentId ? (
          <PaymentResult key={paymentIntentId} basePath={basePath} paymentIntentId={paymentIntentId} />
        ) : (
          <Hero tone="refused">
            <h1>No payment to show</h1>
            <p>This link does not name a payment.</p>
            <Actions>
              <Button asChild>
                <Link to={checkoutPath(basePath)}>Go to checkout</Link>
              </Button>
            </Actions>
          </Hero>
        )}
      </Wrap>
    </QueryClientProvider>
  );
}

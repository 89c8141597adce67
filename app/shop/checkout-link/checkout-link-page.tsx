import { Link, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { completeCheckoutLinkPurchase, createCheckoutLinkPaymentIntent } from '../../../schemas/api/checkout-links';
import type { CheckoutLinkOrder } from '../../../schemas/checkout-links';
import type { PaymentIntent } from '../../../schemas/commerce';
import { createApiClient } from '~/lib/api-client';
import type { PaymentBrowserSetup } from '~/server/payments/provider';
import { Button } from '~/ui/button';
import { Icon, type IconName } from '~/ui/icons';
import { styled } from '~/ui/styled';
import { toast } from '~/ui/use-toast';
import { Panel } from '~/shop/account/account-parts';
import { formatAmount, TestMode } from '~/shop/cart/cart-parts';
import { problemMessage } from '~/shop/cart/cart-queries';
import * as pageStyles from '~/shop/checkout/checkout-page.css';
import * as resultStyles from '~/shop/checkout/checkout-result.css';
import type { PaymentMethodChoice } from '~/shop/checkout/checkout-queries';
import { OrderSummary, SummaryCard } from '~/shop/checkout/order-summary';
import { isTestSetup, ProviderPaymentForm } from '~/shop/checkout/provider-payment-form';
import { SignInFlow } from '~/shop/sign-in/sign-in-flow';
import { useViewerApi } from '~/shop/viewer-api';
import type { CheckoutLinkView } from './checkout-link.server';
import * as styles from './checkout-link-page.css';
import { ReturnToGame } from './return-to-game';

const Title = styled('h1', pageStyles.checkoutTitle);
const Layout = styled('div', pageStyles.layout);
const Aside = styled('div', pageStyles.aside);
const Secure = styled('p', pageStyles.secure);
const Wrap = styled('div', resultStyles.wrap);
const Hero = styled('section', resultStyles.hero);
const Mark = styled('span', resultStyles.mark);
const Spinner = styled('span', resultStyles.spinner);
const Actions = styled('div', resultStyles.actions);
const PayingAs = styled('p', styles.payingAs);

/** How often a payment in flight is asked about. */
const POLL_MS = 2_000;
const authorised = new Set<PaymentIntent['resultCode']>(['Authorised', 'PartiallyAuthorised']);

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'refused' | 'pending';
  icon: IconName | 'spinner';
  title: string;
  children: ReactNode;
}) {
  return (
    <Wrap>
      <Hero tone={tone} role={tone === 'refused' ? 'alert' : 'status'}>
        {icon === 'spinner' ? (
          <Spinner aria-hidden="true" />
        ) : (
          <Mark>
            <Icon name={icon} size={34} />
          </Mark>
        )}
        <h1>{title}</h1>
        {children}
      </Hero>
    </Wrap>
  );
}

function Summary({ order }: { order: Omit<CheckoutLinkOrder, 'playerName'> }) {
  return (
    <OrderSummary
      title="Your order"
      lines={order.lines}
      totals={{
        currency: order.currency,
        subtotal: order.subtotal,
        discount: 0,
        includedTax: order.includedTax,
        total: order.total,
      }}
    />
  );
}

/** Pays the link: redirects for 3-D Secure / PayPal / Klarna, else completes and lets the loader show the result. */
function usePayLink(linkId: string, linkPath: string) {
  const api = useViewerApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // One key per press of "Pay": a retry of a lost answer is answered from the first attempt, never charged again.
  const pay = async (method: PaymentMethodChoice) => {
    setBusy(true);
    try {
      const intent = await api.call(createCheckoutLinkPaymentIntent, {
        params: { id: linkId },
        body: { method, returnPath: linkPath },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      if (intent.action && (intent.action.type === 'challenge' || intent.action.type === 'redirect')) {
        window.location.assign(intent.action.url);
        return;
      }
      if (authorised.has(intent.resultCode) && intent.orderStatus !== 'paid')
        await api.call(completeCheckoutLinkPurchase, { params: { id: linkId } });
      if (intent.orderStatus === 'failed' || intent.outcome === 'CANCELED') {
        toast({
          title: 'The payment was refused',
          description: intent.refusalReason ?? 'Nothing was charged. Try another card or method.',
          variant: 'destructive',
        });
      }
      revalidator.revalidate();
    } catch (error) {
      toast({ title: 'The payment did not start', description: problemMessage(error), variant: 'destructive' });
      revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };
  return { pay, busy: busy || revalidator.state === 'loading' };
}

function PayLink({
  order,
  payment,
  linkPath,
}: {
  order: CheckoutLinkOrder;
  payment: PaymentBrowserSetup;
  linkPath: string;
}) {
  const { pay, busy } = usePayLink(order.id, linkPath);
  return (
    <>
      <Title>Checkout</Title>
      <PayingAs>
        <Icon name="user" size={16} /> Paying as <strong>{order.playerName}</strong>
      </PayingAs>
      <Layout>
        <SummaryCard aria-label="Payment">
          <h2>Payment</h2>
          {isTestSetup(payment) ? <TestMode /> : null}
          <ProviderPaymentForm
            setup={payment}
            amount={order.total}
            currency={order.currency}
            total={formatAmount(order.total, order.currency)}
            busy={busy}
            onPay={(method) => void pay(method)}
          />
          <Secure>
            <Icon name="lock" size={14} />
            {payment.provider === 'sandbox'
              ? 'Card details never leave this page: the test shop receives only which test case you picked.'
              : 'Card details go straight to the payment provider: this shop never sees your card number.'}
          </Secure>
        </SummaryCard>
        <Aside>
          <Summary order={order} />
        </Aside>
      </Layout>
    </>
  );
}

/** A payment in flight (back from a redirect, or another tab's): asks the provider until it ends. */
function Processing({ linkId }: { linkId: string }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    const api = createApiClient();
    let stopped = false;
    const ask = async () => {
      try {
        const result = await api.call(completeCheckoutLinkPurchase, { params: { id: linkId } });
        if (result.status !== 'processing') revalidate.current();
      } catch {
        // A lost answer: the next tick asks again.
      }
      if (!stopped) timer = window.setTimeout(() => void ask(), POLL_MS);
    };
    let timer = window.setTimeout(() => void ask(), 0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [linkId]);
  return (
    <Notice tone="pending" icon="spinner" title="Payment in progress">
      <p>We are waiting for your payment to finish. This page updates by itself; nothing more will be charged.</p>
    </Notice>
  );
}

function Paid({ order, signedIn }: { order: Omit<CheckoutLinkOrder, 'playerName'>; signedIn: boolean }) {
  const fulfilled = order.status === 'fulfilled';
  return (
    <Notice tone="success" icon="check" title={signedIn ? 'Payment successful' : 'Already paid'}>
      <p>
        {signedIn
          ? fulfilled
            ? 'Thank you! Your items are in your game.'
            : 'Thank you! Your items are on their way to your game.'
          : 'This link is already paid. Nothing more will be charged.'}
      </p>
      <Actions>
        <ReturnToGame
          linkId={order.id}
          status={order.status}
          orderId={order.orderId}
          returnUrl={order.returnUrl}
          mode={signedIn ? order.returnMode : 'button'}
        />
      </Actions>
    </Notice>
  );
}

function ShopLink({ basePath }: { basePath: string }) {
  return (
    <Actions>
      <Button asChild variant="secondary">
        <Link to={basePath || '/'}>Visit the shop</Link>
      </Button>
    </Actions>
  );
}

function SignInToPay({
  shop,
  linkPath,
  order,
}: {
  shop: string;
  linkPath: string;
  order: Omit<CheckoutLinkOrder, 'playerName'>;
}) {
  const revalidator = useRevalidator();
  return (
    <>
      <Title>Checkout</Title>
      <Layout>
        <Panel
          id="checkout-link-sign-in"
          title="Sign in to pay"
          hint="Sign in with the account you play with: this order was made for it, and your items are delivered to it."
        >
          <SignInFlow shop={shop} returnTo={linkPath} onSignedIn={() => revalidator.revalidate()} />
        </Panel>
        <Aside>
          <Summary order={order} />
        </Aside>
      </Layout>
    </>
  );
}

/** The checkout link's page inside the shop's chrome: one view per state of the link (decision 057). */
export function CheckoutLinkPage({ shop, basePath, view }: { shop: string; basePath: string; view: CheckoutLinkView }) {
  switch (view.kind) {
    case 'unknown':
      return (
        <Notice tone="refused" icon="search" title="Link not found">
          <p>This checkout link does not exist in this shop. Check that you opened the whole link from your game.</p>
          <ShopLink basePath={basePath} />
        </Notice>
      );
    case 'other_player':
      return (
        <Notice tone="refused" icon="user" title="Not your link">
          <p>
            This checkout link was sent to another player. Sign out, then open it again from your game to pay with your
            own account.
          </p>
          <ShopLink basePath={basePath} />
        </Notice>
      );
    case 'expired':
      return (
        <Notice tone="refused" icon="clock" title="Link expired">
          <p>
            This checkout link has expired and can no longer be paid. Nothing was charged: ask the game for a new one.
          </p>
          <ShopLink basePath={basePath} />
        </Notice>
      );
    case 'canceled':
      return (
        <Notice tone="refused" icon="close" title="Link canceled">
          <p>The game canceled this checkout link, so it can no longer be paid. Nothing was charged.</p>
          <ShopLink basePath={basePath} />
        </Notice>
      );
    case 'sign_in':
      if (view.order.status === 'paid' || view.order.status === 'fulfilled')
        return <Paid order={view.order} signedIn={false} />;
      return <SignInToPay shop={shop} linkPath={`${basePath}/pay/${view.order.id}`} order={view.order} />;
    case 'pay':
      return <PayLink order={view.order} payment={view.payment} linkPath={`${basePath}/pay/${view.order.id}`} />;
    case 'processing':
      return <Processing linkId={view.order.id} />;
    case 'paid':
      return <Paid order={view.order} signedIn />;
  }
}

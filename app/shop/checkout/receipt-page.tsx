import { Link, useRevalidator } from '@remix-run/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { Receipt } from '../../../schemas/commerce';
import { Button } from '~/ui/button';
import { cardBrandNames } from '~/lib/card-brand-names';
import { CardBrandIcon } from '~/ui/card-brand-icons';
import { Icon } from '~/ui/icons';
import { Skeleton } from '~/ui/skeleton';
import { deliveryWords } from '~/shop/checkout/delivery-words';
import { styled } from '~/ui/styled';
import * as styles from './receipt-page.css';
import { formatAmount } from '~/shop/cart/cart-parts';
import { commerceQueryClient, problemMessage } from '~/shop/cart/cart-queries';
import { useReceipt } from '~/shop/checkout/checkout-queries';
import { SignInFlow } from '~/shop/sign-in/sign-in-flow';
import type { ShopViewer } from '~/shop/viewer-context';

const Toolbar = styled('div', styles.toolbar);
// A sheet of paper on every theme: a receipt reads best dark on light, on screen as in print.
const Sheet = styled('article', styles.sheet);
const Top = styled('div', styles.top);
const Facts = styled('dl', styles.facts);
const Table = styled('table', styles.table);
const Paid = styled('p', styles.paid);
const Legal = styled('p', styles.legal);
const Status = styled('span', styles.status);

const statusWords: Record<Receipt['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

function formatDateTime(iso: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date(iso),
    ) + ' UTC'
  );
}

function PaymentLine({ receipt }: { receipt: Receipt }) {
  if (receipt.paidWith === 'virtual') return <Paid>Paid with {receipt.currency.replace(/[-_]/g, ' ')}</Paid>;
  if (receipt.paidWith === 'free') return <Paid>Free item</Paid>;
  const method = receipt.paymentMethod;
  if (!method) return null;
  if (method.brand) {
    return (
      <Paid>
        <CardBrandIcon brand={method.brand} title={cardBrandNames[method.brand]} height={20} />
        {cardBrandNames[method.brand]}
        {method.last4 ? ` ending in ${method.last4}` : ''}
      </Paid>
    );
  }
  const names = {
    unknown: 'Other',
    scheme: 'Card',
    'google pay': 'Google Pay',
    'apple pay': 'Apple Pay',
    klarna: 'Klarna',
    paypal: 'PayPal',
  } as const;
  return <Paid>Paid with {names[method.type]}</Paid>;
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const money = (amount: number) => formatAmount(amount, receipt.currency);
  return (
    <Sheet data-print="sheet" aria-labelledby="receipt-title">
      <Top>
        <div>
          <h1 id="receipt-title">{receipt.shop.name}</h1>
          <div>Receipt {receipt.receiptNumber}</div>
          <Status>{statusWords[receipt.status]}</Status>
        </div>
        <Facts>
          <dt>Receipt</dt>
          <dd>{receipt.receiptNumber}</dd>
          <dt>Ordered</dt>
          <dd>{formatDateTime(receipt.createdAt)}</dd>
          {receipt.paidAt ? (
            <>
              <dt>Paid</dt>
              <dd>{formatDateTime(receipt.paidAt)}</dd>
            </>
          ) : null}
          {receipt.delivery && receipt.delivery !== 'not_owed' ? (
            <>
              <dt>Delivery</dt>
              <dd>{deliveryWords[receipt.delivery]}</dd>
            </>
          ) : null}
        </Facts>
      </Top>
      <Table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.itemId}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{money(line.unitAmount)}</td>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>Subtotal</td>
            <td>{money(receipt.subtotal)}</td>
          </tr>
          {receipt.discount > 0 ? (
            <tr>
              <td colSpan={3}>Discount{receipt.couponCode ? ` (${receipt.couponCode})` : ''}</td>
              <td>−{money(receipt.discount)}</td>
            </tr>
          ) : null}
          {receipt.includedTax > 0 ? (
            <tr>
              <td colSpan={3}>Included tax</td>
              <td>{money(receipt.includedTax)}</td>
            </tr>
          ) : null}
          <tr>
            <td colSpan={3}>Total</td>
            <td>{money(receipt.total)}</td>
          </tr>
        </tfoot>
      </Table>
      <PaymentLine receipt={receipt} />
      {receipt.shop.legalFooter ? <Legal>{receipt.shop.legalFooter}</Legal> : null}
    </Sheet>
  );
}

function ReceiptLoader({ orderId }: { orderId: string }) {
  const receipt = useReceipt(orderId);
  if (receipt.data) return <ReceiptSheet receipt={receipt.data} />;
  if (receipt.isError) {
    return (
      <Sheet role="alert">
        <h1>Receipt not found</h1>
        <p>{problemMessage(receipt.error)}</p>
      </Sheet>
    );
  }
  return (
    <Sheet aria-busy="true" aria-label="Loading the receipt">
      <Skeleton height="2rem" width="50%" />
      <br />
      <Skeleton height="10rem" />
    </Sheet>
  );
}

/** A printable receipt of one of the player's orders. */
export function ReceiptPage({
  shop,
  basePath,
  viewer,
  orderId,
}: {
  shop: string;
  basePath: string;
  viewer: ShopViewer | null;
  orderId: string;
}) {
  const [queryClient] = useState(commerceQueryClient);
  const revalidator = useRevalidator();
  return (
    <QueryClientProvider client={queryClient}>
      <Toolbar data-print="hide">
        <Button asChild variant="ghost" leading={<Icon name="chevron-left" />}>
          <Link to={`${basePath}/account`}>Your purchases</Link>
        </Button>
        {/* Nothing to print until a signed-in player's receipt is on the page. */}
        {viewer ? (
          <Button variant="secondary" leading={<Icon name="download" />} onClick={() => window.print()}>
            Print or save as PDF
          </Button>
        ) : null}
      </Toolbar>
      {viewer ? (
        <ReceiptLoader key={viewer.player.id} orderId={orderId} />
      ) : (
        <Sheet aria-labelledby="receipt-sign-in">
          <h1 id="receipt-sign-in">Sign in to see this receipt</h1>
          <p>Receipts are kept on the account that made the purchase.</p>
          <SignInFlow
            shop={shop}
            returnTo={`${basePath}/receipt/${orderId}`}
            onSignedIn={() => revalidator.revalidate()}
          />
        </Sheet>
      )}
    </QueryClientProvider>
  );
}

import { describe, expect, it } from 'vitest';
import { getReceiptCall as receiptRoute } from '../../app/server/api/get-receipt.server';
import { getPurchaseHistoryCall as historyRoute } from '../../app/server/api/get-purchase-history.server';
import type { PaymentIntent } from '../../schemas/commerce';
import { callRoute, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';
import { complete, pay, SHOP } from '../helpers/checkout-flow';

// A paid order says where its items stand: waiting for a game account link, on their way, delivered (issue 11).

const suite = integrationSuite();

describe('the delivery status of a paid order', () => {
  it('says delivery waits for a game account link on the receipt and in the history when none is linked', async () => {
    const { headers } = await signedInBrowser(suite.context, SHOP, 'unlinked@example.com');
    const intent: PaymentIntent = await pay(suite.context, headers, [['gems-pouch', 1]], {
      type: 'scheme',
      scenario: 'card_success',
    });
    await complete(suite.context, headers, intent.paymentIntentId);

    const receipt = (await (
      await callRoute(receiptRoute, suite.context, { path: `/api/receipt?orderId=${intent.orderId}`, headers })
    ).json()) as { delivery?: string };
    expect(receipt.delivery).toBe('waiting_for_link');
    const history = (await (
      await callRoute(historyRoute, suite.context, {
        path: `/api/user/me/${SHOP}/purchase_history`,
        params: { shop: SHOP },
        headers,
      })
    ).json()) as { orders: Array<{ orderId: string; delivery?: string }> };
    expect(history.orders.find((order) => order.orderId === intent.orderId)?.delivery).toBe('waiting_for_link');
  });
});

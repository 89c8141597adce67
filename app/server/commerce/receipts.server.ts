import { and, asc, eq } from 'drizzle-orm';
import { orderLines, orders, payments, players, shops } from '../../../db/schema';
import type { Receipt } from '../../../schemas/commerce';
import { CardBrand, PaymentUiElement } from '../../../schemas/enums';
import { receiptNumber } from '../../../schemas/order';
import type { Clock, Viewer } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { NotFoundError } from '~/server/domain-errors.server';
import { deliveryStatuses } from './delivery-status.server';
import { receiptMail } from '~/server/mail/mail-templates.server';
import { enqueueMail } from '~/server/mail/outbox.server';
import { findPublishedShop, type PublishedShop } from '~/server/shops.server';

// A receipt is read from the order's snapshot (never from today's catalogue), the payment row (brand and last 4)
// and the shop's published config (name and legal footer). The mail and GET /api/receipt show the same thing.

type OrderRow = typeof orders.$inferSelect;

/** "© 2027 Emberfall Studios · Terms · Privacy": the copyright and the legal links' labels of the shop's footer. */
function legalFooter(shop: PublishedShop): string {
  const { copyright, legalLinks } = shop.config.footer;
  return [copyright, ...legalLinks.map((link) => link.label)].join(' · ');
}

async function buildReceipt(db: Executor, shop: PublishedShop, order: OrderRow): Promise<Receipt> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
  const [payment] = await db
    .select({ method: payments.method, brand: payments.cardBrand, last4: payments.cardLast4 })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .limit(1);
  return {
    orderId: order.id,
    receiptNumber: receiptNumber(order.number),
    shop: { handle: shop.handle, name: shop.config.name || shop.name, legalFooter: legalFooter(shop) },
    status: order.status,
    paidWith: order.paidWith,
    currency: order.currency,
    lines: lines.map((line) => ({
      itemId: line.itemId,
      name: line.name,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      discount: line.discount,
      amount: line.amount,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode: order.couponCode,
    includedTax: order.tax,
    total: order.total,
    paymentMethod: payment
      ? {
          type: PaymentUiElement.safeParse(payment.method).data ?? 'unknown',
          brand: CardBrand.safeParse(payment.brand).data ?? null,
          last4: payment.last4 && /^\d{4}$/.test(payment.last4) ? payment.last4 : null,
        }
      : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    delivery: (await deliveryStatuses(db, order.shopId, order.playerId, [order])).get(order.id) ?? 'not_owed',
  };
}

/** GET /api/receipt: the viewer's own order in the viewer's shop; anyone else's is a 404, as if it did not exist. */
export async function getReceipt(db: Database, viewer: Viewer, orderId: string): Promise<Receipt> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, viewer.shopId), eq(orders.playerId, viewer.playerId)))
    .limit(1);
  const shop = order ? await findPublishedShop(db, viewer.shopHandle) : null;
  if (!order || !shop) throw new NotFoundError('No such order among your purchases');
  return buildReceipt(db, shop, order);
}

/** Queues the receipt mail of a paid order in the mail outbox, when the player has an email address. */
export async function enqueueReceiptMail(tx: Executor, clock: Clock, orderId: string): Promise<void> {
  const [row] = await tx
    .select({ order: orders, email: players.email, handle: shops.handle })
    .from(orders)
    .innerJoin(players, eq(players.id, orders.playerId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new Error(`enqueueReceiptMail: no order ${orderId}`);
  if (!row.email) return;
  // Read inside the caller's transaction; a shop without a published config has no look to render (and no sales).
  const shop = await findPublishedShop(tx as Database, row.handle);
  if (!shop) return;
  const receipt = await buildReceipt(tx, shop, row.order);
  const virtualCurrencyName =
    receipt.paidWith === 'virtual'
      ? (shop.config.catalogue.virtualCurrencies.find((currency) => currency.id === receipt.currency)?.name ?? null)
      : null;
  await enqueueMail(tx, clock, {
    shopId: row.order.shopId,
    to: row.email,
    purpose: 'receipt',
    ...receiptMail({ shop, receipt, virtualCurrencyName, origin: null }),
  });
}

import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { orders, paymentEvents, payments, shops } from '../../../db/schema';
import type { refundOrderBodySchema } from '../../../schemas/refunds';
import { orderRefundState, recordRefund, type RefundReason, type RefundSource } from '~/server/commerce/refunds.server';
import type { AppServices } from '~/server/context.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { createPollingWorker, type PollingWorker } from '~/server/polling-worker.server';

// Refunds we ask the provider for (docs/decisions/056-saved-methods-and-refunds.md): the game server's refund call
// and an offer chain's refund due. The provider is called outside our transactions, with an idempotency key, so a
// retry after a crash never gives money back twice; its answer is recorded in one transaction by `recordRefund`,
// which the provider's own refund webhook reaches too (the same refund id: counted once).

/** An order paid with money, with its payment, in the shop; null when the shop has no such order. */
async function paidOrderOf(context: AppServices, shopId: string, orderId: string) {
  const [row] = await context.db
    .select({
      orderId: orders.id,
      status: orders.status,
      paidWith: orders.paidWith,
      total: orders.total,
      refundedAmount: orders.refundedAmount,
      shopHandle: shops.handle,
      provider: payments.provider,
      providerRef: payments.providerRef,
      outcome: payments.outcome,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
    .limit(1);
  return row ?? null;
}

interface ProviderRefund {
  orderId: string;
  shopId: string;
  amount: number;
  reason: RefundReason;
  source: RefundSource;
  orderLineId?: string | null;
  idempotencyKey: string;
}

/** Asks the order's provider to give `amount` back, then records the refund. Throws a domain error a caller reads. */
async function refundAtProvider(context: AppServices, refund: ProviderRefund) {
  const order = await paidOrderOf(context, refund.shopId, refund.orderId);
  if (!order) throw new NotFoundError('No order with this id in this shop');
  if (order.paidWith !== 'money' || !order.provider || !order.providerRef || order.outcome !== 'SUCCEEDED')
    throw new ConflictError('Only an order paid with money at a payment provider can be refunded');
  if (order.status !== 'paid') throw new ConflictError(`This order is ${order.status}: there is nothing to refund`);
  const left = order.total - order.refundedAmount;
  if (refund.amount > left)
    throw new UnprocessableError(`At most ${left} (minor units) of this order is left to refund`, [
      { path: 'amount', message: `Expected at most ${left}` },
    ]);
  const provider = context.payments.of(order.provider, order.shopHandle);
  if (!provider) throw new ConflictError(`This server has no payment provider ${order.provider}`);
  let answer: { refunded: number; refundRef: string };
  try {
    answer = await provider.refund(order.providerRef, refund.amount, refund.idempotencyKey);
  } catch (error) {
    context.logger.warn({ err: error, orderId: order.orderId }, 'the payment provider refused a refund');
    throw new ConflictError('The payment provider did not refund this payment; nothing was changed');
  }
  return context.db.transaction((tx) =>
    recordRefund(tx, context.clock, {
      orderId: order.orderId,
      provider: order.provider!,
      refundRef: answer.refundRef,
      amount: answer.refunded,
      reason: refund.reason,
      source: refund.source,
      orderLineId: refund.orderLineId ?? null,
    }),
  );
}

/**
 * POST /server-api/v1/shops/{shop}/orders/{orderId}/refund: the game server refunds an order (all that is left, or
 * `amount`). The request's Idempotency-Key (or, without one, the order and amount) is the provider's refund key.
 */
export async function refundOrderForGameServer(
  context: AppServices,
  shop: { id: string },
  orderId: string,
  body: z.output<typeof refundOrderBodySchema>,
  idempotencyKey: string | null,
) {
  const order = await paidOrderOf(context, shop.id, orderId);
  if (!order) throw new NotFoundError('No order with this id in this shop');
  const amount = body.amount ?? order.total - order.refundedAmount;
  if (amount <= 0) throw new ConflictError('This order is refunded already');
  await refundAtProvider(context, {
    orderId,
    shopId: shop.id,
    amount,
    reason: 'refund',
    source: 'game_server',
    idempotencyKey: idempotencyKey ?? `game-server:${orderId}:${order.refundedAmount}:${amount}`,
  });
  const state = await orderRefundState(context.db, shop.id, orderId);
  if (!state) throw new NotFoundError('No order with this id in this shop');
  return state;
}

const refundDuePayloadSchema = z.object({
  orderId: z.uuid(),
  orderLineId: z.uuid(),
  amount: z.number().int().positive(),
});

/**
 * Refunds the offer chain steps paid twice (decision 050's `offer_chain_refund_due` records): each is refunded at the
 * provider for its line's amount, the line revoked, and the record marked processed. Answers how many were refunded.
 */
export async function refundOfferChainDuplicates(context: AppServices, limit = 20): Promise<number> {
  const due = await context.db
    .select({
      provider: paymentEvents.provider,
      eventId: paymentEvents.eventId,
      shopId: paymentEvents.shopId,
      payload: paymentEvents.payload,
    })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.type, 'offer_chain_refund_due'), isNull(paymentEvents.processedAt)))
    .orderBy(asc(paymentEvents.receivedAt))
    .limit(limit);
  let refunded = 0;
  for (const record of due) {
    const payload = refundDuePayloadSchema.safeParse(record.payload);
    if (!payload.success || record.shopId === null) continue;
    try {
      await refundAtProvider(context, {
        ...payload.data,
        shopId: record.shopId,
        reason: 'offer_chain_duplicate',
        source: 'offer_chain',
        idempotencyKey: record.eventId,
      });
      refunded += 1;
    } catch (error) {
      // Left unprocessed: the next round tries again (the key makes a retried refund the same refund).
      context.logger.warn({ err: error, eventId: record.eventId }, 'an offer chain refund due was not refunded');
      continue;
    }
    await context.db
      .update(paymentEvents)
      .set({ processedAt: context.clock.now() })
      .where(and(eq(paymentEvents.provider, record.provider), eq(paymentEvents.eventId, record.eventId)));
  }
  return refunded;
}

/** How often the refunds due of offer chain steps paid twice are looked for. */
const OFFER_CHAIN_REFUNDS_INTERVAL_MS = 60_000;

/** The worker that refunds offer chain steps paid twice, a round a minute (started by the server's entry). */
export function createOfferChainRefundWorker(services: AppServices): PollingWorker<number> {
  return createPollingWorker({
    round: () => refundOfferChainDuplicates(services),
    pollIntervalMs: OFFER_CHAIN_REFUNDS_INTERVAL_MS,
    log: services.logger.child({ component: 'offer-chain-refunds' }),
    name: 'offer chain refunds',
  });
}

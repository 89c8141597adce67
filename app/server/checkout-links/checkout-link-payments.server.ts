// Paying a checkout link (docs/decisions/057-checkout-links.md, "Paying"): the cart's machinery with the link's
// priced snapshot as the order. Under the link's row lock, one attempt at a time makes an order and reserves its
// payment; the provider is then called outside the transaction (decision 053) and its answer recorded the one way
// (recordProviderResult: a success settles the order, which queues the deliveries).
import type { AppLoadContext } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import { checkoutLinkOrders, checkoutLinks, payments, shops } from '../../../db/schema';
import type { CheckoutLinkOrderResult } from '../../../schemas/checkout-links';
import type { PaymentIntent } from '../../../schemas/commerce';
import type { z } from 'zod';
import type { createCheckoutLinkPaymentBodySchema } from '../../../schemas/api/checkout-links';
import { createOrder } from '~/server/commerce/orders.server';
import { settleOrder } from '~/server/commerce/settlement.server';
import type { Viewer } from '~/server/context.server';
import { ConflictError, ForbiddenError, NotFoundError } from '~/server/domain-errors.server';
import { paymentIntentOf } from '~/server/payments/checkout.server';
import { NO_PROVIDER } from '~/server/payments/payment-providers.server';
import { chargeAtProvider, providerForShop, recordAnswer } from '~/server/payments/provider-call.server';
import { requirePublishedShop } from '~/server/shops.server';
import { checkoutLinkPath, orderResultOf, requireCheckoutLink, type CheckoutLinkState } from './checkout-links.server';

type PayBody = z.output<typeof createCheckoutLinkPaymentBodySchema>;

export const LINK_FOR_ANOTHER_PLAYER =
  'This checkout link was sent to another player. Sign out, then open it again from your game.';

/** Why a link cannot be paid now, in words for the player; null when it can. */
export function refusalOf(state: CheckoutLinkState): string | null {
  switch (state.status) {
    case 'created':
      return null;
    case 'processing':
      return 'A payment for this link is already in progress. Wait for it to finish; nothing more will be charged.';
    case 'paid':
    case 'fulfilled':
      return 'This link is already paid. Nothing more was charged.';
    case 'expired':
      return 'This link has expired. Ask the game for a new one; nothing was charged.';
    case 'canceled':
      return 'The game canceled this link. Nothing was charged.';
  }
}

/** The link of the viewer's shop, refused (403) when it was made for another player. */
async function ownLink(context: AppLoadContext, viewer: Viewer, linkId: string, lock = false) {
  const state = await requireCheckoutLink(context.db, context.clock, viewer.shopId, linkId, { lock });
  if (state.link.playerId !== viewer.playerId) throw new ForbiddenError(LINK_FOR_ANOTHER_PLAYER);
  return state;
}

/**
 * POST /api/checkout_links/order/{id}/create_payment_intent_v2. Two tabs paying at once: the second waits for the
 * link's lock, then finds the first attempt in flight or paid and is refused (409): one charge, one delivery.
 */
export async function payCheckoutLink(
  context: AppLoadContext,
  viewer: Viewer,
  linkId: string,
  body: PayBody,
  /** The request's origin, for the provider's absolute return URL. */
  returnOrigin?: string,
): Promise<PaymentIntent> {
  const shop = await requirePublishedShop(context.db, viewer.shopHandle);
  await ownLink(context, viewer, linkId);
  const provider = providerForShop(context, shop);
  const reserved = await context.db.transaction(async (tx) => {
    const state = await requireCheckoutLink(tx, context.clock, viewer.shopId, linkId, { lock: true });
    const refusal = refusalOf(state);
    if (refusal !== null) throw new ConflictError(refusal);
    const { link } = state;
    const created = await createOrder(tx, context.clock, {
      shopId: link.shopId,
      playerId: link.playerId,
      paidWith: 'money',
      currency: link.currency,
      subtotal: link.subtotal,
      discount: 0,
      total: link.total,
      tax: link.tax,
      couponCode: null,
      cartVersion: null,
      lines: link.lines,
    });
    const now = context.clock.now();
    await tx.insert(checkoutLinkOrders).values({ orderId: created.id, linkId, shopId: link.shopId, createdAt: now });
    const free = link.total === 0;
    const [payment] = await tx
      .insert(payments)
      .values({
        shopId: link.shopId,
        orderId: created.id,
        provider: free ? NO_PROVIDER : provider.id,
        amount: link.total,
        currency: link.currency,
        method: free ? null : body.method.type,
        ...(free ? { resultCode: 'Authorised' as const, outcome: 'SUCCEEDED' as const } : { providerCalledAt: now }),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    if (free) await settleOrder(tx, context.clock, created.id);
    return { paymentId: payment!.id, free, amount: link.total, currency: link.currency };
  });
  if (!reserved.free) {
    await chargeAtProvider(
      context,
      provider,
      {
        paymentId: reserved.paymentId,
        shopHandle: shop.handle,
        amount: reserved.amount,
        currency: reserved.currency,
        method: body.method,
        returnPath: body.returnPath ?? `${checkoutLinkPath(shop.handle, linkId)}`,
        returnOrigin,
      },
      { onMethodRefused: 'fail' },
    );
  }
  return paymentIntentOf(context, reserved.paymentId);
}

/** A link of any shop, by its id alone (the `order_result` calls carry no shop): its shop's id and handle. */
async function shopOfLink(context: AppLoadContext, linkId: string) {
  const [found] = await context.db
    .select({ shopId: shops.id, shopHandle: shops.handle })
    .from(checkoutLinks)
    .innerJoin(shops, eq(shops.id, checkoutLinks.shopId))
    .where(eq(checkoutLinks.id, linkId))
    .limit(1);
  if (!found) throw new NotFoundError('No checkout link with this id', [{ path: 'id', message: 'No such link' }]);
  return found;
}

/**
 * POST /api/checkout_links/complete_purchase/{id}: asks the provider about the link's payment in flight and records
 * the answer (a success settles the order). Anyone holding the link id may ask: it changes nothing but our knowledge.
 */
export async function completeCheckoutLinkPurchase(
  context: AppLoadContext,
  linkId: string,
): Promise<CheckoutLinkOrderResult> {
  const { shopId, shopHandle } = await shopOfLink(context, linkId);
  const state = await requireCheckoutLink(context.db, context.clock, shopId, linkId);
  const paymentId = state.latest?.paymentId;
  if (state.status !== 'processing' || !paymentId) return orderResultOf(state);
  const [payment] = await context.db
    .select({ provider: payments.provider, providerRef: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.outcome, 'UNKNOWN')))
    .limit(1);
  const provider = payment ? context.payments.of(payment.provider, shopHandle) : null;
  // No provider ref yet: the call is in flight, or a crash cut it short and reconciliation finishes it.
  if (payment?.providerRef && provider)
    await recordAnswer(context, paymentId, await provider.retrieve(payment.providerRef));
  return orderResultOf(await requireCheckoutLink(context.db, context.clock, shopId, linkId));
}

/** GET /api/checkout_links/order_result/{id}: the status and order id, for anyone holding the link id. */
export async function checkoutLinkOrderResult(
  context: AppLoadContext,
  linkId: string,
): Promise<CheckoutLinkOrderResult> {
  const { shopId } = await shopOfLink(context, linkId);
  return orderResultOf(await requireCheckoutLink(context.db, context.clock, shopId, linkId));
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/checkout_links/order_result/shop/{shop}/id/{paymentIntentId}: the same, found by one of its payments, by our
 * id or by the provider's (a redirect back from Stripe carries `payment_intent=pi_...`).
 */
export async function checkoutLinkOrderResultByPayment(
  context: AppLoadContext,
  shopHandle: string,
  paymentId: string,
): Promise<CheckoutLinkOrderResult> {
  const shop = await requirePublishedShop(context.db, shopHandle);
  const [found] = await context.db
    .select({ linkId: checkoutLinkOrders.linkId })
    .from(payments)
    .innerJoin(checkoutLinkOrders, eq(checkoutLinkOrders.orderId, payments.orderId))
    .where(
      and(
        eq(payments.shopId, shop.id),
        UUID_RE.test(paymentId) ? eq(payments.id, paymentId) : eq(payments.providerRef, paymentId),
      ),
    )
    .limit(1);
  if (!found)
    throw new NotFoundError('No checkout link payment with this id in this shop', [
      { path: 'paymentIntentId', message: 'No such payment of a checkout link' },
    ]);
  return orderResultOf(await requireCheckoutLink(context.db, context.clock, shop.id, found.linkId));
}

/** GET /api/checkout_links/order/{id}/get: the link's order, for its own player. */
export async function readOwnCheckoutLink(context: AppLoadContext, viewer: Viewer, linkId: string) {
  return ownLink(context, viewer, linkId);
}

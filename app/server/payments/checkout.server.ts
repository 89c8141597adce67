import type { AppLoadContext } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { orders, payments } from '../../../db/schema';
import type { createPaymentIntentBodySchema, PaymentIntent } from '../../../schemas/commerce';
import { PaymentUiElement } from '../../../schemas/enums';
import { receiptNumber } from '../../../schemas/order';
import { findCartRow } from '~/server/commerce/cart.server';
import { oneItemForCheckout } from '~/server/commerce/buy-one-item.server';
import { cartForCheckout } from '~/server/commerce/checkout-cart.server';
import { reserveCouponUse } from '~/server/commerce/coupons.server';
import { createOrder, orderOfIdempotencyKey } from '~/server/commerce/orders.server';
import { settleOrder } from '~/server/commerce/settlement.server';
import type { Viewer } from '~/server/context.server';
import type { Executor } from '~/server/db.server';
import { ConflictError, NotFoundError, UnprocessableError } from '~/server/domain-errors.server';
import { requirePublishedShop } from '~/server/shops.server';
import { NO_PROVIDER } from './payment-providers.server';
import { recordProviderResult } from './payment-results.server';
import { openPaymentsOfPlayer, reconcilePayment } from './reconciliation.server';
import {
  PaymentMethodRefusedError,
  type PaymentMethodInput,
  type PaymentProvider,
  type PaymentProviders,
} from './provider';

// Checkout of the cart (PAYMENT_FLOW_CART): the order is a snapshot taken with the payment, in one transaction;
// the provider's answer is recorded the same way whether it comes back here or by webhook
// (docs/decisions/016-commerce.md, "Payments").

type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

/** Our payment intent as the client reads it (also what paying a checkout link answers, decision 057). */
export async function paymentIntentOf(context: AppLoadContext, paymentId: string): Promise<PaymentIntent> {
  const [row] = await context.db
    .select({ payment: payments, orderNumber: orders.number, orderStatus: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) throw new NotFoundError('No payment with this id');
  const { payment } = row;
  return {
    paymentIntentId: payment.id,
    orderId: payment.orderId,
    orderNumber: receiptNumber(row.orderNumber),
    provider: payment.provider,
    amount: payment.amount,
    currency: payment.currency,
    resultCode: payment.resultCode,
    outcome: payment.outcome,
    orderStatus: row.orderStatus,
    action: payment.action,
    refusalReason: payment.refusalReason,
    testMode: context.payments.isTestMode(payment.provider),
  };
}

/** The viewer's own payment in their shop; anyone else's is a 404, as if it did not exist. */
async function ownedPayment(db: Executor, viewer: Viewer, paymentId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerRef: payments.providerRef,
      orderId: payments.orderId,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(payments.shopId, viewer.shopId), eq(orders.playerId, viewer.playerId)))
    .limit(1);
  if (!row)
    throw new NotFoundError('No payment with this id', [
      { path: 'paymentIntentId', message: 'No payment with this id' },
    ]);
  return row;
}

function returnPathOr(returnPath: string | undefined, shopHandle: string): string {
  return returnPath ?? `/${shopHandle}`;
}

/**
 * Asks the provider to charge, turning a method it cannot take into a 422 on the request's field. A success is
 * settled at once, in the same transaction: nothing waits on a webhook that a crash could lose.
 */
async function chargeAtProvider(
  tx: Executor,
  context: AppLoadContext,
  provider: PaymentProvider,
  input: Parameters<PaymentProvider['createPayment']>[0],
) {
  try {
    const state = await provider.createPayment(input);
    await tx
      .update(payments)
      .set({ providerRef: state.ref, method: input.method.type })
      .where(eq(payments.id, input.paymentId));
    await recordProviderResult(tx, context.clock, input.paymentId, state);
  } catch (error) {
    if (error instanceof PaymentMethodRefusedError)
      throw new UnprocessableError(error.message, [{ path: error.field, message: error.message }]);
    throw error;
  }
}

const SUPERSEDED = 'This checkout was replaced by a newer one. No money was taken.';
const EARLIER_PAYMENT_WENT_THROUGH =
  'Your earlier payment for this cart went through, so nothing more was charged: see your purchases, then check your cart.';

/**
 * Before a new checkout charges anything, the player's open payments are finished: one that succeeded (even one a
 * crash left unsettled) is settled, one still waiting is canceled at the provider, so one cart is never paid twice.
 * Answers whether an earlier payment turned out paid.
 */
async function finishOpenPayments(context: AppLoadContext, viewer: Viewer): Promise<boolean> {
  let paid = false;
  for (const paymentId of await openPaymentsOfPlayer(context.db, viewer.shopId, viewer.playerId)) {
    paid = (await reconcilePayment(context, paymentId, { cancelWaiting: SUPERSEDED })) === 'settled' || paid;
  }
  return paid;
}

/**
 * Inside the checkout's transaction, under the cart lock: a payment a concurrent checkout of the same player opened
 * meanwhile is canceled too. If it succeeded instead, this checkout stops (and rolls back): the next attempt's
 * `finishOpenPayments` settles it.
 */
async function cancelConcurrentPayments(
  tx: Executor,
  context: AppLoadContext,
  viewer: Viewer,
  providers: PaymentProviders,
): Promise<void> {
  const open = await tx
    .select({ id: payments.id, provider: payments.provider, providerRef: payments.providerRef })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.shopId, viewer.shopId),
        eq(orders.playerId, viewer.playerId),
        eq(orders.status, 'pending'),
        eq(payments.outcome, 'UNKNOWN'),
      ),
    );
  for (const payment of open) {
    const provider = providers.byId(payment.provider);
    const result =
      provider && payment.providerRef !== null
        ? await provider.cancel(payment.providerRef)
        : { resultCode: 'Cancelled' as const, outcome: 'CANCELED' as const, refusalReason: SUPERSEDED, error: null };
    if (result.outcome === 'SUCCEEDED') throw new ConflictError(EARLIER_PAYMENT_WENT_THROUGH);
    await recordProviderResult(
      tx,
      context.clock,
      payment.id,
      result.outcome === 'CANCELED' ? { ...result, refusalReason: SUPERSEDED } : result,
    );
  }
}

/** The payment of the order an earlier request with the same Idempotency-Key made. */
async function paymentOfKey(db: Executor, viewer: Viewer, key: string | null): Promise<string | null> {
  if (key === null) return null;
  const order = await orderOfIdempotencyKey(db, viewer.shopId, viewer.playerId, key);
  if (!order) return null;
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id)).limit(1);
  return payment?.id ?? null;
}

export interface CheckoutOptions {
  /**
   * The request's Idempotency-Key: the order remembers it, so a retry whose first request died after its commit is
   * answered from that order instead of charging again.
   */
  idempotencyKey?: string | null;
}

/**
 * Creates the order and its payment from the player's cart, in one transaction: locks and prices the cart (its
 * version must be the one the player saw), snapshots it as a pending order, reserves the coupon use, writes the
 * payment and asks the provider. A final refusal fails the order and gives the coupon use back at once.
 */
export async function createPaymentIntentWithCart(
  context: AppLoadContext,
  viewer: Viewer,
  body: CreatePaymentIntentBody,
  { idempotencyKey = null }: CheckoutOptions = {},
): Promise<PaymentIntent> {
  if (body.shop !== viewer.shopHandle) throw new NotFoundError(`No shop with the handle "${body.shop}"`);
  const shop = await requirePublishedShop(context.db, body.shop);
  const earlier = await paymentOfKey(context.db, viewer, idempotencyKey);
  if (earlier !== null) return paymentIntentOf(context, earlier);
  if (await finishOpenPayments(context, viewer)) throw new ConflictError(EARLIER_PAYMENT_WENT_THROUGH);
  const paymentId = await context.payments.transaction(async (tx, providers) => {
    // The cart lock queues the player's concurrent checkouts one behind the other; under it, a checkout with the same
    // key that committed meanwhile is found, never repeated.
    await findCartRow(tx, shop.id, viewer.playerId, true);
    const repeated = await paymentOfKey(tx, viewer, idempotencyKey);
    if (repeated !== null) return repeated;
    const { order } =
      body.itemId === undefined
        ? await cartForCheckout(tx, context.clock, shop, viewer.playerId, body.cartVersion)
        : await oneItemForCheckout(tx, context.clock, shop, viewer.playerId, body.itemId, body.offerChainLink);
    const provider = providers.forNewPayment();
    await cancelConcurrentPayments(tx, context, viewer, providers);
    const created = await createOrder(tx, context.clock, { ...order, idempotencyKey });
    await reserveCouponUse(tx, shop, viewer.playerId, order.couponCode ?? null, created.id);
    const now = context.clock.now();
    if (order.total === 0) {
      const [free] = await tx
        .insert(payments)
        .values({
          shopId: shop.id,
          orderId: created.id,
          provider: NO_PROVIDER,
          resultCode: 'Authorised',
          outcome: 'SUCCEEDED',
          amount: 0,
          currency: order.currency,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id });
      await settleOrder(tx, context.clock, created.id);
      return free!.id;
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        shopId: shop.id,
        orderId: created.id,
        provider: provider.id,
        amount: order.total,
        currency: order.currency,
        method: body.method.type,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    if (provider.hasPaymentData(body.method)) {
      await chargeAtProvider(tx, context, provider, {
        paymentId: payment!.id,
        shopHandle: shop.handle,
        amount: order.total,
        currency: order.currency,
        method: body.method,
        returnPath: returnPathOr(body.returnPath, shop.handle),
      });
    }
    return payment!.id;
  });
  return paymentIntentOf(context, paymentId);
}

/** Reads one of the player's payment intents as we last recorded it. */
export async function getPaymentIntent(
  context: AppLoadContext,
  viewer: Viewer,
  paymentId: string,
): Promise<PaymentIntent> {
  await ownedPayment(context.db, viewer, paymentId);
  return paymentIntentOf(context, paymentId);
}

/**
 * Keeping a method for later purchases needs a provider that stores cards (Stripe, Adyen); the sandbox keeps none,
 * so this answers the intent unchanged whatever the player chose.
 */
export async function savePayment(context: AppLoadContext, viewer: Viewer, paymentId: string): Promise<PaymentIntent> {
  return getPaymentIntent(context, viewer, paymentId);
}

/** Asks the provider where the payment stands and records it; a success settles the order ('sync'). */
export async function completePurchase(
  context: AppLoadContext,
  viewer: Viewer,
  paymentId: string,
): Promise<PaymentIntent> {
  const payment = await ownedPayment(context.db, viewer, paymentId);
  return refreshFromProvider(context, payment, (provider, ref) => provider.retrieve(ref));
}

/** The player's answer to an action (3-D Secure, redirect return), passed to the provider as it came. */
export async function submitPaymentDetails(
  context: AppLoadContext,
  viewer: Viewer,
  shopHandle: string,
  paymentId: string,
  details: Record<string, string>,
): Promise<PaymentIntent> {
  if (shopHandle !== viewer.shopHandle) throw new NotFoundError(`No shop with the handle "${shopHandle}"`);
  const payment = await ownedPayment(context.db, viewer, paymentId);
  if (payment.providerRef === null) throw new ConflictError('This payment has no payment data yet: submit it first');
  return refreshFromProvider(context, payment, (provider, ref) => provider.submitDetails(ref, details));
}

async function refreshFromProvider(
  context: AppLoadContext,
  payment: { id: string; provider: string; providerRef: string | null },
  ask: (provider: PaymentProvider, ref: string) => ReturnType<PaymentProvider['retrieve']>,
): Promise<PaymentIntent> {
  const { providerRef } = payment;
  if (providerRef !== null) {
    await context.payments.transaction(async (tx, providers) => {
      const provider = providers.byId(payment.provider);
      if (!provider) return;
      const state = await ask(provider, providerRef);
      await recordProviderResult(tx, context.clock, payment.id, state);
    });
  }
  return paymentIntentOf(context, payment.id);
}

/** Adyen's drop-in names methods its own way (`googlepay`); ours are the spec's payment UI elements. */
const ADYEN_METHOD_NAMES: Partial<Record<string, PaymentUiElement>> = {
  googlepay: 'google pay',
  applepay: 'apple pay',
  paywithgoogle: 'google pay',
};

function methodFromAdyen(paymentMethod: Record<string, unknown> & { type: string }): PaymentMethodInput {
  const spelled = ADYEN_METHOD_NAMES[paymentMethod.type] ?? paymentMethod.type;
  const type = PaymentUiElement.safeParse(spelled);
  if (!type.success) {
    throw new UnprocessableError(`Unsupported payment method ${paymentMethod.type}`, [
      { path: 'paymentMethod.type', message: 'Expected scheme, googlepay, applepay, klarna or paypal' },
    ]);
  }
  return { type: type.data, scenario: typeof paymentMethod.scenario === 'string' ? paymentMethod.scenario : undefined };
}

/**
 * POST /api/adyen/payment/{shop}/{paymentIntentId}: the drop-in's payment data for an intent created without any
 * (Adyen's sessions flow: create the intent first, then submit what the shopper entered).
 */
export async function submitPaymentData(
  context: AppLoadContext,
  viewer: Viewer,
  shopHandle: string,
  paymentId: string,
  paymentMethod: Record<string, unknown> & { type: string },
  returnPath: string | undefined,
): Promise<PaymentIntent> {
  if (shopHandle !== viewer.shopHandle) throw new NotFoundError(`No shop with the handle "${shopHandle}"`);
  await ownedPayment(context.db, viewer, paymentId);
  const method = methodFromAdyen(paymentMethod);
  await context.payments.transaction(async (tx, providers) => {
    const [locked] = await tx
      .select({
        provider: payments.provider,
        providerRef: payments.providerRef,
        amount: payments.amount,
        currency: payments.currency,
        orderStatus: orders.status,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentId))
      .for('update', { of: payments });
    if (!locked || locked.providerRef !== null || locked.orderStatus !== 'pending') {
      throw new ConflictError('This payment already has its payment data; start a new checkout to pay again');
    }
    const provider = providers.byId(locked.provider);
    if (!provider) throw new ConflictError('This payment needs no payment data');
    await chargeAtProvider(tx, context, provider, {
      paymentId,
      shopHandle,
      amount: locked.amount,
      currency: locked.currency,
      method,
      returnPath: returnPathOr(returnPath, shopHandle),
    });
  });
  return paymentIntentOf(context, paymentId);
}

import type { AppLoadContext } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { orders, payments, shops } from '../../../db/schema';
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
import { customerFor } from './payment-customers.server';
import { recordProviderResult } from './payment-results.server';
import { chargeAtProvider, providerForShop, recordAnswer } from './provider-call.server';
import { openPaymentsOfPlayer, reconcilePayment } from './reconciliation.server';
import type { CreatePaymentInput, PaymentMethodInput, PaymentProvider, ProviderCustomer } from './provider';

// Checkout of the cart (PAYMENT_FLOW_CART): the order is a snapshot taken with the payment, in one transaction; the
// provider is called after that commit and its answer recorded in another, the same way whether it comes back here
// or by webhook (docs/decisions/016-commerce.md, "Payments"; 053, the provider call).

type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

/** Our payment intent as the client reads it (also what paying a checkout link answers, decision 057). */
export async function paymentIntentOf(context: AppLoadContext, paymentId: string): Promise<PaymentIntent> {
  const [row] = await context.db
    .select({ payment: payments, orderNumber: orders.number, orderStatus: orders.status, shopHandle: shops.handle })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(shops, eq(shops.id, payments.shopId))
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
    testMode: context.payments.isTestMode(payment.provider, row.shopHandle),
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
      shopHandle: shops.handle,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(shops, eq(shops.id, payments.shopId))
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

const CHECKOUT_IN_PROGRESS =
  'Your previous checkout is still being processed. Wait a moment, then look at your purchases before paying again.';

/** Answered by the reserving transaction when a concurrent checkout of the same player left a payment open. */
const OPEN_PAYMENT = Symbol('open payment');

/**
 * Inside the checkout's transaction, under the cart lock: a payment a concurrent checkout of the same player opened
 * meanwhile. One that never reached a provider is canceled here (nothing can have been charged); one that did must
 * be asked at its provider, which is never done inside a transaction: the caller finishes it and tries again.
 */
async function openConcurrentPayment(tx: Executor, context: AppLoadContext, viewer: Viewer): Promise<boolean> {
  const open = await tx
    .select({ id: payments.id, providerRef: payments.providerRef, providerCalledAt: payments.providerCalledAt })
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
  let reachedProvider = false;
  for (const payment of open) {
    if (payment.providerRef !== null || payment.providerCalledAt !== null) {
      reachedProvider = true;
      continue;
    }
    await recordProviderResult(tx, context.clock, payment.id, {
      resultCode: 'Cancelled',
      outcome: 'CANCELED',
      refusalReason: SUPERSEDED,
      error: null,
    });
  }
  return reachedProvider;
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
  /** The request's origin, for the provider's absolute return URL (CreatePaymentInput.returnOrigin). */
  returnOrigin?: string | undefined;
}

/** The signed-in player as the provider's customer, made at the provider once (payment-customers.server.ts). */
function customerOf(context: AppLoadContext, provider: PaymentProvider, viewer: Viewer): Promise<ProviderCustomer> {
  return customerFor(
    context.db,
    provider,
    { id: viewer.shopId, handle: viewer.shopHandle },
    { id: viewer.playerId, email: null },
  );
}

/** The reserving transaction's answer: the payment, and the provider call to make once it has committed. */
type Reserved = { paymentId: string; call: CreatePaymentInput | null } | typeof OPEN_PAYMENT;

/**
 * Creates the order and its payment from the player's cart. First, in one transaction: locks and prices the cart
 * (its version must be the one the player saw), snapshots it as a pending order, reserves the coupon use and writes
 * the payment, marked as being sent to the provider. After that commit the provider is asked, with our payment id as
 * its idempotency key, and its answer recorded in a second transaction (decision 053). A final refusal fails the
 * order and gives the coupon use back at once.
 */
export async function createPaymentIntentWithCart(
  context: AppLoadContext,
  viewer: Viewer,
  body: CreatePaymentIntentBody,
  { idempotencyKey = null, returnOrigin }: CheckoutOptions = {},
): Promise<PaymentIntent> {
  if (body.shop !== viewer.shopHandle) throw new NotFoundError(`No shop with the handle "${body.shop}"`);
  const shop = await requirePublishedShop(context.db, body.shop);
  const earlier = await paymentOfKey(context.db, viewer, idempotencyKey);
  if (earlier !== null) {
    await resumeUnansweredCall(context, viewer, shop.handle, earlier, body, returnOrigin);
    return paymentIntentOf(context, earlier);
  }
  const provider = providerForShop(context, shop);
  let reserved: Reserved = OPEN_PAYMENT;
  // A concurrent checkout of the same player may open a payment between our finishing and our lock: finish it too
  // and try again, a few times at most.
  for (let attempt = 0; attempt < 3 && reserved === OPEN_PAYMENT; attempt += 1) {
    if (await finishOpenPayments(context, viewer)) throw new ConflictError(EARLIER_PAYMENT_WENT_THROUGH);
    reserved = await reserveCheckout(context, viewer, shop, provider, body, idempotencyKey);
  }
  if (reserved === OPEN_PAYMENT) throw new ConflictError(CHECKOUT_IN_PROGRESS);
  if (reserved.call) {
    const customer = await customerOf(context, provider, viewer);
    await chargeAtProvider(
      context,
      provider,
      { ...reserved.call, customer, returnOrigin },
      { onMethodRefused: 'discard' },
    );
  }
  return paymentIntentOf(context, reserved.paymentId);
}

/** What a charge at the provider needs of its payment and order: read when a reserved call is made or resumed. */
const chargeColumns = {
  provider: payments.provider,
  providerRef: payments.providerRef,
  providerCalledAt: payments.providerCalledAt,
  amount: payments.amount,
  currency: payments.currency,
  saveMethod: payments.saveMethod,
  orderStatus: orders.status,
};

/**
 * A retry (same Idempotency-Key) of a checkout whose provider call was reserved but never answered: its server died
 * around the call. Asking the provider again with the same payment id is safe (it is the provider's idempotency key:
 * a charge made the first time is answered, not repeated) and finishes the payment the player is waiting for.
 */
async function resumeUnansweredCall(
  context: AppLoadContext,
  viewer: Viewer,
  shopHandle: string,
  paymentId: string,
  body: CreatePaymentIntentBody,
  returnOrigin: string | undefined,
): Promise<void> {
  const [row] = await context.db
    .select({ ...chargeColumns, outcome: payments.outcome })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row || row.providerRef !== null || row.providerCalledAt === null) return;
  if (row.outcome !== 'UNKNOWN' || row.orderStatus !== 'pending') return;
  const provider = context.payments.of(row.provider, shopHandle);
  if (!provider || !provider.hasPaymentData(body.method)) return;
  await chargeAtProvider(
    context,
    provider,
    {
      paymentId,
      shopHandle,
      amount: row.amount,
      currency: row.currency,
      method: body.method,
      returnPath: returnPathOr(body.returnPath, shopHandle),
      returnOrigin,
      saveMethod: row.saveMethod,
      customer: await customerOf(context, provider, viewer),
    },
    { onMethodRefused: 'fail' },
  );
}

async function reserveCheckout(
  context: AppLoadContext,
  viewer: Viewer,
  shop: Awaited<ReturnType<typeof requirePublishedShop>>,
  provider: PaymentProvider,
  body: CreatePaymentIntentBody,
  idempotencyKey: string | null,
): Promise<Reserved> {
  return context.db.transaction(async (tx): Promise<Reserved> => {
    // The cart lock queues the player's concurrent checkouts one behind the other; under it, a checkout with the same
    // key that committed meanwhile is found, never repeated.
    await findCartRow(tx, shop.id, viewer.playerId, true);
    const repeated = await paymentOfKey(tx, viewer, idempotencyKey);
    if (repeated !== null) return { paymentId: repeated, call: null };
    const { order } =
      body.itemId === undefined
        ? await cartForCheckout(tx, context.clock, shop, viewer.playerId, body.cartVersion)
        : await oneItemForCheckout(tx, context.clock, shop, viewer.playerId, body.itemId, body.offerChainLink);
    if (await openConcurrentPayment(tx, context, viewer)) return OPEN_PAYMENT;
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
      return { paymentId: free!.id, call: null };
    }
    const charging = provider.hasPaymentData(body.method);
    const [payment] = await tx
      .insert(payments)
      .values({
        shopId: shop.id,
        orderId: created.id,
        provider: provider.id,
        amount: order.total,
        currency: order.currency,
        method: body.method.type,
        saveMethod: body.saveMethod ?? false,
        providerCalledAt: charging ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    const call: CreatePaymentInput | null = charging
      ? {
          paymentId: payment!.id,
          shopHandle: shop.handle,
          amount: order.total,
          currency: order.currency,
          method: body.method,
          returnPath: returnPathOr(body.returnPath, shop.handle),
          saveMethod: body.saveMethod ?? false,
        }
      : null;
    return { paymentId: payment!.id, call };
  });
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
  payment: { id: string; provider: string; providerRef: string | null; shopHandle: string },
  ask: (provider: PaymentProvider, ref: string) => ReturnType<PaymentProvider['retrieve']>,
): Promise<PaymentIntent> {
  const { providerRef } = payment;
  const provider = context.payments.of(payment.provider, payment.shopHandle);
  if (providerRef !== null && provider) {
    // Asked outside any transaction; its answer is recorded in a short one of its own.
    await recordAnswer(context, payment.id, await ask(provider, providerRef));
  }
  return paymentIntentOf(context, payment.id);
}

/** Adyen's drop-in names methods its own way (`googlepay`); ours are the spec's payment UI elements. */
const ADYEN_METHOD_NAMES: Partial<Record<string, PaymentUiElement>> = {
  googlepay: 'google pay',
  applepay: 'apple pay',
  paywithgoogle: 'google pay',
  klarna_paynow: 'klarna',
  klarna_account: 'klarna',
};

function methodFromAdyen(paymentMethod: Record<string, unknown> & { type: string }): PaymentMethodInput {
  const spelled = ADYEN_METHOD_NAMES[paymentMethod.type] ?? paymentMethod.type;
  const type = PaymentUiElement.safeParse(spelled);
  if (!type.success) {
    throw new UnprocessableError(`Unsupported payment method ${paymentMethod.type}`, [
      { path: 'paymentMethod.type', message: 'Expected scheme, googlepay, applepay, klarna or paypal' },
    ]);
  }
  const { storedPaymentMethodId } = paymentMethod;
  return {
    type: type.data,
    scenario: typeof paymentMethod.scenario === 'string' ? paymentMethod.scenario : undefined,
    // The Drop-in's data as Adyen takes it (encrypted card fields, a wallet token); a saved card by its id.
    providerData: paymentMethod,
    storedMethodId: typeof storedPaymentMethodId === 'string' ? storedPaymentMethodId : undefined,
  };
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
  returnOrigin?: string,
): Promise<PaymentIntent> {
  if (shopHandle !== viewer.shopHandle) throw new NotFoundError(`No shop with the handle "${shopHandle}"`);
  await ownedPayment(context.db, viewer, paymentId);
  const method = methodFromAdyen(paymentMethod);
  // Reserved under the payment's row lock (one submission reaches the provider), then called after the commit.
  const reserved = await context.db.transaction(async (tx) => {
    const [locked] = await tx
      .select(chargeColumns)
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentId))
      .for('update', { of: payments });
    if (
      !locked ||
      locked.providerRef !== null ||
      locked.providerCalledAt !== null ||
      locked.orderStatus !== 'pending'
    ) {
      throw new ConflictError('This payment already has its payment data; start a new checkout to pay again');
    }
    const provider = context.payments.of(locked.provider, shopHandle);
    if (!provider) throw new ConflictError('This payment needs no payment data');
    await tx.update(payments).set({ providerCalledAt: context.clock.now() }).where(eq(payments.id, paymentId));
    return { provider, amount: locked.amount, currency: locked.currency, saveMethod: locked.saveMethod };
  });
  await chargeAtProvider(
    context,
    reserved.provider,
    {
      paymentId,
      shopHandle,
      amount: reserved.amount,
      currency: reserved.currency,
      method,
      returnPath: returnPathOr(returnPath, shopHandle),
      returnOrigin,
      customer: await customerOf(context, reserved.provider, viewer),
      saveMethod: reserved.saveMethod,
    },
    { onMethodRefused: 'release' },
  );
  return paymentIntentOf(context, paymentId);
}

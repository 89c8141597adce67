import type { AppLoadContext } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import type { PaymentIntent } from '../../../schemas/commerce';
import type { SavedPaymentMethod } from '../../../schemas/saved-methods';
import type { Viewer } from '~/server/context.server';
import { ConflictError, NotFoundError } from '~/server/domain-errors.server';
import { requirePublishedShop } from '~/server/shops.server';
import { paymentIntentOf } from './checkout.server';
import { knownCustomer } from './payment-customers.server';
import { providerForShop } from './provider-call.server';
import type { StoredPaymentMethod } from './provider';

// A player's saved payment methods (docs/decisions/056-saved-methods-and-refunds.md): kept by the shop's provider,
// never by us (we keep only the provider's customer id), read from it on every list, removed there. Saving needs the
// player's explicit consent: the checkout's "Save this card for next time" box, or save_payment before paying.

/** Expired once its expiry month is over, by the shop's clock (cards are valid through the end of that month). */
export function isExpired(method: Pick<StoredPaymentMethod, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  if (method.expiryMonth === null || method.expiryYear === null) return false;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return method.expiryYear < year || (method.expiryYear === year && method.expiryMonth < month);
}

/** The viewer's shop, its provider and their customer there (null when they never paid or saved with it). */
async function viewerAtProvider(context: AppLoadContext, viewer: Viewer, shopHandle: string) {
  if (shopHandle !== viewer.shopHandle) throw new NotFoundError(`No shop with the handle "${shopHandle}"`);
  const shop = await requirePublishedShop(context.db, shopHandle);
  const provider = providerForShop(context, shop);
  const customer = await knownCustomer(
    context.db,
    provider,
    { id: shop.id, handle: shop.handle },
    { id: viewer.playerId, email: null },
  );
  return { provider, customerRef: customer?.ref ?? null };
}

/** GET /api/user/me/{shop}/all_payment_methods: the methods the shop's provider keeps for the player. */
export async function listSavedMethods(
  context: AppLoadContext,
  viewer: Viewer,
  shopHandle: string,
): Promise<{ methods: SavedPaymentMethod[] }> {
  const { provider, customerRef } = await viewerAtProvider(context, viewer, shopHandle);
  if (customerRef === null) return { methods: [] };
  const now = context.clock.now();
  const methods = await provider.listStoredMethods(customerRef);
  return { methods: methods.map((method) => ({ ...method, expired: isExpired(method, now) })) };
}

/** DELETE /api/user/me/{shop}/payment_method/{id}: 404 for an id the player does not have (another's, or none). */
export async function deleteSavedMethod(
  context: AppLoadContext,
  viewer: Viewer,
  shopHandle: string,
  methodId: string,
): Promise<void> {
  const { provider, customerRef } = await viewerAtProvider(context, viewer, shopHandle);
  const deleted = customerRef !== null && (await provider.deleteStoredMethod(customerRef, methodId));
  if (!deleted) throw new NotFoundError('No saved payment method with this id', [{ path: 'id', message: 'Not found' }]);
}

/**
 * POST /api/cart_payment_v3/save_payment: the player's answer to "save this card" for a payment not sent to the
 * provider yet (an intent made first, its card data submitted after). Once sent, the choice it was sent with stands:
 * asking the same again answers the intent, asking otherwise is a 409.
 */
export async function recordSaveChoice(
  context: AppLoadContext,
  viewer: Viewer,
  paymentId: string,
  save: boolean,
): Promise<PaymentIntent> {
  await context.db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        saveMethod: payments.saveMethod,
        providerRef: payments.providerRef,
        providerCalledAt: payments.providerCalledAt,
        orderStatus: orders.status,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentId), eq(payments.shopId, viewer.shopId), eq(orders.playerId, viewer.playerId)))
      .for('update', { of: payments });
    if (!payment)
      throw new NotFoundError('No payment with this id', [
        { path: 'paymentIntentId', message: 'No payment with this id' },
      ]);
    if (payment.saveMethod === save) return;
    const sent = payment.providerRef !== null || payment.providerCalledAt !== null || payment.orderStatus !== 'pending';
    if (sent)
      throw new ConflictError(
        'This payment was already sent to the payment provider: choose whether to save the card before paying',
      );
    await tx
      .update(payments)
      .set({ saveMethod: save, updatedAt: context.clock.now() })
      .where(eq(payments.id, paymentId));
  });
  return paymentIntentOf(context, paymentId);
}

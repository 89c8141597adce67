import { and, eq } from 'drizzle-orm';
import { paymentCustomers } from '../../../db/schema';
import type { Executor } from '~/server/db.server';
import type { PaymentProvider, ProviderCustomer } from './provider';

// One customer per player, shop and provider (Stripe's Customer, Adyen's shopperReference, the sandbox's own id):
// made at the provider the first time a signed-in player pays or lists their saved methods, then kept here so the
// provider is asked once (docs/decisions/056-saved-methods-and-refunds.md).

export interface CustomerShop {
  id: string;
  handle: string;
}

export interface CustomerPlayer {
  id: string;
  email: string | null;
}

async function storedRef(db: Executor, providerId: string, shopId: string, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ ref: paymentCustomers.customerRef })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.shopId, shopId),
        eq(paymentCustomers.playerId, playerId),
        eq(paymentCustomers.provider, providerId),
      ),
    )
    .limit(1);
  return row?.ref ?? null;
}

/** The customer we already made for this player at this provider, or null (reading never calls the provider). */
export async function knownCustomer(
  db: Executor,
  provider: Pick<PaymentProvider, 'id'>,
  shop: CustomerShop,
  player: CustomerPlayer,
): Promise<ProviderCustomer | null> {
  const ref = await storedRef(db, provider.id, shop.id, player.id);
  return ref === null ? null : { shopHandle: shop.handle, playerId: player.id, email: player.email, ref };
}

/**
 * The player's customer at the provider, made on first use. Call it outside any transaction: the provider is asked
 * over the network. Two first calls at once may both ask the provider (its `ensureCustomer` finds or makes one per
 * shop and player); the first ref stored wins and both callers answer it.
 */
export async function customerFor(
  db: Executor,
  provider: Pick<PaymentProvider, 'id' | 'ensureCustomer'>,
  shop: CustomerShop,
  player: CustomerPlayer,
): Promise<ProviderCustomer> {
  const known = await knownCustomer(db, provider, shop, player);
  if (known) return known;
  const made = await provider.ensureCustomer({
    shopHandle: shop.handle,
    playerId: player.id,
    email: player.email,
    ref: null,
  });
  await db
    .insert(paymentCustomers)
    .values({ shopId: shop.id, playerId: player.id, provider: provider.id, customerRef: made })
    .onConflictDoNothing();
  const ref = (await storedRef(db, provider.id, shop.id, player.id)) ?? made;
  return { shopHandle: shop.handle, playerId: player.id, email: player.email, ref };
}

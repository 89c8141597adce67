import { itemPricing } from '../../../schemas/catalogue';
import type { z } from 'zod';
import type { externalItemSchema } from '../../../schemas/commerce';
import type { Clock } from '~/server/context.server';
import type { Database } from '~/server/db.server';
import { NotFoundError } from '~/server/domain-errors.server';
import type { PublishedShop } from '~/server/shops.server';
import { remainingForPlayer } from '~/lib/card-prices';
import { availabilityOf } from './pricing.server';
import { purchasedCounts } from './purchase-limits.server';

export type ExternalItem = z.infer<typeof externalItemSchema>;

/** GET /api/shop/{shop}/external_item/{item}: an item the game defines, priced for `currency` and this player. */
export async function getExternalItem(
  db: Database,
  clock: Clock,
  shop: PublishedShop,
  playerId: string,
  itemId: string,
  currency?: string,
): Promise<ExternalItem> {
  const item = shop.config.catalogue.items.find(
    (candidate) => candidate.id === itemId && candidate.kind === 'external',
  );
  if (!item) throw new NotFoundError('This shop has no external item with this id');
  const pricing = itemPricing(item, currency ?? shop.config.catalogue.defaultCurrency);
  const remaining =
    item.limitPerPlayer === undefined
      ? null
      : remainingForPlayer(item, await purchasedCounts(db, shop.id, playerId, [item.id]));
  return {
    itemId: item.id,
    externalId: item.externalId ?? item.id,
    name: item.name,
    description: item.description ?? null,
    image: item.image ?? null,
    price:
      pricing === null
        ? null
        : pricing.kind === 'money'
          ? { kind: 'money', amount: pricing.amount, currency: pricing.currency }
          : pricing.kind === 'virtual'
            ? { kind: 'virtual', amount: pricing.amount, currencyId: pricing.currencyId }
            : { kind: 'free' },
    available: availabilityOf(item, clock.now()) === 'available' && remaining !== 0,
    remaining,
  };
}

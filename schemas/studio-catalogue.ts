import { z } from 'zod';
import { slugSchema } from './common';
import { shopHandleSchema } from './shop-handle';

// The studio's catalogue calls (docs/decisions/041). Items and coupons themselves are edited in the draft config
// (schemas/catalogue.ts); only what the browser cannot know, orders waiting for payment, needs a call of its own.

export const catalogueItemParamsSchema = z.object({ shop: shopHandleSchema, itemId: slugSchema });

/** How many pending orders the usage answer names; the count says how many there are in all. */
export const ITEM_USAGE_LISTED = 10;

export const pendingOrderRefSchema = z.object({
  /** GF-000123, as the player's receipt and the support desk name it. */
  receiptNumber: z.string(),
  createdAt: z.string(),
});
export type PendingOrderRef = z.infer<typeof pendingOrderRefSchema>;

/** `GET /studio/api/shops/{shop}/catalogue/items/{itemId}/usage`: orders not yet paid that hold the item. */
export const itemUsageSchema = z.object({
  itemId: z.string(),
  pendingOrderCount: z.number().int().nonnegative(),
  /** The newest ones, at most ITEM_USAGE_LISTED. */
  pendingOrders: z.array(pendingOrderRefSchema),
});
export type ItemUsage = z.infer<typeof itemUsageSchema>;

import { z } from 'zod';
import { slugSchema, text } from '../common';
import { grantedRewardsSchema } from './rewards';

// Offer chains (issue 14): link n is CLAIMED when n <= the player's completed count c, UNLOCKED when n = c + 1,
// LOCKED otherwise. A free link is claimed directly; a paid link sells a catalogue item through the normal
// checkout and advances the chain at settle only if it is still the next link. Owned by the offer-chain feature.

export const offerChainSchema = z.strictObject({
  id: slugSchema,
  name: text(60),
  /** When the chain starts over: never, each week, each month, or once every link is claimed. */
  reset: z.enum(['never', 'weekly', 'monthly', 'on_completion'], {
    error: 'Expected a reset: never, weekly, monthly, on_completion',
  }),
  /** A second payment for a link already advanced past: refunded, or credited to the next link. */
  duplicatePayment: z.enum(['refund', 'credit'], { error: 'Expected refund or credit' }).default('refund'),
  links: z
    .array(
      z.strictObject({
        id: slugSchema,
        rewards: grantedRewardsSchema,
        /** A catalogue item sold for this link; absent, the link is free. */
        itemId: slugSchema.optional(),
      }),
    )
    .min(1, { error: 'An offer chain needs at least one link' })
    .max(12, { error: 'Expected at most 12 links' }),
});
export type OfferChain = z.infer<typeof offerChainSchema>;

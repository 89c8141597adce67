import { z } from 'zod';
import { cardSchema } from '../../../schemas/cards';
import { cardTitle } from '~/cards/card-parts';
import type { CommerceRequest } from '~/shop/cart/cart-store';

// What a visitor asked for before signing in (add to cart, buy, claim, open the cart): kept in this tab's
// sessionStorage so it survives a provider's redirect, and carried out once they are signed in (issue 11).

/** A request older than this is dropped: the player has moved on. */
const PENDING_FOR_MS = 15 * 60_000;

const keyOf = (shop: string) => `gf_pending_${shop}`;

// What was kept is read back through a schema: a value edited in the tab's storage is ignored, never acted on.
const pendingSchema = z.object({
  at: z.number(),
  request: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('open_cart') }),
    z.object({
      kind: z.literal('card_action'),
      action: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('buy'), card: cardSchema, linkId: z.string().optional() }),
        z.object({ kind: z.literal('add_to_cart'), card: cardSchema, linkId: z.string().optional() }),
        z.object({ kind: z.literal('claim'), card: cardSchema, linkId: z.string().optional() }),
        z.object({ kind: z.literal('open_link'), card: cardSchema }),
        z.object({ kind: z.literal('sign_in'), card: cardSchema }),
      ]),
    }),
  ]),
}) satisfies z.ZodType<{ at: number; request: CommerceRequest }>;

export function rememberPendingRequest(shop: string, request: CommerceRequest, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(keyOf(shop), JSON.stringify({ at: now, request }));
  } catch {
    // Storage refused (private mode, quota): the player signs in and asks again.
  }
}

export function forgetPendingRequest(shop: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(shop));
  } catch {
    // Nothing was kept.
  }
}

/** The request kept for this shop, taken out of storage so it runs once; null when none or too old. */
export function takePendingRequest(shop: string, now = Date.now()): CommerceRequest | null {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(keyOf(shop));
  } catch {
    return null;
  }
  if (stored === null) return null;
  forgetPendingRequest(shop);
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const pending = pendingSchema.safeParse(json);
  if (!pending.success || pending.data.at > now || now - pending.data.at > PENDING_FOR_MS) return null;
  return pending.data.request;
}

/** Why the sign-in dialog opened, in the words of what the player asked for. */
export function signInReason(request: CommerceRequest): string {
  if (request.kind === 'open_cart') return 'Sign in to see your cart. It is kept on your account, on every device.';
  const name = cardTitle(request.action.card);
  switch (request.action.kind) {
    case 'add_to_cart':
      return `Sign in to add ${name} to your cart. It goes in as soon as you are signed in.`;
    case 'buy':
      return `Sign in to buy ${name}: purchases are delivered to the game account on your profile. Checkout opens as soon as you are signed in.`;
    case 'claim':
      return `Sign in to claim ${name}: rewards go to the game account on your profile. You can claim it as soon as you are signed in.`;
    default:
      return 'Keep your purchases, rewards and game accounts together.';
  }
}

import { cardTitle } from '~/cards/card-parts';
import type { CommerceRequest } from '~/shop/cart/cart-store';

// What a visitor asked for before signing in (add to cart, buy, claim, open the cart): kept in this tab's
// sessionStorage so it survives a provider's redirect, and carried out once they are signed in (issue 11).

/** A request older than this is dropped: the player has moved on. */
const PENDING_FOR_MS = 15 * 60_000;

const keyOf = (shop: string) => `gf_pending_${shop}`;

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
  try {
    const { at, request } = JSON.parse(stored) as { at: number; request: CommerceRequest };
    return typeof at === 'number' && now - at <= PENDING_FOR_MS && request && typeof request.kind === 'string'
      ? request
      : null;
  } catch {
    return null;
  }
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

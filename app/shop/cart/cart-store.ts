import type { CardAction } from '~/cards/card-actions';

// Part of the storefront's first load, so it stays tiny: the header's cart button and the cards talk through it to
// the commerce code (drawer, checkout calls, react-query, the API client), which arrives later (commerce-host.tsx).

/** What the player asked the commerce code to do. */
export type CommerceRequest = { kind: 'open_cart' } | { kind: 'card_action'; action: CardAction };

let itemCount: number | null = null;
const listeners = new Set<() => void>();

/** Items in the cart for the header's badge: null until the cart has been read (and for a visitor). */
export const cartBadge = {
  get: () => itemCount,
  /** The server does not read carts: it renders no count. */
  getServer: () => null,
  set(count: number | null) {
    if (itemCount === count) return;
    itemCount = count;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

let handler: ((request: CommerceRequest) => void) | null = null;
const waiting: CommerceRequest[] = [];
let wake: (() => void) | null = null;

/** Hands a request to the commerce code, or queues it (and asks for that code) until it has arrived. */
export function sendCommerceRequest(request: CommerceRequest): void {
  if (handler) return handler(request);
  waiting.push(request);
  wake?.();
}

/** The commerce code takes over requests, the queued ones first; returns the detach function. */
export function attachCommerceHandler(next: (request: CommerceRequest) => void): () => void {
  handler = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (handler === next) handler = null;
  };
}

/** Who loads the commerce code is told when a request is queued (at once if one already is). */
export function onCommerceRequestQueued(next: (() => void) | null): void {
  wake = next;
  if (next && waiting.length > 0) next();
}

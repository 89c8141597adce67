import { useEffect, type ReactNode } from 'react';
import { announceNotAvailableYet, CardActionsProvider, type CardActionHandler } from '~/cards/card-actions';
import { deferredChunk, useChunkOnDemand, whenIdle } from '~/lib/deferred-chunk';
import { onCommerceRequestQueued, sendCommerceRequest } from '~/shop/cart/cart-store';

// In the storefront's first load: a queue and a loader, nothing more. The drawer, dialogs, API calls and even the
// question "does this card sell a catalogue item?" live in the commerce chunk (cart/commerce-host.tsx), fetched
// when the browser is idle or at the first press.

const commerceHost = deferredChunk(() =>
  import('~/shop/cart/commerce-loader').then((loader) => loader.loadCommerceHost()),
);

/** Starts fetching the commerce code (pointer over or focus on a cart control). */
export const warmCommerce = () => void commerceHost.load().catch(() => undefined);

/** Buying, claiming and signing in go to the commerce code; other actions keep their "not available yet" toast. */
export const handleCardAction: CardActionHandler = (action) => {
  if (action.kind === 'buy' || action.kind === 'add_to_cart' || action.kind === 'claim' || action.kind === 'sign_in') {
    sendCommerceRequest({ kind: 'card_action', action });
  } else announceNotAvailableYet(action);
};

/** Wraps a shop page: cards' actions reach the commerce code, which mounts (drawer, dialogs) once it has arrived. */
export function CommerceActions({ children }: { children: ReactNode }) {
  // Mounted when the browser is idle (so a signed-in player's cart count shows) or at the first request.
  const { module: host, request } = useChunkOnDemand(commerceHost);
  useEffect(() => {
    onCommerceRequestQueued(request);
    const cancel = whenIdle(request);
    return () => {
      cancel();
      onCommerceRequestQueued(null);
    };
  }, [request]);
  return (
    <CardActionsProvider onAction={handleCardAction}>
      {children}
      {host ? <host.CommerceHost /> : null}
    </CardActionsProvider>
  );
}

import { useEffect, type ReactNode } from 'react';
import { announceNotAvailableYet, CardActionsProvider, type CardActionHandler } from '~/cards/card-actions';
import { deferredChunk, useChunkOnDemand, whenIdle } from '~/lib/deferred-chunk';
import { onCommerceRequestQueued, sendCommerceRequest } from '~/shop/cart/cart-store';
import { useViewer } from '~/shop/viewer-context';

// In the storefront's first load: a queue and a loader, nothing more. The drawer, dialogs, API calls and even the
// question "does this card sell a catalogue item?" live in the commerce chunk (cart/commerce-host.tsx). For a
// signed-in player it is fetched when the browser is idle (their cart's count shows in the header). A visitor has no
// cart: it is fetched when they reach for a button (pointer over, touch, focus) or press one, so loading the page
// never pays for its evaluation (docs/decisions/063).

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

/** A visitor reaching for a button or a link: pointer over (a touch starts with one), or focus by keyboard. */
function reachesForControl(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('button, a[href], [role="button"]') !== null;
}

/** Wraps a shop page: cards' actions reach the commerce code, which mounts (drawer, dialogs) once it has arrived. */
export function CommerceActions({ children }: { children: ReactNode }) {
  const signedIn = useViewer() !== null;
  // Mounted when it has arrived and at the first request; fetched early as above.
  const { module: host, request } = useChunkOnDemand(commerceHost, { warmUp: 'intent' });
  useEffect(() => {
    onCommerceRequestQueued(request);
    if (signedIn) {
      const cancel = whenIdle(request);
      return () => {
        cancel();
        onCommerceRequestQueued(null);
      };
    }
    const stopListening = () => {
      window.removeEventListener('pointerover', reach, { capture: true });
      window.removeEventListener('focusin', reach, { capture: true });
    };
    function reach(event: Event) {
      if (!reachesForControl(event)) return;
      warmCommerce();
      stopListening();
    }
    window.addEventListener('pointerover', reach, { capture: true, passive: true });
    window.addEventListener('focusin', reach, { capture: true });
    return () => {
      stopListening();
      onCommerceRequestQueued(null);
    };
  }, [request, signedIn]);
  return (
    <CardActionsProvider onAction={handleCardAction}>
      {children}
      {host ? <host.CommerceHost /> : null}
    </CardActionsProvider>
  );
}

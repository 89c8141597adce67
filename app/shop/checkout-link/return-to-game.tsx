import { useEffect, useState } from 'react';
import {
  CHECKOUT_LINK_COUNTDOWN_SECONDS,
  type CheckoutLinkMessage,
  type CheckoutLinkReturnMode,
  type CheckoutLinkStatus,
} from '../../../schemas/checkout-links';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';

/** The origin a message may go to: the game's https site, or any origin for the game's own scheme (it has none). */
function targetOriginOf(returnUrl: string): string {
  try {
    const url = new URL(returnUrl);
    return url.protocol === 'https:' ? url.origin : '*';
  } catch {
    return '*';
  }
}

interface WebViewBridges {
  chrome?: { webview?: { postMessage(message: unknown): void } };
  webkit?: { messageHandlers?: { gamefront?: { postMessage(message: unknown): void } } };
  ReactNativeWebView?: { postMessage(message: string): void };
}

/**
 * Tells an in-game web view how the payment ended: the page embedding us (an iframe), the window that opened us, and
 * the native bridges web views offer (WebView2, WKWebView, React Native). Status and ids only, nothing personal.
 */
export function notifyEmbedder(message: CheckoutLinkMessage, returnUrl: string): void {
  const targetOrigin = targetOriginOf(returnUrl);
  if (window.parent !== window) window.parent.postMessage(message, targetOrigin);
  if (window.opener && window.opener !== window) (window.opener as Window).postMessage(message, targetOrigin);
  const bridges = window as unknown as WebViewBridges;
  bridges.chrome?.webview?.postMessage(message);
  bridges.webkit?.messageHandlers?.gamefront?.postMessage(message);
  bridges.ReactNativeWebView?.postMessage(JSON.stringify(message));
}

/**
 * Hands the player back to the game as the publisher chose: at once, after a countdown the player can skip or stop,
 * or on the button alone. The button is always there (a blocked navigation leaves the player a way back).
 */
export function ReturnToGame({
  linkId,
  status,
  orderId,
  returnUrl,
  mode,
}: {
  linkId: string;
  status: CheckoutLinkStatus;
  orderId: string | null;
  returnUrl: string;
  mode: CheckoutLinkReturnMode;
}) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(
    mode === 'countdown' ? CHECKOUT_LINK_COUNTDOWN_SECONDS : mode === 'immediate' ? 0 : null,
  );
  useEffect(() => {
    notifyEmbedder({ type: 'gamefront.checkout_link', linkId, status, orderId }, returnUrl);
    // Only once per link and outcome: a later status change (paid, then fulfilled) is a new message.
  }, [linkId, status, orderId, returnUrl]);
  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      window.location.assign(returnUrl);
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, returnUrl]);
  return (
    <>
      {secondsLeft !== null && secondsLeft > 0 ? (
        <p role="status" aria-live="polite">
          Returning to the game in {secondsLeft} s…{' '}
          <Button variant="ghost" size="small" onClick={() => setSecondsLeft(null)}>
            Stay here
          </Button>
        </p>
      ) : null}
      <Button asChild size="large" leading={<Icon name="external-link" />}>
        <a href={returnUrl}>Return to the game</a>
      </Button>
    </>
  );
}

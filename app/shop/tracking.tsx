import { useEffect, useRef } from 'react';
import type { ShopConfig } from '../../schemas/shop-config';
import { deferredChunk } from '~/lib/deferred-chunk';

// The trackers' bootstrap code is itself loaded on consent, so a player who never consents never downloads it.
const trackingScripts = deferredChunk(() => import('~/shop/tracking-scripts'));

/**
 * Google Analytics and the Meta pixel, only once the player has consented. Nothing is requested from
 * either host before that: no script, no pixel, no prefetch.
 */
export function Tracking({
  tracking,
  granted,
  page,
}: {
  tracking: ShopConfig['tracking'];
  granted: boolean;
  /** Changes on each page the player visits. */ page: string;
}) {
  const { gaId, metaPixelId } = tracking;
  const started = useRef(false);

  // Calls run in the order they were asked for: they all wait on the same import.
  useEffect(() => {
    if (!granted) {
      if (started.current)
        void trackingScripts.load().then(
          (scripts) => scripts.revokeTracking(),
          () => undefined,
        );
      return;
    }
    if (!gaId && !metaPixelId) return;
    started.current = true;
    void trackingScripts.load().then(
      (scripts) => {
        if (gaId) scripts.startGoogleAnalytics(gaId);
        if (metaPixelId) scripts.startMetaPixel(metaPixelId);
      },
      () => undefined,
    );
  }, [granted, gaId, metaPixelId]);

  // Client-side navigations are page views too (gtag.js counts history changes itself).
  useEffect(() => {
    if (granted && metaPixelId)
      void trackingScripts.load().then(
        (scripts) => scripts.trackMetaPageView(),
        () => undefined,
      );
  }, [granted, metaPixelId, page]);

  return null;
}

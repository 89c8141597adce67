import { useEffect, useRef } from 'react';
import type { ShopConfig } from '../../schemas/shop-config';
import { deferredChunk } from '~/lib/deferred-chunk';
import { consentAllows, type ConsentChoice } from '~/shop/consent-cookie';

// The trackers' bootstrap code is itself loaded on consent, so a player who never consents never downloads it.
const trackingScripts = deferredChunk(() => import('~/shop/tracking-scripts'));

/**
 * Google Analytics (analytics cookies) and the Meta pixel (marketing cookies), each only once the player has
 * allowed its category. Nothing is requested from either host before that: no script, no pixel, no prefetch.
 */
export function Tracking({
  tracking,
  consent,
  page,
}: {
  tracking: ShopConfig['tracking'];
  /** The player's choice; null before they chose (nothing runs). */
  consent: ConsentChoice | null;
  /** Changes on each page the player visits. */ page: string;
}) {
  const { gaId, metaPixelId } = tracking;
  const analytics = consentAllows(consent, 'analytics');
  const marketing = consentAllows(consent, 'marketing');
  const started = useRef({ analytics: false, marketing: false });

  // Calls run in the order they were asked for: they all wait on the same import.
  useEffect(() => {
    if (!gaId) return;
    if (!analytics) {
      if (started.current.analytics)
        void trackingScripts.load().then((scripts) => scripts.revokeGoogleAnalytics(), ignore);
      return;
    }
    started.current.analytics = true;
    void trackingScripts.load().then((scripts) => scripts.startGoogleAnalytics(gaId), ignore);
  }, [analytics, gaId]);

  useEffect(() => {
    if (!metaPixelId) return;
    if (!marketing) {
      if (started.current.marketing) void trackingScripts.load().then((scripts) => scripts.revokeMetaPixel(), ignore);
      return;
    }
    started.current.marketing = true;
    void trackingScripts.load().then((scripts) => scripts.startMetaPixel(metaPixelId), ignore);
  }, [marketing, metaPixelId]);

  // Client-side navigations are page views too (gtag.js counts history changes itself).
  useEffect(() => {
    if (marketing && metaPixelId) void trackingScripts.load().then((scripts) => scripts.trackMetaPageView(), ignore);
  }, [marketing, metaPixelId, page]);

  return null;
}

function ignore() {
  // The trackers' code did not arrive (offline, blocked): the shop works without it.
}

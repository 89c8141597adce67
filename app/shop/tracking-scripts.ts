// Loaded only once a player consents (see Tracking in tracking.tsx): nothing of it runs, or downloads, before.

type Command = (...args: unknown[]) => void;
type Fbq = Command & { callMethod?: Command; queue: unknown[]; push: Fbq; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
export const META_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * The CSP nonce of this page. React does not render it in the browser and Chrome hides the attribute's value,
 * but the `nonce` property of a server-rendered script still holds it.
 */
function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    if (script.nonce) return script.nonce;
  }
  return '';
}

const requested = new Set<string>();

/** Adds an async script once per page, carrying the nonce so the CSP lets it run. */
function loadScript(src: string) {
  if (requested.has(src) || [...document.scripts].some((script) => script.src === src)) return;
  requested.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.nonce = pageNonce();
  document.head.appendChild(script);
}

export function startGoogleAnalytics(gaId: string) {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the Arguments object itself from the data layer, so it is pushed as is.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
  }
  window.gtag('consent', 'update', { analytics_storage: 'granted' });
  window.gtag('config', gaId);
  loadScript(`${GTAG_URL}?id=${encodeURIComponent(gaId)}`);
}

export function startMetaPixel(pixelId: string) {
  if (!window.fbq) {
    // Meta's own bootstrap, typed: calls queue up until fbevents.js takes over.
    const fbq: Fbq = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      },
      { queue: [] as unknown[], loaded: true, version: '2.0' },
    ) as Fbq;
    fbq.push = fbq;
    window.fbq = fbq;
    window._fbq = window._fbq ?? fbq;
  }
  window.fbq('consent', 'grant');
  window.fbq('init', pixelId);
  loadScript(META_PIXEL_URL);
}

// Scripts already loaded cannot be unloaded: a later refusal of a category tells its tracker to stop.

export function revokeGoogleAnalytics() {
  window.gtag?.('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' });
}

export function revokeMetaPixel() {
  window.fbq?.('consent', 'revoke');
}

/** A page view for the Meta pixel (gtag.js counts history changes itself). */
export function trackMetaPageView() {
  window.fbq?.('track', 'PageView');
}

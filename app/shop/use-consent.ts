import { useCallback, useRef, useState } from 'react';
import type { ShopConfig } from '../../schemas/shop-config';
import { consentCookie, type ConsentChoice } from '~/shop/consent-cookie';

export interface ConsentState {
  /** The player's choice: from the cookie on the server, then from the banner. */
  choice: ConsentChoice | null;
  bannerOpen: boolean;
  /** True when the banner was opened again from "Cookie settings" (it then takes focus). */
  reopened: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
}

/** The consent banner's state for one shop; a returning player's cookie keeps the banner closed from the first render. */
export function useConsent(
  handle: string,
  config: ShopConfig['cookieConsent'] & { choice: ConsentChoice | null },
): ConsentState {
  const initial = () => ({
    handle,
    choice: config.choice,
    bannerOpen: config.enabled && config.choice === null,
    reopened: false,
  });
  const [state, setState] = useState(initial);
  // Where focus goes back once a reopened banner is answered.
  const returnFocus = useRef<HTMLElement | null>(null);
  // Client navigation to another shop keeps this component: start over from that shop's data.
  if (state.handle !== handle) setState(initial());

  const choose = useCallback(
    (choice: ConsentChoice) => {
      // The studio's canvas answers for the page only: a publisher's click there is not a player's consent.
      if (!document.documentElement.hasAttribute('data-studio-preview')) {
        document.cookie = consentCookie(handle, choice, window.location.protocol === 'https:');
      }
      setState((previous) => ({ ...previous, choice, bannerOpen: false, reopened: false }));
      returnFocus.current?.focus();
      returnFocus.current = null;
    },
    [handle],
  );
  const reopen = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState((previous) => ({ ...previous, bannerOpen: true, reopened: true }));
  }, []);

  return {
    choice: state.choice,
    bannerOpen: state.bannerOpen && config.enabled,
    reopened: state.reopened,
    choose,
    reopen,
  };
}

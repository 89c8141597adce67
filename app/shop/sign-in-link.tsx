import { useEffect } from 'react';

/** The fragment a game's sign-in link carries (`/{shop}#gf_sign_in=<token>`): never sent to the server or in Referer. */
const FRAGMENT_RE = /^#gf_sign_in=([A-Za-z0-9._-]{16,4096})$/;

/**
 * Signs the player in from a link the game put in front of them, once. Renders nothing; the exchange code (and the
 * API client with its schemas) loads only when a link is actually opened.
 */
export function SignInLink() {
  useEffect(() => {
    const match = FRAGMENT_RE.exec(window.location.hash);
    if (!match) return;
    // Drop the token from the address bar and history before anything else can read or share it.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void import('~/shop/sign-in-link-exchange').then(({ exchangeSignInLink }) => exchangeSignInLink(match[1]!));
  }, []);
  return null;
}

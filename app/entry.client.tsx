import { RemixBrowser } from '@remix-run/react';
import { setNonce } from 'get-nonce';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Radix's scroll lock (dialogs, the menu drawer) injects a <style> element; it must carry the page's CSP nonce,
// which the browser exposes only through the `nonce` property of an element that has it: the root's scripts do.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
if (nonce) setNonce(nonce);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

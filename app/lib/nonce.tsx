import { createContext, useContext } from 'react';

// The per-request CSP nonce: set by entry.server on the server; empty in the browser, where React ignores it.
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}

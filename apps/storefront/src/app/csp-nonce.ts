import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered (entry.server.tsx provides it);
 * undefined in the browser, where the scripts have already run.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

import { createContext, useContext } from 'react';

/**
 * The per-request nonce of a server-rendered page (the server's Content-Security-Policy allows
 * inline scripts that carry it). Undefined in pre-rendered files, whose inline scripts are
 * allowed by hash instead, and in the browser.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce every inline script of the document must carry. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

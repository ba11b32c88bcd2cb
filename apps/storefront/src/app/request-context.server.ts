import { createContext, RouterContextProvider } from 'react-router';
import type { ApiUnavailability } from '../shared/graphql/client';

/** The nonce server.mjs put into this response's Content-Security-Policy. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** What a request learnt about the api: set when a call got no answer at all. */
export interface ApiAvailability {
  problem?: ApiUnavailability;
}

/** Set by the root middleware for every request; loaders' api calls note failures in it. */
export const apiAvailabilityContext = createContext<ApiAvailability | undefined>(undefined);

/** The load context server.mjs hands to React Router for a request. */
export function requestContext(cspNonce: string): RouterContextProvider {
  return new RouterContextProvider(new Map([[cspNonceContext, cspNonce]]));
}

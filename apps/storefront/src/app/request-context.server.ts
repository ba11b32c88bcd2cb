import { createContext, type RouterContext, RouterContextProvider } from 'react-router';
import type { ApiUnavailability } from '../shared/graphql/client';

/** The nonce server.mjs put into this response's Content-Security-Policy. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** What a request learnt about the api: set when a call got no answer at all. */
export interface ApiAvailability {
  problem?: ApiUnavailability;
}

/** Set by the root middleware for every request; loaders' api calls note failures in it. */
export const apiAvailabilityContext = createContext<ApiAvailability | undefined>(undefined);

/** What server.mjs learns of a render for its log and metrics (server/metrics.mjs). */
export interface RequestObservation {
  /** The request's id, sent to the api as X-Request-Id with every call of the render. */
  readonly requestId: string;
  /** The kind of page rendered (entry.server.tsx): a route's name or, for the catch-all, its page type. */
  routeType: string | undefined;
  /** Called when an api call of the render has ended. */
  apiCallEnded(operation: string | undefined, seconds: number, outcome: 'ok' | 'error' | 'unavailable'): void;
}

/** Set by server.mjs for every request it renders; absent in tests that render without it. */
export const requestObservationContext = createContext<RequestObservation | undefined>(undefined);

/** The load context server.mjs hands to React Router for a request. */
export function requestContext(cspNonce: string, observation?: RequestObservation): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [cspNonceContext, cspNonce],
      [requestObservationContext, observation],
    ]),
  );
}

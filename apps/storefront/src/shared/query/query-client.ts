import { QueryClient } from '@tanstack/react-query';

let browserQueryClient: QueryClient | undefined;

/**
 * The query client of a page: on the server a new one for every render (no visitor's data is kept
 * for the next), in the browser one for the whole visit, so that code outside React (the cart after
 * a login or logout) changes the same cache the components read.
 */
export function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

function createQueryClient(): QueryClient {
  // Route loaders fetch the SSR data; the query client holds the browser's server state.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

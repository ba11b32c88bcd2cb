import { createContext, type ReactNode, useContext } from 'react';
import type { QueryClient } from './query-client';

const QueryClientContext = createContext<QueryClient | undefined>(undefined);

/** The page's query client (pageQueryClient) for the queries below. */
export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('useQueryClient needs a QueryClientProvider above it');
  return client;
}

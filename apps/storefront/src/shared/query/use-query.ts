import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from './QueryClientProvider';
import { hashQueryKey, PENDING_QUERY, type QueryOptions } from './query-client';

export interface UseQueryOptions<T> extends QueryOptions<T> {
  /** False: the query is not read (what is known of it is still shown). */
  enabled?: boolean;
  /** While a new key has no answer yet, the last data shown stays (isPlaceholderData). */
  keepPreviousData?: boolean;
  /** How long the entry is kept once no component shows it (ms; 0: read afresh on the next visit). */
  gcTime?: number;
}

interface QueryResultBase {
  error: unknown;
  /** The data is the previous key's (keepPreviousData) while this key is read. */
  isPlaceholderData: boolean;
  /** Reads again now (a retry button); its outcome shows in the query. */
  refetch(): Promise<void>;
}

export type QueryResult<T> = QueryResultBase &
  (
    | { status: 'pending'; data: undefined; isPending: true; isError: false; isSuccess: false }
    | { status: 'error'; data: T | undefined; isPending: false; isError: true; isSuccess: false }
    | { status: 'success'; data: T; isPending: false; isError: false; isSuccess: true }
  );

const ignore = () => {};

/**
 * The query of a key as the cache has it; re-renders when it changes. Read when shown and stale,
 * when its key or `enabled` changes, when it is marked out of date and when it was forgotten, never
 * on the server (effects do not run there), whose render shows it as not loaded.
 */
export function useQuery<T>(options: UseQueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  const { queryKey, gcTime, keepPreviousData = false } = options;
  const enabled = options.enabled !== false && options.queryFn !== undefined;
  const hash = hashQueryKey(queryKey);
  const subscribe = useCallback(
    (changed: () => void) => client.observe(hash, changed, gcTime),
    [client, hash, gcTime],
  );
  const snapshot = () => client.getQueryState<T>(queryKey) ?? PENDING_QUERY;
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const readAgain = state.invalidated && !state.fetching;
  const known = state !== PENDING_QUERY;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when shown, on a new key or enabled, once out of date and once forgotten (removeQueries); with the options of that render.
  useEffect(() => {
    if (enabled) client.fetchQuery(options).catch(ignore);
  }, [client, hash, enabled, readAgain, known]);

  const shown = useRef<T | undefined>(undefined);
  const placeholder = keepPreviousData && state.status === 'pending' ? shown.current : undefined;
  const isPlaceholderData = placeholder !== undefined;
  const data = isPlaceholderData ? placeholder : state.data;
  shown.current = data;
  const status = isPlaceholderData ? 'success' : state.status;
  return {
    data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
    isPlaceholderData,
    refetch: () => client.refetch(options).then(ignore, ignore),
  } as QueryResult<T>;
}

/** How many changes of a kind are under way (QueryClient.trackChange). */
export function useChangesUnderWay(kind: string): number {
  const client = useQueryClient();
  const count = () => client.changesUnderWay(kind);
  return useSyncExternalStore(client.observeChanges, count, count);
}

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from './QueryClientProvider';
import { QueryClient } from './query-client';
import { type UseQueryOptions, useChangesUnderWay, useQuery } from './use-query';

// Components and the cache: read when shown, the server render, keeping the previous data, stable
// data for effects, marked out of date while shown. The cache's own rules are in query-client.test.ts.

afterEach(cleanup);

interface Shown {
  text: string;
  isPlaceholderData: boolean;
  status: string;
}

function Query({ options, shown }: { options: UseQueryOptions<string>; shown: Shown[] }) {
  const query = useQuery(options);
  shown.push({ text: query.data ?? '–', isPlaceholderData: query.isPlaceholderData, status: query.status });
  return <p>{`${query.status}: ${query.data ?? '–'}`}</p>;
}

/** Calls `effect` with the query's data whenever that changes. */
function CartEffect({ effect }: { effect: (data: unknown) => void }) {
  const query = useQuery({ queryKey: ['cart'], queryFn: async () => ({ lines: [{ sku: 'S-1' }] }) });
  useEffect(() => effect(query.data), [effect, query.data]);
  return null;
}

function Retry({ queryFn }: { queryFn: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['checkout-cart'], queryFn, retry: false });
  return (
    <button type="button" onClick={() => void query.refetch()}>
      {query.isError ? 'failed' : (query.data ?? 'loading')}
    </button>
  );
}

function Busy() {
  return <p>{`busy: ${useChangesUnderWay('cart-change')}`}</p>;
}

function withClient(client: QueryClient, children: React.ReactNode) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A query function whose answers the test gives, one per call. */
function answeredByHand() {
  const calls: { answer(value: string): void; signal: AbortSignal }[] = [];
  const queryFn = vi.fn(
    ({ signal }: { signal: AbortSignal }) => new Promise<string>((answer) => calls.push({ answer, signal })),
  );
  return { queryFn, calls };
}

describe('useQuery', () => {
  it('reads nothing during the server render, which shows the query as not loaded', () => {
    const queryFn = vi.fn(async () => 'cart');
    const html = renderToString(
      withClient(new QueryClient(), <Query options={{ queryKey: ['cart'], queryFn }} shown={[]} />),
    );
    expect(html).toContain('pending: –');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('reads once for all components that show the same key, and shows the answer in each', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand();
    render(
      withClient(
        client,
        <>
          <Query options={{ queryKey: ['cart', 'a'], queryFn }} shown={[]} />
          <Query options={{ queryKey: ['cart', 'a'], queryFn }} shown={[]} />
        </>,
      ),
    );
    expect(screen.getAllByText('pending: –')).toHaveLength(2);
    await act(async () => calls[0]?.answer('cart'));
    expect(screen.getAllByText('success: cart')).toHaveLength(2);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not read while not enabled or without a query function', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'cart');
    render(
      withClient(
        client,
        <>
          <Query options={{ queryKey: ['a'], queryFn, enabled: false }} shown={[]} />
          <Query options={{ queryKey: ['b'] }} shown={[]} />
        </>,
      ),
    );
    await act(async () => {});
    expect(queryFn).not.toHaveBeenCalled();
    expect(screen.getAllByText('pending: –')).toHaveLength(2);
  });

  it('keeps showing the previous key’s data while the next one is read (keepPreviousData)', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand();
    const shown: Shown[] = [];
    const view = (text: string) =>
      withClient(
        client,
        <Query
          options={{ queryKey: ['suggestions', text], queryFn, keepPreviousData: true }}
          shown={shown}
        />,
      );
    const { rerender } = render(view('sh'));
    await act(async () => calls[0]?.answer('shoes'));
    rerender(view('sho'));
    expect(shown.at(-1)).toEqual({ text: 'shoes', isPlaceholderData: true, status: 'success' });
    // The new text cancels the read of the old one once it has left (the read took the signal).
    rerender(view('shoe'));
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(shown.at(-1)).toEqual({ text: 'shoes', isPlaceholderData: true, status: 'success' });
    await act(async () => calls[2]?.answer('shoes and boots'));
    expect(shown.at(-1)).toEqual({ text: 'shoes and boots', isPlaceholderData: false, status: 'success' });
  });

  it('gives effects the same data when a new read answers the same', async () => {
    const client = new QueryClient();
    const effect = vi.fn();
    render(withClient(client, <CartEffect effect={effect} />));
    await act(async () => {});
    await act(async () => client.invalidateQueries({ queryKey: ['cart'] }));
    await act(async () => {});
    expect(client.getQueryState(['cart'])).toMatchObject({ status: 'success', fetching: false });
    expect(effect.mock.calls.map(([data]) => data)).toEqual([undefined, { lines: [{ sku: 'S-1' }] }]);
  });

  it('reads a shown query again when it is marked out of date, also during a read', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand();
    render(
      withClient(
        client,
        <Query
          options={{ queryKey: ['wishlist'], queryFn, staleTime: Number.POSITIVE_INFINITY }}
          shown={[]}
        />,
      ),
    );
    await act(async () => calls[0]?.answer('before'));
    await act(async () => client.invalidateQueries({ queryKey: ['wishlist'] }));
    expect(queryFn).toHaveBeenCalledTimes(2);
    // Marked again while that read runs (a merge that ends meanwhile): its answer may be older.
    await act(async () => client.invalidateQueries({ queryKey: ['wishlist'] }));
    await act(async () => calls[1]?.answer('during'));
    expect(queryFn).toHaveBeenCalledTimes(3);
    await act(async () => calls[2]?.answer('after'));
    expect(screen.getByText('success: after')).toBeTruthy();
  });

  it('reads a shown query again once it was forgotten (removeQueries)', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand();
    render(withClient(client, <Query options={{ queryKey: ['customer', 'token'], queryFn }} shown={[]} />));
    await act(async () => calls[0]?.answer('Anna'));
    await act(async () => client.removeQueries({ queryKey: ['customer'] }));
    expect(screen.getByText('pending: –')).toBeTruthy();
    await act(async () => calls[1]?.answer('Anna again'));
    expect(screen.getByText('success: Anna again')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('shows a failure, and refetch reads again', async () => {
    const client = new QueryClient();
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('cart');
    render(withClient(client, <Retry queryFn={queryFn} />));
    await act(async () => {});
    expect(screen.getByText('failed')).toBeTruthy();
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('cart')).toBeTruthy();
  });

  it('reads an entry with gcTime 0 afresh when shown again', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'cart');
    const options = { queryKey: ['checkout-cart'], queryFn, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 };
    const first = render(withClient(client, <Query options={options} shown={[]} />));
    await act(async () => {});
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    render(withClient(client, <Query options={options} shown={[]} />));
    await act(async () => {});
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('useChangesUnderWay', () => {
  it('re-renders with the number of changes of its kind under way', async () => {
    const client = new QueryClient();
    render(withClient(client, <Busy />));
    let finish: () => void = () => {};
    let change: Promise<void> = Promise.resolve();
    act(() => {
      change = client.trackChange('cart-change', () => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByText('busy: 1')).toBeTruthy();
    await act(async () => {
      finish();
      await change;
    });
    expect(screen.getByText('busy: 0')).toBeTruthy();
  });
});

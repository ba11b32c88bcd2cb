import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashQueryKey, QueryClient } from './query-client';

// The cache without React: reads, freshness, cancelling, forgetting, counting changes. How
// components use it (reading when shown, keeping the previous data, the server render) is in
// use-query.test.tsx.

const KEY = ['cart', 'token', 'en'] as const;

/** A query function whose answers the test gives, one per call, in order. */
function answeredByHand<T>() {
  const calls: { answer(value: T): void; fail(error: unknown): void; signal: AbortSignal }[] = [];
  const queryFn = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((answer, fail) => calls.push({ answer, fail, signal })),
  );
  return { queryFn, calls };
}

afterEach(() => vi.useRealTimers());

describe('reading', () => {
  it('sends one read per key at a time: a second caller gets the answer of the first', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand<string>();
    const first = client.fetchQuery({ queryKey: KEY, queryFn });
    const second = client.fetchQuery({ queryKey: [...KEY], queryFn });
    expect(client.getQueryState(KEY)?.fetching).toBe(true);
    calls[0]?.answer('cart');
    await expect(Promise.all([first, second])).resolves.toEqual(['cart', 'cart']);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(KEY)).toMatchObject({ data: 'cart', status: 'success', fetching: false });
  });

  it('answers from the cache while the data is fresh (staleTime, one minute by default), then reads again', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'answer');
    await client.fetchQuery({ queryKey: KEY, queryFn });
    await client.fetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    await client.fetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
    await client.fetchQuery({ queryKey: KEY, queryFn, staleTime: 0 });
    expect(queryFn).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(4 * 60_000);
    await client.fetchQuery({ queryKey: KEY, queryFn, staleTime: Number.POSITIVE_INFINITY });
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('ensureQueryData reads only what it does not know yet', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'read');
    client.setQueryData(KEY, 'set');
    await expect(client.ensureQueryData({ queryKey: KEY, queryFn, staleTime: 0 })).resolves.toBe('set');
    await expect(client.ensureQueryData({ queryKey: ['other'], queryFn })).resolves.toBe('read');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('setQueryData takes a value or a change of the known one', () => {
    const client = new QueryClient();
    client.setQueryData<{ count: number }>(KEY, (known) => ({ count: (known?.count ?? 0) + 1 }));
    client.setQueryData<{ count: number }>(KEY, (known) => ({ count: (known?.count ?? 0) + 1 }));
    expect(client.getQueryData(KEY)).toEqual({ count: 2 });
    client.setQueryData(KEY, { count: 7 });
    expect(client.getQueryState(KEY)).toMatchObject({ data: { count: 7 }, status: 'success' });
  });

  it('keeps the same object when an answer equals the last one, so that what depends on it stays put', async () => {
    const client = new QueryClient();
    const answer = () => ({ lines: [{ sku: 'S-1', quantity: 2, options: [] }], total: 20, coupon: null });
    const first = await client.fetchQuery({ queryKey: KEY, queryFn: async () => answer() });
    const again = await client.fetchQuery({ queryKey: KEY, queryFn: async () => answer(), staleTime: 0 });
    expect(again).toBe(first);
    expect(client.getQueryData(KEY)).toBe(first);
    client.setQueryData(KEY, answer());
    expect(client.getQueryData(KEY)).toBe(first);
    const changed = { ...answer(), total: 21 };
    client.setQueryData(KEY, changed);
    expect(client.getQueryData(KEY)).toBe(changed);
  });
});

describe('failures', () => {
  it('are tried once more a second later by default, then the query shows the error', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const queryFn = vi.fn(async () => {
      throw new Error('no answer');
    });
    const read = client.fetchQuery({ queryKey: KEY, queryFn });
    read.catch(() => {});
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'pending', fetching: true });
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).rejects.toThrow('no answer');
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'error', fetching: false });
  });

  it('are not tried again with retry false, and the last answer stays beside the error', async () => {
    const client = new QueryClient();
    client.setQueryData(KEY, 'known');
    const queryFn = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(client.fetchQuery({ queryKey: KEY, queryFn, retry: false, staleTime: 0 })).rejects.toThrow(
      'offline',
    );
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(KEY)).toMatchObject({ data: 'known', status: 'error' });
  });
});

describe('cancelling', () => {
  it('drops the answer of a cancelled read: a newer answer set meanwhile stays', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand<string>();
    const read = client.fetchQuery({ queryKey: KEY, queryFn });
    client.cancelQueries({ queryKey: KEY, exact: true });
    client.setQueryData(KEY, 'the cart with the new line');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer('the empty cart read before');
    await expect(read).rejects.toThrow();
    expect(client.getQueryState(KEY)).toMatchObject({ data: 'the cart with the new line', fetching: false });
  });

  it('setQueryData cancels a read under way: its older answer never replaces the one set', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand<string>();
    const read = client.fetchQuery({ queryKey: KEY, queryFn });
    client.setQueryData(KEY, 'the wishlist the change answered');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer('the wishlist read before the change');
    await expect(read).rejects.toThrow();
    expect(client.getQueryState(KEY)).toMatchObject({
      data: 'the wishlist the change answered',
      fetching: false,
    });
  });

  it('refetch cancels the read under way and starts another', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand<string>();
    client.fetchQuery({ queryKey: KEY, queryFn }).catch(() => {});
    const again = client.refetch({ queryKey: KEY, queryFn });
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    calls[1]?.answer('new');
    calls[0]?.answer('old');
    await expect(again).resolves.toBe('new');
    expect(client.getQueryData(KEY)).toBe('new');
  });

  it('matches keys by their first parts, or exactly', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand<string>();
    for (const key of [['cart', 'a', 'de'], ['cart', 'a', 'en'], ['cart', 'b', 'en'], ['wishlist']]) {
      client.fetchQuery({ queryKey: key, queryFn }).catch(() => {});
    }
    client.cancelQueries({ queryKey: ['cart', 'a'] });
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, true, false, false]);
    client.cancelQueries({ queryKey: ['cart'], exact: true });
    expect(calls[2]?.signal.aborted).toBe(false);
  });
});

describe('out of date and forgotten', () => {
  it('invalidateQueries marks the matching queries: the next read asks again although fresh', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'answer');
    client.setQueryData(['cart', 'a', 'de'], 'de');
    client.setQueryData(['cart', 'a', 'en'], 'en');
    client.setQueryData(['cart', 'b', 'en'], 'other');
    client.invalidateQueries({ queryKey: ['cart', 'a'] });
    expect(client.getQueryState(['cart', 'a', 'de'])?.invalidated).toBe(true);
    expect(client.getQueryState(['cart', 'b', 'en'])?.invalidated).toBe(false);
    await client.fetchQuery({ queryKey: ['cart', 'a', 'de'], queryFn });
    await client.fetchQuery({ queryKey: ['cart', 'b', 'en'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['cart', 'a', 'de'])).toMatchObject({ data: 'answer', invalidated: false });
  });

  it('an invalidation during a read leaves the query out of date after it (the read may be older)', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand<string>();
    const read = client.fetchQuery({ queryKey: KEY, queryFn });
    client.invalidateQueries({ queryKey: KEY });
    calls[0]?.answer('before the change');
    await read;
    expect(client.getQueryState(KEY)).toMatchObject({ data: 'before the change', invalidated: true });
  });

  it('a cancelled read leaves a query that was out of date out of date', async () => {
    const client = new QueryClient();
    const { queryFn } = answeredByHand<string>();
    client.setQueryData(KEY, 'known');
    client.invalidateQueries({ queryKey: KEY });
    client.fetchQuery({ queryKey: KEY, queryFn }).catch(() => {});
    expect(client.getQueryState(KEY)).toMatchObject({ invalidated: false, fetching: true });
    client.cancelQueries({ queryKey: KEY });
    expect(client.getQueryState(KEY)).toMatchObject({ data: 'known', invalidated: true, fetching: false });
  });

  it('removeQueries forgets the matching queries and drops their reads', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand<string>();
    client.setQueryData(['cart', 'a', 'de'], 'cart');
    client.fetchQuery({ queryKey: ['cart', 'b', 'de'], queryFn }).catch(() => {});
    client.setQueryData(['free-shipping-amount', 'de'], 50);
    client.removeQueries({ queryKey: ['cart'] });
    calls[0]?.answer('late');
    await Promise.resolve();
    expect(client.getQueryState(['cart', 'a', 'de'])).toBeUndefined();
    expect(client.getQueryState(['cart', 'b', 'de'])).toBeUndefined();
    expect(client.getQueryData(['free-shipping-amount', 'de'])).toBe(50);
  });

  it('forgets an entry no component shows after its gcTime (five minutes by default)', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(KEY, 'cart');
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(client.getQueryData(KEY)).toBe('cart');
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(KEY)).toBeUndefined();
  });

  it('keeps an entry while a component shows it, and forgets it after the gcTime of the last one', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(KEY, 'cart');
    const stop = client.observe(hashQueryKey(KEY), () => {}, 0);
    vi.advanceTimersByTime(60 * 60_000);
    expect(client.getQueryData(KEY)).toBe('cart');
    stop();
    vi.advanceTimersByTime(0);
    expect(client.getQueryData(KEY)).toBeUndefined();
  });

  it('aborts a read that took the signal when the last component showing it goes', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answeredByHand<string>();
    const stop = client.observe(hashQueryKey(KEY), () => {});
    client.fetchQuery({ queryKey: KEY, queryFn }).catch(() => {});
    stop();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'pending', fetching: false });
  });

  it('lets a read that ignores the signal end, so that its answer is kept', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    const stop = client.observe(hashQueryKey(KEY), () => {});
    const read = client.fetchQuery({
      queryKey: KEY,
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    stop();
    answer('kept');
    await expect(read).resolves.toBe('kept');
    expect(client.getQueryData(KEY)).toBe('kept');
  });
});

describe('changes under way', () => {
  it('are counted by kind while they run, failed ones too', async () => {
    const client = new QueryClient();
    const changed = vi.fn();
    client.observeChanges(changed);
    let finish: () => void = () => {};
    const change = client.trackChange(
      'cart-change',
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const failing = client.trackChange('cart-change', async () => {
      throw new Error('refused');
    });
    expect(client.changesUnderWay('cart-change')).toBe(2);
    expect(client.changesUnderWay('other')).toBe(0);
    await expect(failing).rejects.toThrow('refused');
    expect(client.changesUnderWay('cart-change')).toBe(1);
    finish();
    await change;
    expect(client.changesUnderWay('cart-change')).toBe(0);
    expect(changed).toHaveBeenCalledTimes(4);
  });
});

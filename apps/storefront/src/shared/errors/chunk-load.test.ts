import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadFailure, lazyWithPreload, withChunkTimeout } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk load timeout', () => {
  it('raises a load error when a chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const loading = withChunkTimeout(never);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void loading.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('a script chunk did not load within 120 s');
  });

  it('passes a chunk that arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'), 50)).resolves.toBe('module');
  });

  it("turns the browser's failed-import error into a load error, other errors stay", async () => {
    await expect(
      withChunkTimeout(
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
        50,
      ),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    const other = new RangeError('bug');
    await expect(withChunkTimeout(Promise.reject(other), 50)).rejects.toBe(other);
    expect(isChunkLoadFailure(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('x is undefined'))).toBe(false);
  });
});

describe('lazy components fetched ahead', () => {
  it('preload asks for the module before the first render, and a failure is left to that render', async () => {
    // A plain function: vi.fn would itself handle the promise it returns (its settled results).
    let calls = 0;
    const load = () => {
      calls++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /b.js'));
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      lazyWithPreload(load).preload();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls).toBe(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

import { type ComponentType, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../constants';

/** A script chunk that did not load (in time): the page offers a reload (docs/BEHAVIOUR.md#error-texts). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Rejects with a ChunkLoadError when the import has not settled within `timeoutMs` (default 120 s). */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`a script chunk did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadFailure(error) ? new ChunkLoadError((error as Error).message) : error);
      },
    );
  });
}

/** React.lazy with the chunk timeout: a component module that does not arrive raises a load error. */
export function lazyWithTimeout<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkTimeout(load()));
}

/**
 * lazyWithTimeout whose module can be fetched before it first renders (`preload`), e.g. while the
 * data it shows is read; a failure then shows when it renders.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return Object.assign(lazyWithTimeout(load), {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}

/** The browsers' messages for a dynamic import that failed, and our own timeout. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

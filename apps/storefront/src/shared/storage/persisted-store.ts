import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

/**
 * window.localStorage, looked up on every call (never at module load: this code is also imported
 * during server rendering, where there is no storage and every read finds nothing).
 */
const lazyLocalStorage: StateStorage = {
  getItem: (name) => storage()?.getItem(name) ?? null,
  setItem: (name, value) => {
    try {
      storage()?.setItem(name, value);
    } catch {
      // Full or blocked storage (private mode): the state lives on for this page view only.
    }
  },
  removeItem: (name) => storage()?.removeItem(name),
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** JSON storage in localStorage for zustand's persist middleware (use with skipHydration: true). */
export function localJsonStorage<State>(): PersistStorage<State> | undefined {
  return createJSONStorage<State>(() => lazyLocalStorage);
}

interface PersistApi {
  persist: { hasHydrated(): boolean; rehydrate(): Promise<void> | void };
}

/**
 * Reads a persisted store from localStorage once, in the browser only. Stores are created with
 * skipHydration, so server and first client render agree; call this in an effect or a
 * clientLoader. With localStorage (synchronous) the state is there when this returns.
 */
export function hydratePersistedStore(store: PersistApi): void {
  if (typeof window === 'undefined' || store.persist.hasHydrated()) return;
  void store.persist.rehydrate();
}

/**
 * Runs `work` in a task of its own, after the current one; returns the cleanup. For the effects that
 * read stored state right after the page has hydrated: what the stored state changes renders at once
 * (the stores update through useSyncExternalStore), and in the same task that render would lengthen
 * the one that ends hydration, which on a phone is long already.
 */
export function inNextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

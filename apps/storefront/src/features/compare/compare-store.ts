import { useCallback, useEffect, useState } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { hydratePersistedStore, inNextTask, localJsonStorage } from '../../shared/storage/persisted-store';

/** The compare list (docs/BEHAVIOUR.md#local-storage: it lives in local storage), in the order added. */
export interface CompareState {
  skus: string[];
  /** Adds the sku if absent, removes it if present. */
  toggle(sku: string): void;
  remove(sku: string): void;
  clear(): void;
}

type Persisted = Pick<CompareState, 'skus'>;

/** Adds or removes one sku, keeping the order of the others. */
export function toggledSkus(skus: readonly string[], sku: string): string[] {
  return skus.includes(sku) ? skus.filter((entry) => entry !== sku) : [...skus, sku];
}

export const useCompareStore = create<CompareState>()(
  persist(
    (set) => ({
      skus: [],
      toggle: (sku) => set((state) => ({ skus: toggledSkus(state.skus, sku) })),
      remove: (sku) => set((state) => ({ skus: state.skus.filter((entry) => entry !== sku) })),
      clear: () => set({ skus: [] }),
    }),
    {
      name: STORAGE_KEYS.compareProducts,
      storage: localJsonStorage<Persisted>(),
      partialize: (state): Persisted => ({ skus: state.skus }),
      // A list written by another version or by hand: only distinct, non-empty skus count.
      merge: (persisted, current) => ({
        ...current,
        skus: validSkus((persisted as Partial<Persisted>)?.skus),
      }),
      skipHydration: true,
    },
  ),
);

function validSkus(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((sku): sku is string => typeof sku === 'string' && sku !== ''))];
}

/**
 * The compared skus, read from local storage after hydration (empty during server rendering and
 * the first client render, so both agree); `ready` once they were read.
 */
export function useComparedSkus(): { skus: string[]; ready: boolean } {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      inNextTask(() => {
        hydratePersistedStore(useCompareStore);
        setReady(true);
      }),
    [],
  );
  return { skus: useCompareStore((state) => state.skus), ready };
}

/** For a product's compare button: whether it is on the list, and adding/removing it. */
export function useCompareToggle(sku: string): { isCompared: boolean; toggle(): void } {
  useEffect(() => inNextTask(() => hydratePersistedStore(useCompareStore)), []);
  const isCompared = useCompareStore((state) => state.skus.includes(sku));
  const toggle = useCallback(() => {
    hydratePersistedStore(useCompareStore);
    useCompareStore.getState().toggle(sku);
  }, [sku]);
  return { isCompared, toggle };
}

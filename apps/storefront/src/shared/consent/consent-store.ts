import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/keys';
import { localJsonStorage } from '../storage/persisted-store';

/** The cookie bar's choice: necessary cookies always, other cookies (statistics, marketing) by consent. */
export interface CookieConsent {
  necessary: true;
  other: boolean;
  /** ISO date of the choice. */
  decidedAt: string;
}

interface ConsentState {
  consent: CookieConsent | undefined;
  decide(other: boolean): void;
  reset(): void;
}

type Persisted = Pick<ConsentState, 'consent'>;

export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      consent: undefined,
      decide: (other) => set({ consent: { necessary: true, other, decidedAt: new Date().toISOString() } }),
      reset: () => set({ consent: undefined }),
    }),
    {
      name: STORAGE_KEYS.cookieConsent,
      storage: localJsonStorage<Persisted>(),
      partialize: (state): Persisted => ({ consent: state.consent }),
      skipHydration: true,
    },
  ),
);

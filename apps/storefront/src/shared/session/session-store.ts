import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/keys';
import { hydratePersistedStore, localJsonStorage } from '../storage/persisted-store';

/** What the session knows of the logged-in customer (docs/BEHAVIOUR.md#data Customer: user state). */
export interface SessionCustomer {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}

/**
 * The login session: the customer token, kept in localStorage under the user-token key, plus the
 * profile and approval flag of the customer (in memory: fetched again at startup). Login, logout
 * and session expiry (session.ts, session-expiry.ts) write it; the guards read it.
 */
export interface SessionState {
  token: string | undefined;
  customer: SessionCustomer | undefined;
  /** is_approved of the customer (docs/BEHAVIOUR.md#roles-and-permissions): false while a business account awaits approval. */
  isApproved: boolean;
  setToken(token: string): void;
  setCustomer(customer: SessionCustomer, isApproved: boolean): void;
  clear(): void;
}

type Persisted = Pick<SessionState, 'token'>;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: undefined,
      customer: undefined,
      isApproved: false,
      setToken: (token) => set({ token }),
      setCustomer: (customer, isApproved) => set({ customer, isApproved }),
      clear: () => set({ token: undefined, customer: undefined, isApproved: false }),
    }),
    {
      name: STORAGE_KEYS.userToken,
      storage: localJsonStorage<Persisted>(),
      partialize: (state): Persisted => ({ token: state.token }),
      skipHydration: true,
    },
  ),
);

/** Whether a customer is logged in, read from localStorage (browser only; false on the server). */
export function isLoggedIn(): boolean {
  hydratePersistedStore(useSessionStore);
  return Boolean(useSessionStore.getState().token);
}

/** The customer token of the logged-in user, if any (browser only). */
export function customerToken(): string | undefined {
  hydratePersistedStore(useSessionStore);
  return useSessionStore.getState().token;
}

/** For components: re-renders when the login state changes. False until the store has hydrated. */
export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => Boolean(state.token));
}

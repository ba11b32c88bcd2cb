import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/keys';
import { hydratePersistedStore, localJsonStorage } from '../storage/persisted-store';

/**
 * The login session: the customer token, kept in localStorage under the user-token key.
 * Login, logout and session expiry (later issues) write it; the guards read it.
 */
export interface SessionState {
  token: string | undefined;
  setToken(token: string): void;
  clear(): void;
}

type Persisted = Pick<SessionState, 'token'>;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: undefined,
      setToken: (token) => set({ token }),
      clear: () => set({ token: undefined }),
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

/** For components: re-renders when the login state changes. False until the store has hydrated. */
export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => Boolean(state.token));
}

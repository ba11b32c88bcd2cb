import { STORAGE_KEYS } from '../../shared/storage/keys';

/**
 * The visitor's tracking user id of the recommendation service (spec §1, §7 retargeted): a random
 * id kept in localStorage, created on first use. Browser only; undefined where there is no storage.
 */
export function trackingUserId(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.trackingUserId);
    if (stored) return stored;
    const created = crypto.randomUUID();
    window.localStorage.setItem(STORAGE_KEYS.trackingUserId, created);
    return created;
  } catch {
    // Blocked storage (private mode): no id, so no view is reported.
    return undefined;
  }
}

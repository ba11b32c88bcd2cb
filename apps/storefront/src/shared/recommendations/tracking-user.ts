import { useConsentStore } from '../consent/consent-store';
import { STORAGE_KEYS } from '../storage/keys';
import { hydratePersistedStore } from '../storage/persisted-store';

/**
 * Retargeting is marketing, so it needs the visitor's consent to other cookies (the cookie bar's
 * choice): without it no tracking id is created, read or sent.
 */
export function hasTrackingConsent(): boolean {
  if (typeof window === 'undefined') return false;
  hydratePersistedStore(useConsentStore);
  return useConsentStore.getState().consent?.other === true;
}

/**
 * The visitor's tracking user id of the recommendation service (docs/BEHAVIOUR.md#the-shop, #api-calls retargeted): a random
 * id kept in localStorage, created on first use. Browser only; undefined where there is no storage
 * or no consent.
 */
export function trackingUserId(): string | undefined {
  if (!hasTrackingConsent()) return undefined;
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

/** The visitor's tracking user id when one was created before (never creates one); browser only. */
export function storedTrackingUserId(): string | undefined {
  if (!hasTrackingConsent()) return undefined;
  try {
    return window.localStorage.getItem(STORAGE_KEYS.trackingUserId) ?? undefined;
  } catch {
    return undefined;
  }
}

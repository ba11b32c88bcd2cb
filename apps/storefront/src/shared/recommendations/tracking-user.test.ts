// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useConsentStore } from '../consent/consent-store';
import { STORAGE_KEYS } from '../storage/keys';
import { storedTrackingUserId, trackingUserId } from './tracking-user';

afterEach(() => {
  useConsentStore.getState().reset();
  window.localStorage.clear();
});

describe('the retargeting tracking id', () => {
  it('is neither created nor read without consent to other cookies', () => {
    window.localStorage.setItem(STORAGE_KEYS.trackingUserId, 'from-an-earlier-visit');
    useConsentStore.getState().decide(false);
    expect(trackingUserId()).toBeUndefined();
    expect(storedTrackingUserId()).toBeUndefined();

    window.localStorage.clear();
    useConsentStore.getState().reset();
    expect(trackingUserId()).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.trackingUserId)).toBeNull();
  });

  it('is created once and kept with consent', () => {
    useConsentStore.getState().decide(true);
    expect(storedTrackingUserId()).toBeUndefined();
    const created = trackingUserId();
    expect(created).toMatch(/^[0-9a-f-]{36}$/);
    expect(trackingUserId()).toBe(created);
    expect(storedTrackingUserId()).toBe(created);
  });
});

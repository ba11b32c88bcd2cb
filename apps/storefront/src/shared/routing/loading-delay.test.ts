import { describe, expect, it } from 'vitest';
import { loadingHideDelay } from './loading-delay';

describe('loading indicator hide delay', () => {
  it('is 500 ms after the login, account and not-found transitions', () => {
    for (const id of ['login', 'en-login', 'account', 'de-account', 'page-not-found', 'page-not-found-1']) {
      expect(loadingHideDelay({ id }), id).toBe(500);
    }
    expect(loadingHideDelay({ id: 'catch-all', data: { page: 'not-found' } })).toBe(500);
  });

  it('is 1000 ms after every other navigation', () => {
    for (const route of [
      { id: 'home' },
      { id: 'catch-all', data: { page: 'category' } },
      { id: 'en-search' },
    ]) {
      expect(loadingHideDelay(route), route.id).toBe(1000);
    }
    expect(loadingHideDelay(undefined)).toBe(1000);
  });
});

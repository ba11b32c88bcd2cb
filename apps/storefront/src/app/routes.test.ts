import { describe, expect, it } from 'vitest';
import { dePreset } from '../../config/de';
import { SUPPORTED_LANGUAGES } from '../../config/languages';
import { nlPreset } from '../../config/nl';
import {
  FIXED_ROUTES,
  fixedRouteOfId,
  isRoutedBy,
  prefixedLanguagesOf,
  routeLanguageOf,
} from '../shared/routing/fixed-routes';
import routes from './routes';

const byId = new Map(routes.map((entry) => [entry.id, entry]));

describe('route table', () => {
  it('registers every fixed route of the spec without and with each language prefix', () => {
    for (const screen of FIXED_ROUTES) {
      for (const path of screen.paths) {
        const registered = routes.filter((entry) => entry.file === screen.file).map((entry) => entry.path);
        expect(registered).toContain(path);
        for (const language of SUPPORTED_LANGUAGES) expect(registered).toContain(`${language}/${path}`);
      }
    }
  });

  it('has the en- named routes for login, create-account and account', () => {
    expect(byId.get('en-login')?.path).toBe('en/login');
    expect(byId.get('en-create-account')?.path).toBe('en/create-account');
    expect(byId.get('en-account')?.path).toBe('en/account/:section?');
  });

  it('covers the fixed paths of docs/BEHAVIOUR.md#pages-and-routes', () => {
    const paths = new Set(routes.map((entry) => entry.path));
    for (const path of [
      'error',
      'page-not-found',
      'login',
      'forgot-password',
      'customer/account/createPassword',
      'create-account',
      'account/:section?',
      'product',
      'productconfig',
      'productbundle',
      'productlook',
      'wishlist/:code?',
      'cms-page',
      'checkout/cart',
      'checkout',
      'winkel/:code?',
      'search',
      'merken',
      'blog',
      'blog/:code',
      'faq',
      'contact',
      'category-page',
      'checkout/onepage/success',
      ':provider/connect/success',
      'checkout/onepage/cancel',
      ':provider/connect/cancel',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('has unique ids that lead back to their fixed route, and a catch-all last', () => {
    expect(byId.size).toBe(routes.length);
    expect(fixedRouteOfId('en-account')?.name).toBe('account');
    expect(fixedRouteOfId('payment-success-1')?.name).toBe('payment-success');
    expect(fixedRouteOfId('catch-all')).toBeUndefined();
    expect(routes[routes.length - 1]).toMatchObject({ path: '*', id: 'catch-all' });
  });
});

describe('the routes a deployment’s routers keep', () => {
  const kept = (preset: typeof dePreset | typeof nlPreset) =>
    routes.map((entry) => entry.id ?? '').filter((id) => isRoutedBy(id, prefixedLanguagesOf(preset)));

  it('the German preset, German only: every route without a prefix, none under one', () => {
    expect(prefixedLanguagesOf(dePreset)).toEqual([]);
    expect(kept(dePreset)).toEqual(
      routes.filter((entry) => !/^(de|nl|en)(\/|$)/.test(entry.path ?? '')).map((entry) => entry.id),
    );
    expect(kept(dePreset)).toEqual(expect.arrayContaining(['home', 'login', 'cart', 'catch-all']));
    expect(kept(dePreset).length).toBeLessThan(routes.length / 3);
  });

  it('the Dutch preset: also those under /en and /de, not under its own default /nl', () => {
    expect(prefixedLanguagesOf(nlPreset)).toEqual(['en', 'de']);
    const ids = kept(nlPreset);
    expect(ids).toEqual(expect.arrayContaining(['login', 'en-login', 'de-login', 'en-home', 'de-account']));
    expect(ids.some((id) => routeLanguageOf(id) === 'nl')).toBe(false);
  });

  it('names the language of prefixed ids only', () => {
    expect(routeLanguageOf('en-login')).toBe('en');
    expect(routeLanguageOf('nl-home')).toBe('nl');
    for (const id of ['login', 'forgot-password', 'create-account', 'page-not-found', 'catch-all', 'home']) {
      expect(routeLanguageOf(id), id).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../config/languages';
import { FIXED_ROUTES, fixedRouteOfId } from '../shared/routing/fixed-routes';
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

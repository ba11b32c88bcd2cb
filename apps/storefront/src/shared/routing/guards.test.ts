import { describe, expect, it } from 'vitest';
import { FIXED_ROUTES } from './fixed-routes';
import { guardRedirect } from './guards';

describe('guards', () => {
  it('sends logged-in customers away from login and create-account to the account page', () => {
    expect(guardRedirect('guests', true)).toBe('/account');
    expect(guardRedirect('guests', false)).toBeUndefined();
  });

  it('sends anonymous visitors from the account page to login', () => {
    expect(guardRedirect('customers', false)).toBe('/login');
    expect(guardRedirect('customers', true)).toBeUndefined();
  });

  it('lets everyone open the other routes', () => {
    expect(guardRedirect('everyone', false)).toBeUndefined();
    expect(guardRedirect('everyone', true)).toBeUndefined();
  });

  it('guards exactly login, create-account (guests) and account (customers)', () => {
    const guarded = FIXED_ROUTES.filter((route) => route.access !== 'everyone').map((route) => [
      route.name,
      route.access,
    ]);
    expect(guarded).toEqual([
      ['login', 'guests'],
      ['create-account', 'guests'],
      ['account', 'customers'],
    ]);
  });
});

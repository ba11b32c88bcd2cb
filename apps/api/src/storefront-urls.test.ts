import { describe, expect, it } from 'vitest';
import { ConfigError, checkStorefrontUrlStores, loadConfig, storefrontUrlFor } from './config.js';
import { storefrontLink } from './modules/customer/mails.js';

describe('STOREFRONT_URLS', () => {
  it('gives store views their own storefront and leaves the others on STOREFRONT_URL', () => {
    const config = loadConfig({
      STOREFRONT_URL: 'https://shop.example.de/',
      STOREFRONT_URLS: ' nl = https://shop.example.nl/ ,en=https://shop.example.nl/en',
    });
    expect(config.storefrontUrls).toEqual({
      nl: 'https://shop.example.nl',
      en: 'https://shop.example.nl/en',
    });
    expect(storefrontUrlFor(config, 'nl')).toBe('https://shop.example.nl');
    expect(storefrontUrlFor(config, 'en')).toBe('https://shop.example.nl/en');
    expect(storefrontUrlFor(config, 'de')).toBe('https://shop.example.de');
    // Not a property every object has.
    expect(storefrontUrlFor(config, 'constructor')).toBe('https://shop.example.de');
    expect(loadConfig({}).storefrontUrls).toEqual({});
    expect(loadConfig({ STOREFRONT_URLS: ' ' }).storefrontUrls).toEqual({});
  });

  it("builds links below the store view's storefront, a path prefix included", () => {
    const config = loadConfig({
      STOREFRONT_URLS: 'nl=https://shop.example.nl,en=https://shop.example.nl/en/',
    });
    const store = (code: string, baseUrl = '/') => ({ code, language: 'nl', baseUrl });
    expect(storefrontLink(config, store('nl'), 'testpay/connect/success', { hash: 'abc' })).toBe(
      'https://shop.example.nl/testpay/connect/success?hash=abc',
    );
    expect(storefrontLink(config, store('en'), '/account')).toBe('https://shop.example.nl/en/account');
    expect(storefrontLink(config, store('de'), 'account')).toBe('http://localhost:3000/account');
    // An absolute base url in the store table still wins.
    expect(storefrontLink(config, store('nl', 'https://elsewhere.example/'), 'account')).toBe(
      'https://elsewhere.example/account',
    );
  });

  it.each([
    ['nl:https://shop.example.nl', /STOREFRONT_URLS must be comma-separated storecode=url pairs.*"nl:https/],
    ['https://shop.example.nl', /storecode=url pairs/],
    ['nl=', /storecode=url pairs.*"nl="/],
    ['nl=https://shop.example.nl,,de=https://shop.example.de', /storecode=url pairs.*""/],
    ['NL=https://shop.example.nl', /storecode=url pairs/],
    [
      'nl=shop.example.nl',
      /STOREFRONT_URLS \(nl\) must be an http:\/\/ or https:\/\/ url \(got "shop.example.nl"\)/,
    ],
    ['nl=ftp://shop.example.nl', /STOREFRONT_URLS \(nl\) must be an http/],
    ['nl=https://a.example,nl=https://b.example', /STOREFRONT_URLS names store view "nl" twice/],
  ])('refuses STOREFRONT_URLS=%s', (value, message) => {
    expect(() => loadConfig({ STOREFRONT_URLS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ STOREFRONT_URLS: value })).toThrow(message);
  });

  it('refuses entries of store views the shop does not have, at start', () => {
    const stores = ['de', 'nl', 'en'];
    expect(() =>
      checkStorefrontUrlStores(loadConfig({ STOREFRONT_URLS: 'nl=https://shop.example.nl' }), stores),
    ).not.toThrow();
    const typo = loadConfig({ STOREFRONT_URLS: 'nl=https://shop.example.nl,nl_nl=https://shop.example.nl' });
    expect(() => checkStorefrontUrlStores(typo, stores)).toThrow(ConfigError);
    expect(() => checkStorefrontUrlStores(typo, stores)).toThrow(
      'STOREFRONT_URLS names store views the shop does not have: nl_nl (store views: de, nl, en)',
    );
  });
});

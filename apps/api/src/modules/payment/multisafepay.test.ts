import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MULTISAFEPAY_TEST_API_URL, VIES_CHECK_VAT_URL } from '../../config.js';
import { signNotification, verifyNotification } from './multisafepay.js';
import { paymentProviders } from './setup.js';

const KEY = 'unit-test-api-key';
const NOW = 1_800_000_000;
const MSP = { MULTISAFEPAY_API_KEY: KEY, API_PUBLIC_URL: 'https://api.shop.example' };

describe('MultiSafepay notification signatures', () => {
  it('accept the Auth header of the exact body and refuse other bodies, keys, old or malformed headers', () => {
    const body = '{"order_id":"000000042","status":"completed"}';
    const header = signNotification(KEY, body, NOW);
    expect(Buffer.from(header, 'base64').toString()).toMatch(/^1800000000:[0-9a-f]{128}$/);
    expect(verifyNotification(KEY, body, header, NOW)).toBe(true);
    expect(verifyNotification(KEY, body, header, NOW + 599)).toBe(true);
    expect(verifyNotification(KEY, `${body} `, header, NOW)).toBe(false);
    expect(verifyNotification('another-key', body, header, NOW)).toBe(false);
    expect(verifyNotification(KEY, body, header, NOW + 601)).toBe(false);
    expect(verifyNotification(KEY, body, header, NOW - 601)).toBe(false);
    expect(verifyNotification(KEY, body, undefined, NOW)).toBe(false);
    expect(verifyNotification(KEY, body, Buffer.from(`${NOW}:abc`).toString('base64'), NOW)).toBe(false);
    expect(verifyNotification(KEY, body, 'not base64 at all', NOW)).toBe(false);
  });
});

describe('payment provider settings', () => {
  it('take MultiSafepay with its test environment by default, and need API_PUBLIC_URL for its notifications', () => {
    expect(loadConfig(MSP).multisafepay).toEqual({ apiKey: KEY, apiUrl: MULTISAFEPAY_TEST_API_URL });
    expect(
      loadConfig({ ...MSP, MULTISAFEPAY_API_URL: 'https://api.multisafepay.com/v1/json' }).multisafepay
        ?.apiUrl,
    ).toBe('https://api.multisafepay.com/v1/json/');
    expect(loadConfig({}).multisafepay).toBeUndefined();
    expect(() => loadConfig({ MULTISAFEPAY_API_KEY: KEY })).toThrow(/API_PUBLIC_URL/);
    expect(() => loadConfig({ ...MSP, MULTISAFEPAY_API_URL: 'testapi.multisafepay.com' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ MULTISAFEPAY_API_URL: MULTISAFEPAY_TEST_API_URL })).toThrow(
      /MULTISAFEPAY_API_KEY/,
    );
  });

  it('turn the test provider off beside MultiSafepay unless TEST_PAYMENTS=true', () => {
    const codes = (env: NodeJS.ProcessEnv) => [...paymentProviders(loadConfig(env)).keys()].sort();
    expect(codes({})).toEqual(['offline', 'testpay']);
    expect(codes(MSP)).toEqual(['multisafepay', 'offline']);
    expect(codes({ ...MSP, TEST_PAYMENTS: 'true' })).toEqual(['multisafepay', 'offline', 'testpay']);
    expect(codes({ TEST_PAYMENTS: 'false' })).toEqual(['offline']);
  });

  it('choose the VAT provider: dataset, an HTTP service of VAT_LOOKUP_URL, or VIES', () => {
    expect(loadConfig({}).vatLookup).toEqual({ provider: 'dataset' });
    expect(loadConfig({ VAT_LOOKUP_URL: 'https://vat.example/check' }).vatLookup).toEqual({
      provider: 'http',
      url: 'https://vat.example/check',
    });
    expect(loadConfig({ VAT_LOOKUP_PROVIDER: 'vies' }).vatLookup).toEqual({
      provider: 'vies',
      url: VIES_CHECK_VAT_URL,
    });
    expect(() => loadConfig({ VAT_LOOKUP_PROVIDER: 'http' })).toThrow(/VAT_LOOKUP_URL/);
    expect(() => loadConfig({ VAT_LOOKUP_PROVIDER: 'soap' })).toThrow(ConfigError);
  });
});

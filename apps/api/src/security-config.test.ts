import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig } from './config.js';

// The hardening settings: which proxies are believed, where the api listens, GraphiQL, rate limits.

describe('TRUST_PROXY and API_HOST', () => {
  it('by default listen on this machine only and believe X-Forwarded-For only from it', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', trustProxy: ['127.0.0.1', '::1'] });
    expect(loadConfig({ API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('takes addresses and CIDR ranges, and false or empty for none', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.20 ,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.20',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toEqual([]);
  });

  it.each([
    ['true', /no longer accepted/],
    ['proxy.example', /addresses or CIDR ranges/],
    ['10.0.0.0/33', /addresses or CIDR ranges/],
    ['10.0.0.1,', /addresses or CIDR ranges/],
  ])('refuses TRUST_PROXY=%s', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});

describe('GRAPHIQL', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).graphiql).toBe(false);
    expect(loadConfig({ GRAPHIQL: 'true', NODE_ENV: 'production' }).graphiql).toBe(true);
    expect(() => loadConfig({ GRAPHIQL: 'sometimes' })).toThrow(/GRAPHIQL must be true or false/);
  });
});

describe('RATE_LIMITS', () => {
  it('overrides the defaults of the calls it names', () => {
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    const limits = loadConfig({ RATE_LIMITS: 'lookup=600/400, form = 5/2' }).rateLimits;
    expect(limits.lookup).toEqual({ perAddress: 600, perAccount: 400 });
    expect(limits.form).toEqual({ perAddress: 5, perAccount: 2 });
    expect(limits.registration).toEqual(DEFAULT_RATE_LIMITS.registration);
  });

  it.each(['lookups=10/10', 'lookup=10', 'lookup=0/10', 'lookup=10/x'])('refuses RATE_LIMITS=%s', (value) => {
    expect(() => loadConfig({ RATE_LIMITS: value })).toThrow(/RATE_LIMITS must be comma-separated/);
  });
});

describe('SEED_ON_START', () => {
  it('seeds the demo shop by default, but not in production unless told', () => {
    expect(loadConfig({}).seedOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedOnStart).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_ON_START: 'true' }).seedOnStart).toBe(true);
    expect(loadConfig({ SEED_ON_START: 'false' }).seedOnStart).toBe(false);
  });
});

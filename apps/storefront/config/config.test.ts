import { describe, expect, it } from 'vitest';
import { dePreset } from './de';
import { ConfigError, loadStorefrontConfig, PRESETS } from './load';
import { SERVER_ONLY_KEYS, storefrontConfigSchema, toPublicConfig } from './schema';

function load(env: Record<string, string>, files: Record<string, string> = {}) {
  return loadStorefrontConfig(env, (path) => {
    const text = files[path];
    if (text === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
    return text;
  });
}

function errorOf(env: Record<string, string>, files: Record<string, string> = {}): string {
  try {
    load(env, files);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

function withOverride(settings: unknown): string {
  return errorOf({ STOREFRONT_CONFIG: '/x.json' }, { '/x.json': JSON.stringify(settings) });
}

describe('storefront configuration', () => {
  it.each(Object.keys(PRESETS))('preset %s is valid', (deployment) => {
    const { config } = load({ STOREFRONT_DEPLOYMENT: deployment });
    expect(config.languages).toContain(config.defaultLanguage);
    expect(config.graphqlEndpoint).toBe('http://127.0.0.1:4000/graphql');
    expect(config.shopAccessToken).toBe('shop-demo-access-token');
  });

  it('uses the German preset by default', () => {
    const { deployment, config } = load({});
    expect(deployment).toBe('de');
    expect(config).toMatchObject({
      languages: ['de'],
      defaultLanguage: 'de',
      locales: { de: 'de-DE' },
      currency: 'EUR',
      productsPerPage: 15,
      rootCategoryIds: { de: 3 },
      bestSellerCategoryId: 92,
      specialCategoryId: 12370,
    });
  });

  it('has the Dutch preset with nl as default and 12 products per page', () => {
    const { config } = load({ STOREFRONT_DEPLOYMENT: 'nl' });
    expect(config.defaultLanguage).toBe('nl');
    expect(config.languages).toEqual(['nl', 'en', 'de']);
    expect(config.productsPerPage).toBe(12);
    expect(config.menuColumnSize).toBe(11);
  });

  it('merges a JSON override file and environment variables over the preset', () => {
    const { config } = load(
      {
        STOREFRONT_CONFIG: '/x.json',
        GRAPHQL_ENDPOINT: 'https://shop.example/graphql',
        SHOP_ACCESS_TOKEN: 't',
      },
      { '/x.json': JSON.stringify({ productsPerPage: 24, money: { hideZeroDecimals: true } }) },
    );
    expect(config.productsPerPage).toBe(24);
    expect(config.money).toEqual({ showDashForWholeAmounts: false, hideZeroDecimals: true });
    expect(config.graphqlEndpoint).toBe('https://shop.example/graphql');
    expect(config.shopAccessToken).toBe('t');
  });

  it('falls back to 12 products per page when a preset leaves it out', () => {
    const { productsPerPage: _, ...withoutProductsPerPage } = dePreset;
    expect(storefrontConfigSchema.parse(withoutProductsPerPage).productsPerPage).toBe(12);
  });

  it('names an unknown deployment', () => {
    expect(errorOf({ STOREFRONT_DEPLOYMENT: 'fr' })).toBe(
      'storefront config: unknown deployment "fr" (STOREFRONT_DEPLOYMENT); known: de, nl',
    );
  });

  it('names an unreadable or invalid override file', () => {
    expect(errorOf({ STOREFRONT_CONFIG: '/missing.json' })).toBe(
      'storefront config: cannot read /missing.json (STOREFRONT_CONFIG): ENOENT',
    );
    expect(errorOf({ STOREFRONT_CONFIG: '/x.json' }, { '/x.json': '{ nope' })).toMatch(
      /^storefront config: \/x\.json is not valid JSON \(STOREFRONT_CONFIG\): /,
    );
    expect(errorOf({ STOREFRONT_CONFIG: '/x.json' }, { '/x.json': '[1]' })).toBe(
      'storefront config: /x.json must hold a JSON object of settings (STOREFRONT_CONFIG)',
    );
  });

  it.each([
    [{ productsPerPage: 0 }, 'productsPerPage must be a positive integer'],
    [{ productsPerPage: 'many' }, 'productsPerPage must be a positive integer'],
    [{ menuColumnSize: 2.5 }, 'menuColumnSize must be a positive integer'],
    [{ languages: ['de', 'fr'] }, 'languages.1 must be one of de, nl, en'],
    [{ languages: [] }, 'languages must name at least one language'],
    [{ defaultLanguage: 'nl' }, 'defaultLanguage must be one of the languages (de)'],
    [{ languages: ['de', 'nl'] }, 'storeViews.nl must be set for language nl'],
    [{ locales: { de: 'german' } }, 'locales.de must be a locale like de-DE'],
    [{ currency: 'euro' }, 'currency must be a currency code like EUR'],
    [{ money: { showDashForWholeAmounts: 'yes' } }, 'money.showDashForWholeAmounts must be true or false'],
    [{ cartCountMode: 'items' }, 'cartCountMode must be one of lines, quantity'],
    [{ freeShipping: { enabled: 1 } }, 'freeShipping.enabled must be true or false'],
    [{ defaultCountry: 'Germany' }, 'defaultCountry must be a two-letter country code like DE'],
    [
      { postcodeLookupCountries: ['nl'] },
      'postcodeLookupCountries.0 must be a two-letter country code like DE',
    ],
    [{ brandAttributeCode: 'Merk!' }, 'brandAttributeCode must be an attribute code like merk'],
    [{ logging: { level: 'loud' } }, 'logging.level must be one of everything, warnings, errors, nothing'],
    [{ graphqlEndpoint: 'not a url' }, 'graphqlEndpoint must be an http(s) url'],
    [{ productPerPage: 12 }, 'productPerPage is not a known setting'],
  ])('names the bad key of %j', (override, message) => {
    expect(withOverride(override)).toBe(`storefront config: ${message} (from STOREFRONT_CONFIG=/x.json)`);
  });

  it('names the environment variable that holds a bad value', () => {
    expect(errorOf({ GRAPHQL_ENDPOINT: 'ftp://api/graphql' })).toBe(
      'storefront config: graphqlEndpoint must be an http(s) url (from GRAPHQL_ENDPOINT)',
    );
  });

  it('reads the api timeouts from API_TIMEOUT_MS and API_PROXY_TIMEOUT_MS', () => {
    expect(load({}).config).toMatchObject({ apiTimeoutMs: 10_000, apiProxyTimeoutMs: 30_000 });
    expect(load({ API_TIMEOUT_MS: '2500', API_PROXY_TIMEOUT_MS: '4000' }).config).toMatchObject({
      apiTimeoutMs: 2500,
      apiProxyTimeoutMs: 4000,
    });
    expect(errorOf({ API_TIMEOUT_MS: 'soon' })).toBe(
      'storefront config: apiTimeoutMs must be a number of milliseconds from 100 to 120000 (from API_TIMEOUT_MS)',
    );
  });

  it('keeps secrets and internal addresses out of the public part', () => {
    const publicConfig = toPublicConfig(load({ STOREFRONT_DEPLOYMENT: 'nl' }).config);
    for (const key of SERVER_ONLY_KEYS) expect(publicConfig).not.toHaveProperty(key);
    expect(JSON.stringify(publicConfig)).not.toContain('shop-demo-access-token');
  });
});

describe('shell settings', () => {
  it('chooses a known theme by name and says which exist', () => {
    expect(load({}).config.template).toBe('default');
    expect(load({ STOREFRONT_DEPLOYMENT: 'nl' }).config.template).toBe('noord');
    expect(withOverride({ template: 'purple' })).toBe(
      'storefront config: template must be one of default, noord (from STOREFRONT_CONFIG=/x.json)',
    );
  });

  it('checks the time zone', () => {
    expect(load({ STOREFRONT_DEPLOYMENT: 'nl' }).config.timeZone).toBe('Europe/Amsterdam');
    expect(withOverride({ timeZone: 'Mars/Olympus' })).toBe(
      'storefront config: timeZone must be a time zone like Europe/Berlin (from STOREFRONT_CONFIG=/x.json)',
    );
  });

  it('reads the error-reporting DSN from ERROR_REPORTING_DSN', () => {
    expect(load({}).config.errorReporting).toEqual({});
    expect(load({ ERROR_REPORTING_DSN: 'https://key@errors.example/7' }).config.errorReporting).toEqual({
      dsn: 'https://key@errors.example/7',
    });
    expect(errorOf({ ERROR_REPORTING_DSN: 'nope' })).toBe(
      'storefront config: errorReporting.dsn must be an http(s) url (from ERROR_REPORTING_DSN)',
    );
  });
});

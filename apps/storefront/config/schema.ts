import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages';
import { THEME_NAMES } from './themes';

// Every configurable item of the spec (docs/BEHAVIOUR.md#the-shop, #limits). Each field carries its own message so that a
// bad value is reported as "<key> <message>" (see load.ts).

const positiveInt = () =>
  z.int({ error: 'must be a positive integer' }).positive({ error: 'must be a positive integer' });
const bool = () => z.boolean({ error: 'must be true or false' });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });
const countryCode = () =>
  z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code like DE' });

/** Milliseconds, also as the text of an environment variable. */
const timeoutMs = () =>
  z.coerce
    .number({ error: 'must be a number of milliseconds from 100 to 120000' })
    .int({ error: 'must be a number of milliseconds from 100 to 120000' })
    .min(100, { error: 'must be a number of milliseconds from 100 to 120000' })
    .max(120_000, { error: 'must be a number of milliseconds from 100 to 120000' });

const language = oneOf(SUPPORTED_LANGUAGES);

const locale = z.string({ error: 'must be a locale like de-DE' }).refine(isValidLocale, {
  error: 'must be a locale like de-DE',
});

function isValidLocale(value: string): boolean {
  try {
    return /^[a-z]{2}-[A-Z]{2}$/.test(value) && Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const LOG_LEVELS = ['everything', 'warnings', 'errors', 'nothing'] as const;

export const storefrontConfigSchema = z
  .strictObject({
    /** Shown in the header and page titles. */
    shopName: z.string().min(1, { error: 'must not be empty' }),
    /** Theme chosen by name (config/themes.ts): colours, fonts, logo and app icons. */
    template: oneOf(THEME_NAMES),
    /** Languages the visitor can switch to; the first path segment selects a non-default one. */
    languages: z
      .array(language, { error: 'must be a list of languages' })
      .min(1, { error: 'must name at least one language' })
      .refine((list) => new Set(list).size === list.length, { error: 'must not repeat a language' }),
    defaultLanguage: language,
    /** Store view code (the `Store` header) per language. */
    storeViews: z.partialRecord(
      language,
      z.string().regex(/^[a-z0-9_]+$/, { error: 'must be a store view code like de' }),
      { error: 'must map languages to store view codes' },
    ),
    /** Locale for money and dates per language, e.g. de-DE. */
    locales: z.partialRecord(language, locale, { error: 'must map languages to locales' }),
    /** Root category of the main menu per language. */
    rootCategoryIds: z.partialRecord(language, positiveInt(), {
      error: 'must map languages to category ids',
    }),
    currency: z.string().regex(/^[A-Z]{3}$/, { error: 'must be a currency code like EUR' }),
    money: z.strictObject(
      {
        /** 12.00 is shown as "12,-". */
        showDashForWholeAmounts: bool(),
        /** 12.00 is shown as "12". */
        hideZeroDecimals: bool(),
      },
      { error: 'must be an object' },
    ),
    productsPerPage: positiveInt().default(12),
    brandProductsPerPage: positiveInt().default(15),
    defaultSort: z.strictObject(
      {
        field: oneOf(['position', 'name', 'price', 'relevance']),
        direction: oneOf(['ASC', 'DESC']),
      },
      { error: 'must be an object' },
    ),
    /** Entries per dropdown column of the main menu. */
    menuColumnSize: positiveInt(),
    categoryColumns: positiveInt().default(3),
    bestSellerCategoryId: positiveInt(),
    specialCategoryId: positiveInt(),
    /** What the cart badge counts: cart lines or the sum of quantities. */
    cartCountMode: oneOf(['lines', 'quantity']),
    freeShipping: z.strictObject({ enabled: bool() }, { error: 'must be an object' }),
    accountCreationEnabled: bool(),
    vatValidationEnabled: bool(),
    postcodeLookupCountries: z.array(countryCode(), { error: 'must be a list of country codes' }),
    defaultCountry: countryCode(),
    searchSuggestionSize: positiveInt().default(5),
    brandAttributeCode: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/, { error: 'must be an attribute code like merk' }),
    logging: z.strictObject(
      {
        level: oneOf(LOG_LEVELS),
        showErrorsInProduction: bool(),
      },
      { error: 'must be an object' },
    ),
    /**
     * Time zone dates are shown in. Fixed per deployment (not the visitor's), so that the server
     * and the browser render the same text.
     */
    timeZone: z
      .string({ error: 'must be a time zone like Europe/Berlin' })
      .refine(isValidTimeZone, { error: 'must be a time zone like Europe/Berlin' })
      .default('Europe/Berlin'),
    /**
     * Where failed data loads and page errors are reported: a Sentry-compatible DSN (public by
     * design, so it is sent to the browser), else only the console.
     */
    errorReporting: z
      .strictObject(
        {
          dsn: z.url({ protocol: /^https?$/, error: 'must be an http(s) url' }).optional(),
          environment: z.string().min(1, { error: 'must not be empty' }).optional(),
          /** The build's name at the reporting service, which holds its source maps under it. */
          release: z
            .string()
            .regex(/^[\w.@+-]{1,200}$/, { error: 'must be letters, digits and . _ - + @ (at most 200)' })
            .optional(),
        },
        { error: 'must be an object' },
      )
      .default({}),
    /** CMS block identifiers of the frame: the footer columns in order, and the cookie bar's text. */
    cmsBlocks: z
      .strictObject(
        {
          footer: z.array(z.string().min(1, { error: 'must not be empty' }), {
            error: 'must be a list of block identifiers',
          }),
          cookieNotice: z.string().min(1, { error: 'must not be empty' }),
        },
        { error: 'must be an object' },
      )
      .default({
        footer: ['footer-links-1', 'footer-links-2', 'footer-links-3', 'footer-contact', 'footer-social'],
        cookieNotice: 'cookie-notice',
      }),
    /**
     * Bearer token a guest sends to post a product review or subscribe to a back-in-stock alert
     * (docs/BEHAVIOUR.md#roles-and-permissions, #api-calls). It grants only those two calls, which any visitor may make, so it is public.
     */
    consumerKey: z.string().min(1, { error: 'must not be empty' }).default('shop-demo-consumer-key'),
    /** Absolute origin used in canonical links; unset means the origin of the request. */
    publicUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) url' }).optional(),
    // Server-only settings below (see SERVER_ONLY_KEYS): never sent to the browser.
    graphqlEndpoint: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) url' })
      .default('http://127.0.0.1:4000/graphql'),
    shopAccessToken: z.string().min(1, { error: 'must not be empty' }).default('shop-demo-access-token'),
    /** How long a page render waits for the api before the shopper gets the 503 page. */
    apiTimeoutMs: timeoutMs().default(10_000),
    /** How long the /graphql and /media proxy waits for the api before answering 504. */
    apiProxyTimeoutMs: timeoutMs().default(30_000),
    /**
     * The api's image url prefix (its MEDIA_BASE_URL): when it is absolute, images come from that
     * origin, which the Content-Security-Policy then allows.
     */
    mediaBaseUrl: z
      .string()
      .regex(/^(?:\/|https?:\/\/[^/])/i, { error: 'must be a path like /media/ or an http(s) url' })
      .optional(),
  })
  .superRefine((config, context) => {
    if (!config.languages.includes(config.defaultLanguage)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `must be one of the languages (${config.languages.join(', ')})`,
      });
    }
    for (const key of ['storeViews', 'locales', 'rootCategoryIds'] as const) {
      for (const lang of config.languages) {
        if (config[key][lang] === undefined) {
          // The list of languages is what demands the entry, so an error points to where it was set.
          context.addIssue({
            code: 'custom',
            path: [key, lang],
            message: `must be set for language ${lang}`,
            params: { originPath: ['languages'] },
          });
        }
      }
    }
  });

/** A preset or override file as written (defaults not yet applied). */
export type StorefrontConfigInput = z.input<typeof storefrontConfigSchema>;
export type StorefrontConfig = z.output<typeof storefrontConfigSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Keys that must stay on the server (secrets and internal addresses). */
export const SERVER_ONLY_KEYS = [
  'graphqlEndpoint',
  'shopAccessToken',
  'apiTimeoutMs',
  'apiProxyTimeoutMs',
  'mediaBaseUrl',
] as const;

export type PublicConfig = Omit<StorefrontConfig, (typeof SERVER_ONLY_KEYS)[number]>;

/** The part of the configuration the browser may see (it travels in the root loader data). */
export function toPublicConfig(config: StorefrontConfig): PublicConfig {
  const {
    graphqlEndpoint: _endpoint,
    shopAccessToken: _token,
    apiTimeoutMs: _timeout,
    apiProxyTimeoutMs: _proxyTimeout,
    mediaBaseUrl: _mediaBaseUrl,
    ...publicConfig
  } = config;
  return publicConfig;
}

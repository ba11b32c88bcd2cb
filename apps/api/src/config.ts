import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { apiPath } from './paths.js';

/** Everything the api reads from the environment; README.md lists each variable. */
export interface ApiConfig {
  host: string;
  port: number;
  /** Where the Prometheus endpoint listens (METRICS_HOST, METRICS_PORT); undefined: none (METRICS_PORT=off). */
  metrics: { host: string; port: number } | undefined;
  /** PostgreSQL url; unset means the embedded PostgreSQL server on `dataDir/postgres`. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL urls of read replicas (DATABASE_REPLICA_URL, comma-separated): anonymous catalogue and
   * content reads go there; empty: every read goes to DATABASE_URL's database.
   */
  replicaUrls: string[];
  /** A replica further behind its primary than this is skipped until it catches up (DATABASE_REPLICA_MAX_LAG_MS). */
  replicaMaxLagMs: number;
  dataDir: string;
  mediaDir: string;
  /** Public url prefix of media files, as the storefront's browser sees it. */
  mediaBaseUrl: string;
  /** Products the demo data holds when an empty database is seeded at start. */
  seedProducts: number;
  seedOnStart: boolean;
  /** Bearer token every storefront visitor sends for catalogue and cart calls. */
  shopAccessToken: string;
  /** Bearer token of anonymous review posts and stock alerts. */
  consumerKey: string;
  logLevel: string;
  production: boolean;
  /** smtp(s):// url of the mail server; unset keeps mails in the outbox (dev mailbox at /dev/mailbox). */
  smtpUrl: string | undefined;
  /** Sender of the api's e-mails, e.g. `Shop <no-reply@shop.example>`. */
  mailFrom: string;
  /** The storefront's public origin, for links in e-mails (password reset). */
  storefrontUrl: string;
  /**
   * Storefront url per store view code (STOREFRONT_URLS), for store views served by another
   * deployment than STOREFRONT_URL's; read it through `storefrontUrlFor`.
   */
  storefrontUrls: Readonly<Record<string, string>>;
  /** Lifetime of a customer token (generateCustomerToken) in hours. */
  customerTokenLifetimeHours: number;
  /** Lifetime of a password reset token in minutes. */
  passwordResetLifetimeMinutes: number;
  /**
   * Addresses and CIDR ranges of the proxies (the storefront server) whose X-Forwarded-For the api
   * believes; empty: none, the client address is the connection's.
   */
  trustProxy: string[];
  /** Serve GraphiQL at /graphql (GRAPHIQL=true); introspection stays on outside production. */
  graphiql: boolean;
  /** Requests per hour each rate-limited call allows per client address and per account (RATE_LIMITS). */
  rateLimits: RateLimits;
  /** HTTP service of the NL postcode lookup; unset uses the local dataset (postcode_dataset). */
  postcodeLookup: { url: string; clientId: string; clientSecret: string } | undefined;
  /**
   * Who checks VAT numbers (VAT_LOOKUP_PROVIDER): the local dataset (vat_dataset), an HTTP service
   * of this shop's own format (VAT_LOOKUP_URL), or the European Commission's VIES REST service.
   */
  vatLookup: { provider: 'dataset' } | { provider: 'http' | 'vies'; url: string };
  /** How long the api waits for a lookup service before it answers that the lookup is unavailable. */
  lookupTimeoutMs: number;
  /**
   * Secret the test payment provider signs its webhook calls with (PAYMENT_WEBHOOK_SECRET); unset:
   * DEV_WEBHOOK_SECRET in development, empty in production: a random one kept in the database, the
   * same for every api process (see sharedWebhookSecret).
   */
  paymentWebhookSecret: string;
  /** The api's public origin for the payment page links (API_PUBLIC_URL); unset: the request's origin. */
  apiPublicUrl: string | undefined;
  /** MultiSafepay's JSON API (MULTISAFEPAY_API_KEY, MULTISAFEPAY_API_URL); unset: no MultiSafepay methods. */
  multisafepay: { apiKey: string; apiUrl: string } | undefined;
  /**
   * The built-in test provider's methods (testpay_*) are offered (TEST_PAYMENTS); unset: only while no
   * real provider is configured.
   */
  testPayments: boolean;
  /** How long the api waits for a payment provider's service (PAYMENT_SERVICE_TIMEOUT_MS). */
  paymentServiceTimeoutMs: number;
  /** How long an order waits for its online payment before it is cancelled (PENDING_PAYMENT_LIFETIME_MINUTES). */
  pendingPaymentLifetimeMinutes: number;
  /** Orders paid outside the shop (bank transfer …) that may wait for their money at once (UNPAID_ORDER_LIMITS). */
  unpaidOrderLimits: { perAddress: number; perEmail: number };
  /** Memory for public answers kept by the response cache (RESPONSE_CACHE_MB); 0 turns it off. */
  responseCacheBytes: number;
  /**
   * From how many searchable products on a store view an unfiltered search reads its postings and
   * ranks only its best matches (SEARCH_POSTINGS_FROM_PRODUCTS); a smaller catalogue reads and
   * ranks every match. By default four times the 500 candidates such a search ranks: below that a
   * broad text matches a few hundred products, which the text index reads and ranks about as
   * cheaply as the postings find the candidates.
   */
  searchPostingsFromProducts: number;
  /** Longest a request's statement may run (DB_STATEMENT_TIMEOUT_MS); migrations and seeding have no limit. */
  statementTimeoutMs: number;
  /** Longest the api works on one request before it answers that the shop is busy (API_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Test-only routes that make the database misbehave on purpose (ENABLE_TEST_HOOKS; refused in production). */
  testHooks: boolean;
  /** The dev mailbox, which shows every e-mail and its reset links (DEV_MAILBOX; refused in production). */
  devMailbox: boolean;
}

/** The development webhook secret: known to tests and scripts that sign their own provider calls. */
export const DEV_WEBHOOK_SECRET = 'testpay-dev-webhook-secret';

export class ConfigError extends Error {}

const REPO_ROOT = apiPath('../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolvePath(env.DATA_DIR ?? '.data');
  return {
    host: env.API_HOST || '127.0.0.1',
    port: integer(env, 'API_PORT', 4000, 0, 65_535),
    metrics: metricsListener(env),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    replicaUrls: replicaUrls(env.DATABASE_REPLICA_URL),
    replicaMaxLagMs: integer(env, 'DATABASE_REPLICA_MAX_LAG_MS', 10_000, 100, 3_600_000),
    dataDir,
    mediaDir: env.MEDIA_DIR ? resolvePath(env.MEDIA_DIR) : resolve(dataDir, 'media'),
    mediaBaseUrl: env.MEDIA_BASE_URL ?? '/media/',
    seedProducts: integer(env, 'SEED_PRODUCTS', 1000, 1, 1_000_000),
    // A production api on an empty database stays empty unless told: the demo data would bring the
    // documented demo logins and orders with it. `npm start`, the demo, sets SEED_ON_START=true.
    seedOnStart: boolean(env, 'SEED_ON_START', env.NODE_ENV !== 'production'),
    shopAccessToken: env.SHOP_ACCESS_TOKEN ?? 'shop-demo-access-token',
    consumerKey: env.CONSUMER_KEY ?? 'shop-demo-consumer-key',
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.MAIL_FROM),
    storefrontUrl: httpUrl(env, 'STOREFRONT_URL', 'http://localhost:3000'),
    storefrontUrls: storefrontUrls(env.STOREFRONT_URLS),
    customerTokenLifetimeHours: integer(env, 'CUSTOMER_TOKEN_LIFETIME_HOURS', 24, 1, 8_760),
    passwordResetLifetimeMinutes: integer(env, 'PASSWORD_RESET_TOKEN_LIFETIME_MINUTES', 120, 5, 10_080),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    graphiql: boolean(env, 'GRAPHIQL', false),
    rateLimits: rateLimits(env.RATE_LIMITS),
    postcodeLookup: postcodeLookup(env),
    vatLookup: vatLookup(env),
    lookupTimeoutMs: integer(env, 'LOOKUP_TIMEOUT_MS', 5_000, 100, 60_000),
    paymentWebhookSecret:
      env.PAYMENT_WEBHOOK_SECRET?.trim() || (env.NODE_ENV === 'production' ? '' : DEV_WEBHOOK_SECRET),
    apiPublicUrl: env.API_PUBLIC_URL ? httpUrl(env, 'API_PUBLIC_URL', '') : undefined,
    multisafepay: multisafepay(env),
    testPayments: boolean(env, 'TEST_PAYMENTS', !env.MULTISAFEPAY_API_KEY?.trim()),
    paymentServiceTimeoutMs: integer(env, 'PAYMENT_SERVICE_TIMEOUT_MS', 10_000, 1_000, 60_000),
    pendingPaymentLifetimeMinutes: integer(env, 'PENDING_PAYMENT_LIFETIME_MINUTES', 60, 5, 10_080),
    unpaidOrderLimits: unpaidOrderLimits(env.UNPAID_ORDER_LIMITS),
    responseCacheBytes: integer(env, 'RESPONSE_CACHE_MB', 64, 0, 65_536) * 1024 * 1024,
    searchPostingsFromProducts: integer(env, 'SEARCH_POSTINGS_FROM_PRODUCTS', 2_000, 0, 1_000_000_000),
    statementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 5_000, 100, 600_000),
    requestTimeoutMs: integer(env, 'API_REQUEST_TIMEOUT_MS', 15_000, 1_000, 600_000),
    testHooks: testHooks(env),
    devMailbox: devMailbox(env),
  };
}

/** The test hooks make the database slow on request: never in a production shop. */
function testHooks(env: NodeJS.ProcessEnv): boolean {
  const enabled = boolean(env, 'ENABLE_TEST_HOOKS', false);
  if (enabled && env.NODE_ENV === 'production') {
    throw new ConfigError('ENABLE_TEST_HOOKS cannot be used with NODE_ENV=production');
  }
  return enabled;
}

/** The dev mailbox shows every customer's password-reset link: opt-in, and never in a production shop. */
function devMailbox(env: NodeJS.ProcessEnv): boolean {
  const enabled = boolean(env, 'DEV_MAILBOX', false);
  if (enabled && env.NODE_ENV === 'production') {
    throw new ConfigError('DEV_MAILBOX cannot be used with NODE_ENV=production');
  }
  return enabled;
}

function resolvePath(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql:// (got "${value.split(':')[0]}:…")`,
    );
  }
  return value;
}

/** DATABASE_REPLICA_URL: one or more postgres:// urls, comma-separated. */
function replicaUrls(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const url = entry.trim();
    if (!/^postgres(ql)?:\/\/[^/]/.test(url)) {
      throw new ConfigError(
        `DATABASE_REPLICA_URL must be comma-separated postgres:// or postgresql:// urls (got "${url.split(':')[0]}:…")`,
      );
    }
    return url;
  });
}

function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^smtps?:\/\/[^/]/.test(value)) {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// (got "${value.split(':')[0]}:…")`);
  }
  return value;
}

function mailFrom(value: string | undefined): string {
  if (value === undefined || value === '') return 'Shop <no-reply@shop.localhost>';
  if (!/^[^@<>\s]+@[^@<>\s]+$|<[^@<>\s]+@[^@<>\s]+>$/.test(value.trim())) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>" (got "${value}")`);
  }
  return value.trim();
}

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`${name} must be an http:// or https:// url (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

/** What a storefront link needs of the configuration. */
export type StorefrontUrls = Pick<ApiConfig, 'storefrontUrl' | 'storefrontUrls'>;

/** The storefront a store view's customers use: its STOREFRONT_URLS entry, else STOREFRONT_URL. */
export function storefrontUrlFor(config: StorefrontUrls, storeCode: string): string {
  return Object.hasOwn(config.storefrontUrls, storeCode)
    ? (config.storefrontUrls[storeCode] as string)
    : config.storefrontUrl;
}

/** Refuses STOREFRONT_URLS entries of store views the shop does not have: a typo would quietly fall back. */
export function checkStorefrontUrlStores(config: StorefrontUrls, storeCodes: readonly string[]): void {
  const unknown = Object.keys(config.storefrontUrls).filter((code) => !storeCodes.includes(code));
  if (unknown.length > 0) {
    throw new ConfigError(
      `STOREFRONT_URLS names store views the shop does not have: ${unknown.join(', ')} (store views: ${storeCodes.join(', ')})`,
    );
  }
}

/** STOREFRONT_URLS: comma-separated `storecode=url` pairs, e.g. `de=https://shop.de,nl=https://shop.nl`. */
function storefrontUrls(value: string | undefined): Record<string, string> {
  const urls: Record<string, string> = {};
  if (!value?.trim()) return urls;
  for (const entry of value.split(',')) {
    const pair = /^\s*([a-z][a-z0-9_]*)\s*=\s*(\S+)\s*$/.exec(entry);
    if (!pair) {
      throw new ConfigError(
        `STOREFRONT_URLS must be comma-separated storecode=url pairs, e.g. "de=https://shop.example.de,nl=https://shop.example.nl" (got "${entry.trim()}")`,
      );
    }
    const code = pair[1] as string;
    if (Object.hasOwn(urls, code)) throw new ConfigError(`STOREFRONT_URLS names store view "${code}" twice`);
    const name = `STOREFRONT_URLS (${code})`;
    urls[code] = httpUrl({ [name]: pair[2] }, name, '');
  }
  return urls;
}

/** The storefront server on the same machine, which proxies /graphql and sets X-Forwarded-For. */
const LOCAL_PROXIES = ['127.0.0.1', '::1'];

/** TRUST_PROXY: comma-separated addresses or CIDR ranges; unset: this machine; `false` or empty: none. */
function trustedProxies(value: string | undefined): string[] {
  if (value === undefined) return [...LOCAL_PROXIES];
  if (value.trim() === '' || value.trim() === 'false') return [];
  if (value.trim() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true (believe X-Forwarded-For from anyone) is no longer accepted: list the addresses of the proxies in front of the api, e.g. "127.0.0.1,::1"',
    );
  }
  return value.split(',').map((entry) => {
    const proxy = entry.trim();
    const [address, bits, extra] = proxy.split('/');
    const family = isIP(address ?? '');
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !validBits || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY must be comma-separated proxy addresses or CIDR ranges, e.g. "127.0.0.1,10.0.0.0/8", or false (got "${proxy}")`,
      );
    }
    return proxy;
  });
}

/** The calls that send mail or ask a lookup service, each limited per client address and per account. */
export const RATE_LIMITED_CALLS = [
  'registration',
  'password_reset',
  'stock_alert',
  'wishlist_share',
  'form',
  'newsletter',
  'lookup',
  'email_check',
  'coupon',
  'order',
  'review',
] as const;

export type RateLimitedCall = (typeof RATE_LIMITED_CALLS)[number];

/**
 * Requests an hour: per client address and per account (e-mail address, logged-in customer, or for
 * coupon codes the cart). A wishlist share counts each recipient; coupons count wrong codes only.
 */
export interface RateLimit {
  perAddress: number;
  perAccount: number;
}

export type RateLimits = Readonly<Record<RateLimitedCall, RateLimit>>;

/**
 * Room for a household or an office behind one address, not for a script: a registration or a
 * newsletter sign-up is once per address, reset mails a few per account. Lookups run as a shopper
 * types an address; an e-mail check whenever they leave the e-mail field. A wishlist goes to a few
 * friends, not to a mailing list; a mistyped coupon is retried a few times, not hundreds; orders
 * and reviews come a few an hour from one shopper.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  registration: { perAddress: 30, perAccount: 5 },
  password_reset: { perAddress: 20, perAccount: 3 },
  stock_alert: { perAddress: 60, perAccount: 30 },
  wishlist_share: { perAddress: 60, perAccount: 20 },
  coupon: { perAddress: 30, perAccount: 10 },
  order: { perAddress: 30, perAccount: 10 },
  review: { perAddress: 20, perAccount: 10 },
  form: { perAddress: 30, perAccount: 10 },
  newsletter: { perAddress: 30, perAccount: 5 },
  lookup: { perAddress: 300, perAccount: 300 },
  email_check: { perAddress: 120, perAccount: 120 },
};

/** UNPAID_ORDER_LIMITS: `perAddress/perEmail`, open unpaid offline orders (default 5/3). */
function unpaidOrderLimits(value: string | undefined): { perAddress: number; perEmail: number } {
  if (!value?.trim()) return { perAddress: 5, perEmail: 3 };
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const perAddress = Number(match?.[1]);
  const perEmail = Number(match?.[2]);
  if (!(perAddress >= 1 && perAddress <= 1_000 && perEmail >= 1 && perEmail <= 1_000)) {
    throw new ConfigError(
      `UNPAID_ORDER_LIMITS must be perAddress/perEmail, each 1 to 1000, e.g. "5/3" (got "${value.trim()}")`,
    );
  }
  return { perAddress, perEmail };
}

/** RATE_LIMITS: comma-separated `call=perAddress/perAccount` overrides, e.g. `lookup=600/600,form=10/5`. */
function rateLimits(value: string | undefined): RateLimits {
  const limits: Record<RateLimitedCall, RateLimit> = { ...DEFAULT_RATE_LIMITS };
  if (!value?.trim()) return limits;
  for (const entry of value.split(',')) {
    const match = /^\s*([a-z_]+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(entry);
    const call = match?.[1] as RateLimitedCall | undefined;
    const perAddress = Number(match?.[2]);
    const perAccount = Number(match?.[3]);
    if (
      !call ||
      !RATE_LIMITED_CALLS.includes(call) ||
      !(perAddress >= 1 && perAddress <= 1_000_000) ||
      !(perAccount >= 1 && perAccount <= 1_000_000)
    ) {
      throw new ConfigError(
        `RATE_LIMITS must be comma-separated call=perAddress/perAccount entries (requests an hour, 1 to 1000000; calls: ${RATE_LIMITED_CALLS.join(', ')}), e.g. "lookup=600/600" (got "${entry.trim()}")`,
      );
    }
    limits[call] = { perAddress, perAccount };
  }
  return limits;
}

/** The postcode service needs its url and both credentials, or none of them. */
function postcodeLookup(env: NodeJS.ProcessEnv): ApiConfig['postcodeLookup'] {
  if (!env.POSTCODE_LOOKUP_URL) return undefined;
  const clientId = env.POSTCODE_LOOKUP_CLIENT_ID;
  const clientSecret = env.POSTCODE_LOOKUP_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      'POSTCODE_LOOKUP_URL needs POSTCODE_LOOKUP_CLIENT_ID and POSTCODE_LOOKUP_CLIENT_SECRET as well',
    );
  }
  return { url: httpUrl(env, 'POSTCODE_LOOKUP_URL', ''), clientId, clientSecret };
}

/** The European Commission's VIES REST service (check-vat-number with requester data). */
export const VIES_CHECK_VAT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

/** VAT_LOOKUP_PROVIDER: `dataset`, `http` (needs VAT_LOOKUP_URL) or `vies` (VAT_LOOKUP_URL overrides its url). */
function vatLookup(env: NodeJS.ProcessEnv): ApiConfig['vatLookup'] {
  const url = env.VAT_LOOKUP_URL ? httpUrl(env, 'VAT_LOOKUP_URL', '') : undefined;
  const provider = env.VAT_LOOKUP_PROVIDER?.trim() || (url ? 'http' : 'dataset');
  if (provider === 'dataset') return { provider };
  if (provider === 'vies') return { provider, url: url ?? VIES_CHECK_VAT_URL };
  if (provider === 'http' && url) return { provider, url };
  throw new ConfigError(
    provider === 'http'
      ? 'VAT_LOOKUP_PROVIDER=http needs VAT_LOOKUP_URL'
      : `VAT_LOOKUP_PROVIDER must be dataset, http or vies (got "${provider}")`,
  );
}

/** MultiSafepay's test environment; https://api.multisafepay.com/v1/json/ takes real payments. */
export const MULTISAFEPAY_TEST_API_URL = 'https://testapi.multisafepay.com/v1/json/';

/**
 * MultiSafepay needs its API key and the api's public url, where it sends its notifications (a
 * shop without it would never learn that an order was paid).
 */
function multisafepay(env: NodeJS.ProcessEnv): ApiConfig['multisafepay'] {
  const apiKey = env.MULTISAFEPAY_API_KEY?.trim();
  if (!apiKey) {
    if (env.MULTISAFEPAY_API_URL) throw new ConfigError('MULTISAFEPAY_API_URL needs MULTISAFEPAY_API_KEY');
    return undefined;
  }
  if (!/^[\x21-\x7e]{8,256}$/.test(apiKey)) {
    throw new ConfigError('MULTISAFEPAY_API_KEY must be the API key of the website in MultiSafepay Control');
  }
  if (!env.API_PUBLIC_URL) {
    throw new ConfigError(
      'MULTISAFEPAY_API_KEY needs API_PUBLIC_URL: MultiSafepay sends its payment notifications to <API_PUBLIC_URL>/payment/webhook/multisafepay',
    );
  }
  // Paths (orders, issuers/IDEAL) are resolved against it: one trailing slash.
  const apiUrl = httpUrl(env, 'MULTISAFEPAY_API_URL', MULTISAFEPAY_TEST_API_URL).replace(/\/*$/, '/');
  return { apiKey, apiUrl };
}

/** The metrics endpoint's own port, never the api's: scrapers reach it, shoppers do not. */
function metricsListener(env: NodeJS.ProcessEnv): { host: string; port: number } | undefined {
  if (env.METRICS_PORT?.trim() === 'off') return undefined;
  return {
    host: env.METRICS_HOST || '127.0.0.1',
    port: integer(env, 'METRICS_PORT', DEFAULT_METRICS_PORT, 0, 65_535),
  };
}

const DEFAULT_METRICS_PORT = 9464;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

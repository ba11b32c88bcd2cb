import { isAbsolute, resolve } from 'node:path';
import { apiPath } from './paths.js';

/** Everything the api reads from the environment; README.md lists each variable. */
export interface ApiConfig {
  host: string;
  port: number;
  /** PostgreSQL url; unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
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
}

export class ConfigError extends Error {}

const REPO_ROOT = apiPath('../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolvePath(env.DATA_DIR ?? '.data');
  return {
    host: env.API_HOST ?? '0.0.0.0',
    port: integer(env, 'API_PORT', 4000, 0, 65_535),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    dataDir,
    mediaDir: env.MEDIA_DIR ? resolvePath(env.MEDIA_DIR) : resolve(dataDir, 'media'),
    mediaBaseUrl: env.MEDIA_BASE_URL ?? '/media/',
    seedProducts: integer(env, 'SEED_PRODUCTS', 1000, 1, 1_000_000),
    seedOnStart: boolean(env, 'SEED_ON_START', true),
    shopAccessToken: env.SHOP_ACCESS_TOKEN ?? 'shop-demo-access-token',
    consumerKey: env.CONSUMER_KEY ?? 'shop-demo-consumer-key',
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
  };
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

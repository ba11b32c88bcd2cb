import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { dePreset } from './de';
import { nlPreset } from './nl';
import { type StorefrontConfig, storefrontConfigSchema } from './schema';

export const PRESETS = { de: dePreset, nl: nlPreset } as const;
export type DeploymentName = keyof typeof PRESETS;

/** A configuration problem, worded as one line for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LoadedConfig {
  deployment: DeploymentName;
  config: StorefrontConfig;
}

type Values = Record<string, unknown>;

/** Where a layer of settings came from, as the operator would name it in a message. */
interface Layer {
  origin: string;
  values: Values;
}

/**
 * Builds the configuration: the preset named by STOREFRONT_DEPLOYMENT (default de), then the
 * JSON file named by STOREFRONT_CONFIG, then single environment variables. Throws ConfigError.
 */
export function loadStorefrontConfig(
  env: Record<string, string | undefined> = process.env,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): LoadedConfig {
  const deployment = env.STOREFRONT_DEPLOYMENT || 'de';
  if (!isDeploymentName(deployment)) {
    throw new ConfigError(
      `storefront config: unknown deployment "${deployment}" (STOREFRONT_DEPLOYMENT); known: ${Object.keys(PRESETS).join(', ')}`,
    );
  }
  const layers: Layer[] = [{ origin: `preset ${deployment}`, values: PRESETS[deployment] as Values }];
  if (env.STOREFRONT_CONFIG) layers.push(readOverrideFile(env.STOREFRONT_CONFIG, readFile));
  const fromEnv: Array<[variable: string, key: string]> = [
    ['GRAPHQL_ENDPOINT', 'graphqlEndpoint'],
    ['SHOP_ACCESS_TOKEN', 'shopAccessToken'],
    ['CONSUMER_KEY', 'consumerKey'],
    ['STOREFRONT_PUBLIC_URL', 'publicUrl'],
    ['ERROR_REPORTING_DSN', 'errorReporting.dsn'],
    ['ERROR_REPORTING_RELEASE', 'errorReporting.release'],
    ['API_TIMEOUT_MS', 'apiTimeoutMs'],
    ['API_PROXY_TIMEOUT_MS', 'apiProxyTimeoutMs'],
    ['MEDIA_BASE_URL', 'mediaBaseUrl'],
  ];
  for (const [variable, key] of fromEnv) {
    const value = env[variable];
    if (value !== undefined && value !== '') layers.push({ origin: variable, values: nested(key, value) });
  }

  const merged = layers.reduce<Values>((result, layer) => deepMerge(result, layer.values), {});
  const parsed = storefrontConfigSchema.safeParse(merged);
  if (!parsed.success) throw new ConfigError(describeIssue(parsed.error.issues[0], layers));
  return { deployment, config: parsed.data };
}

/** 'a.b' = v as { a: { b: v } }. */
function nested(dottedKey: string, value: unknown): Values {
  let result: unknown = value;
  for (const key of dottedKey.split('.').reverse()) result = { [key]: result };
  return result as Values;
}

function isDeploymentName(name: string): name is DeploymentName {
  return Object.hasOwn(PRESETS, name);
}

function readOverrideFile(path: string, readFile: (path: string) => string): Layer {
  const origin = `STOREFRONT_CONFIG=${path}`;
  let text: string;
  try {
    text = readFile(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`storefront config: cannot read ${path} (STOREFRONT_CONFIG): ${reason}`);
  }
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `storefront config: ${path} is not valid JSON (STOREFRONT_CONFIG): ${(error as Error).message}`,
    );
  }
  if (!isPlainObject(values)) {
    throw new ConfigError(
      `storefront config: ${path} must hold a JSON object of settings (STOREFRONT_CONFIG)`,
    );
  }
  return { origin, values };
}

/** Objects merge key by key; arrays and plain values replace what was there. */
function deepMerge(base: Values, override: Values): Values {
  const result: Values = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}

function isPlainObject(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeIssue(issue: z.core.$ZodIssue | undefined, layers: Layer[]): string {
  if (!issue) return 'storefront config: invalid configuration';
  let path = issue.path.map(String);
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') {
    path = [...path, issue.keys[0] ?? '?'];
    message = 'is not a known setting';
  }
  const key = path.join('.') || '(root)';
  const originPath =
    issue.code === 'custom' && Array.isArray(issue.params?.originPath) ? issue.params.originPath : path;
  return `storefront config: ${key} ${message} (from ${originOf(originPath.map(String), layers)})`;
}

/**
 * The last layer that set the key is where the bad value is; for a missing key, the last layer
 * that set its nearest parent.
 */
function originOf(path: string[], layers: Layer[]): string {
  for (let length = path.length; length > 0; length--) {
    const prefix = path.slice(0, length);
    const layer = layers.findLast((candidate) => setsPath(candidate.values, prefix));
    if (layer) return layer.origin;
  }
  return layers[0]?.origin ?? 'defaults';
}

function setsPath(values: Values, path: string[]): boolean {
  let current: unknown = values;
  for (const segment of path) {
    if (!isPlainObject(current) || !Object.hasOwn(current, segment)) return false;
    current = current[segment];
  }
  return true;
}

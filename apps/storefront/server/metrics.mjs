// The storefront's Prometheus series (docs/OPERATIONS.md says what each means and what to alert
// on), shown on STOREFRONT_METRICS_PORT, never on the shop's own port.
import { answerPrimaryScrapes, startMetricsServer } from '@shop/metrics-endpoint';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const DEFAULT_PORT = 9465;

export const metricsRegistry = new Registry();
answerPrimaryScrapes(metricsRegistry);
const registers = [metricsRegistry];

/** From an answer of the api's response cache (a millisecond or two) to a page near its deadline. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const pageRenders = new Histogram({
  name: 'shop_storefront_page_render_duration_seconds',
  help: 'Pages rendered by route type (the page type: category, product, cms, home …; data: the loader data of a navigation in the browser) and status, with their time until the last byte',
  labelNames: ['route_type', 'status'],
  buckets: BUCKETS,
  registers,
});

export const apiCalls = new Histogram({
  name: 'shop_storefront_api_call_duration_seconds',
  help: "The renders' calls to the api by operation and outcome (ok, error: an answer with errors, unavailable: no answer in time or none at all), with their time",
  labelNames: ['operation', 'outcome'],
  buckets: BUCKETS,
  registers,
});

export const httpResponses = new Counter({
  name: 'shop_storefront_http_responses_total',
  help: 'Answers of the storefront server by HTTP status code and kind (page, data, graphql_proxy, media, asset, other)',
  labelNames: ['status', 'kind'],
  registers,
});

/** Most distinct operation names labelled; the storefront's own documents are about a hundred. */
const MAX_OPERATIONS = 200;
const operations = new Set();

/** An operation name as a label, bounded like the api's (observability/metrics.ts there). */
export function operationLabel(name) {
  if (!name) return 'anonymous';
  if (operations.has(name)) return name;
  if (operations.size >= MAX_OPERATIONS) return 'other';
  operations.add(name);
  return name;
}

/**
 * STOREFRONT_METRICS_HOST / STOREFRONT_METRICS_PORT as a listener; undefined when the port is `off`.
 * Throws a one-line message for a port that is not one.
 */
export function metricsListenerFromEnv(env = process.env) {
  const raw = env.STOREFRONT_METRICS_PORT?.trim();
  if (raw === 'off') return undefined;
  const port = raw ? Number(raw) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`STOREFRONT_METRICS_PORT must be a whole number from 0 to 65535 or off (got "${raw}")`);
  }
  return { host: env.STOREFRONT_METRICS_HOST || '127.0.0.1', port };
}

let processMetrics = false;

/** Node's own series (CPU, memory, event loop delay, garbage collection), once per process. */
export function collectProcessMetrics() {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The endpoint: this process's series, or with `aggregateWorkers` (a cluster's primary) its workers' sum. */
export function startStorefrontMetrics(listener, options = {}) {
  return startMetricsServer(metricsRegistry, listener, { ...options, variable: 'STOREFRONT_METRICS_PORT' });
}

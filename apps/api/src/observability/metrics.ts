// The api's Prometheus series (docs/OPERATIONS.md says what each means and what to alert on) and
// the endpoint that shows them, on a port of its own so that the shop's public origin never does.
import {
  answerPrimaryScrapes,
  type MetricsListener,
  type MetricsServer,
  startMetricsServer,
} from '@shop/metrics-endpoint';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Every series of this process; a cluster's primary asks its workers for theirs. */
export const metricsRegistry = new Registry();

// A worker answers its primary's request for its series.
answerPrimaryScrapes(metricsRegistry);

const registers = [metricsRegistry];

/** Latency buckets from a cached answer (well under a millisecond) to a request near its time limit. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const graphqlRequests = new Histogram({
  name: 'shop_api_graphql_request_duration_seconds',
  help: 'GraphQL requests by operation name, outcome (ok, rejected, error, busy) and response cache (hit, miss, none), with their time',
  labelNames: ['operation', 'outcome', 'cache'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const httpResponses = new Counter({
  name: 'shop_api_http_responses_total',
  help: 'Answers of every route by HTTP status code',
  labelNames: ['status'] as const,
  registers,
});

export const busyAnswers = new Counter({
  name: 'shop_api_busy_answers_total',
  help: 'Requests answered "the shop is busy" (graphql-unavailable or 503), by reason: statement_timeout, pool_wait, database_away, request_timeout',
  labelNames: ['reason'] as const,
  registers,
});

export const orderPlacements = new Counter({
  name: 'shop_api_order_placements_total',
  help: 'Order placements by outcome: placed, refused (the shopper can fix it), failed',
  labelNames: ['outcome'] as const,
  registers,
});

export const paymentNotifications = new Counter({
  name: 'shop_api_payment_notifications_total',
  help: "Payment providers' reports by provider, reported status and what became of them: applied, ignored (the order had moved on), duplicate, unknown_payment",
  labelNames: ['provider', 'status', 'outcome'] as const,
  registers,
});

export const mails = new Counter({
  name: 'shop_api_mails_total',
  help: 'E-mails by state: queued (into the outbox), sent, failed (an attempt; it is tried again)',
  labelNames: ['state'] as const,
  registers,
});

/** What the response cache counted so far (ResponseCache.counts). */
export interface ResponseCacheCounts {
  readonly hits: number;
  readonly misses: number;
  readonly evictions: number;
  readonly invalidations: number;
}

let responseCacheCounts: ResponseCacheCounts | undefined;
let poolConnections: (() => { total: number; idle: number; waiting: number }) | undefined;

// The cache counts in plain numbers, read here when scraped: a prom-client call for each answer
// from the cache would cost it a measurable part of its time.
for (const [name, help, count] of [
  ['hits', 'Answers given from the response cache', (counts: ResponseCacheCounts) => counts.hits],
  [
    'misses',
    'Public reads the response cache had no answer for',
    (counts: ResponseCacheCounts) => counts.misses,
  ],
  [
    'evictions',
    'Answers dropped to stay within RESPONSE_CACHE_MB',
    (counts: ResponseCacheCounts) => counts.evictions,
  ],
  [
    'invalidations',
    'Answers forgotten because data they show changed, or because they grew older than a minute',
    (counts: ResponseCacheCounts) => counts.invalidations,
  ],
] as const) {
  new Counter({
    name: `shop_api_response_cache_${name}_total`,
    help,
    registers,
    collect() {
      this.reset();
      if (responseCacheCounts) this.inc(count(responseCacheCounts));
    },
  });
}

new Gauge({
  name: 'shop_api_db_pool_connections',
  help: "The database pool's connections by state: in_use, idle, and waiting (requests waiting for one)",
  labelNames: ['state'] as const,
  registers,
  collect() {
    if (!poolConnections) return;
    const { total, idle, waiting } = poolConnections();
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

/** Shows the response cache's counts (the last cache given, as a process serves with one). */
export function watchResponseCache(counts: ResponseCacheCounts): void {
  responseCacheCounts = counts;
}

/** Shows the request pool's connections. */
export function watchPool(connections: () => { total: number; idle: number; waiting: number }): void {
  poolConnections = connections;
}

let processMetrics = false;

/** Node's own series (CPU, memory, event loop delay, handles, garbage collection), once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** Most distinct operation names a process labels; later new ones are counted as `other`. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
const operationNames = new Set<string>();

/**
 * An operation name as a label: callers choose names, so the series of a process stay bounded
 * (a malformed name is `invalid`, names beyond the first 200 are `other`).
 */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (operationNames.has(name)) return name;
  if (!OPERATION_NAME.test(name)) return 'invalid';
  if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
  operationNames.add(name);
  return name;
}

/** Serves this process's series (or, with `aggregateWorkers`, its workers') on `listener`. */
export function startApiMetricsServer(
  listener: MetricsListener,
  options: { aggregateWorkers?: boolean } = {},
): Promise<MetricsServer> {
  return startMetricsServer(metricsRegistry, listener, { ...options, variable: 'METRICS_PORT' });
}

import type { Registry } from 'prom-client';

export interface MetricsListener {
  host: string;
  port: number;
}

export interface MetricsServer {
  /** http://host:port/metrics */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics on its own host and port: `registry`'s series, or with `aggregateWorkers`
 * (in a cluster's primary) the sum over its workers' registries. Rejects with a one-line message
 * naming `variable` when the port cannot be had.
 */
export function startMetricsServer(
  registry: Registry,
  listener: MetricsListener,
  options?: { aggregateWorkers?: boolean; variable?: string },
): Promise<MetricsServer>;

/** In a cluster's worker: lets its primary read `registry` (AggregatorRegistry); elsewhere nothing. */
export function answerPrimaryScrapes(registry: Registry): void;

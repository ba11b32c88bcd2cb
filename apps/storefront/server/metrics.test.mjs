// The storefront's metrics endpoint, alone and as a cluster primary adding up its workers' series
// (the endpoint itself is packages/metrics-endpoint, which the api serves its series on too).
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { httpResponses, metricsListenerFromEnv, startStorefrontMetrics } from './metrics.mjs';

const LINE = /^shop_storefront_http_responses_total\{status="200",kind="page"\} (\d+)$/m;

describe('storefront metrics', () => {
  const closers = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("serves this process's series on its own port, and nothing else", async () => {
    const server = await startStorefrontMetrics({ host: '127.0.0.1', port: 0 });
    closers.push(server.close);
    httpResponses.inc({ status: '200', kind: 'page' });
    const text = await (await fetch(server.url)).text();
    expect(Number(LINE.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect((await fetch(new URL('/', server.url))).status).toBe(404);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(405);
  });

  it("adds up its workers' series in a cluster's primary", async () => {
    const server = await startStorefrontMetrics({ host: '127.0.0.1', port: 0 }, { aggregateWorkers: true });
    closers.push(server.close);
    cluster.setupPrimary({ exec: fileURLToPath(new URL('./test/cluster-worker.mjs', import.meta.url)) });
    const workers = [cluster.fork(), cluster.fork()];
    closers.push(async () => {
      for (const worker of workers) worker.kill();
    });
    await Promise.all(workers.map((worker) => new Promise((done) => worker.once('message', done))));
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    // Worker 1 counted 1, worker 2 counted 2; the primary's own series are not asked.
    expect(Number(LINE.exec(await response.text())?.[1])).toBe(
      workers.reduce((sum, worker) => sum + worker.id, 0),
    );
  });

  it('reads its port and host, and refuses a port that is none', () => {
    expect(metricsListenerFromEnv({})).toEqual({ host: '127.0.0.1', port: 9465 });
    expect(metricsListenerFromEnv({ STOREFRONT_METRICS_PORT: 'off' })).toBeUndefined();
    expect(metricsListenerFromEnv({ STOREFRONT_METRICS_PORT: '0', STOREFRONT_METRICS_HOST: '::1' })).toEqual({
      host: '::1',
      port: 0,
    });
    expect(() => metricsListenerFromEnv({ STOREFRONT_METRICS_PORT: '70000' })).toThrow(
      'STOREFRONT_METRICS_PORT must be a whole number from 0 to 65535 or off (got "70000")',
    );
  });
});

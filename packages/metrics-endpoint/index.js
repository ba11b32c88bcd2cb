// The metrics endpoint both apps share. It listens on a port of its own (127.0.0.1 unless told):
// the shop's public origin never shows its series.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { AggregatorRegistry } from 'prom-client';

export function answerPrimaryScrapes(registry) {
  if (!cluster.isWorker) return;
  // Making an AggregatorRegistry is what makes a worker answer its primary's requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

export async function startMetricsServer(registry, listener, options = {}) {
  const variable = options.variable ?? 'METRICS_PORT';
  // Counters and histograms are added up over the workers; Node's process series are kept per worker.
  const aggregator = options.aggregateWorkers ? new AggregatorRegistry() : undefined;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: the series are at /metrics');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed');
      return;
    }
    (aggregator ? aggregator.clusterMetrics() : registry.metrics()).then(
      (body) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics unavailable: ${error.message}`);
      },
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${listener.port} is already in use (${variable})`
            : `cannot listen on ${listener.host}:${listener.port} (${variable}): ${error.message}`,
        ),
      );
    });
    server.listen(listener.port, listener.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : listener.port;
  const host = listener.host.includes(':') ? `[${listener.host}]` : listener.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

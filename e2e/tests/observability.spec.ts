// What an operator watches: the Prometheus series of both processes, one request id from a page
// render into the api's log, and one trace from the storefront's render through the api into SQL
// at an OTLP collector (a stand-in here that takes OTLP/HTTP JSON as the specification describes).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../free-port.js';
import { startOwnStorefront } from './support.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** The value of one series (its labels in any order) in a Prometheus text answer; 0 when absent. */
function seriesValue(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

async function metricsOf(url: string | undefined): Promise<string> {
  if (!url) throw new Error('global-setup.ts sets the metrics urls');
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

test('the metrics of both processes count the requests of a page render', async () => {
  const storefront = process.env.E2E_STOREFRONT_URL;
  const [apiBefore, storefrontBefore] = await Promise.all([
    metricsOf(process.env.E2E_API_METRICS_URL),
    metricsOf(process.env.E2E_STOREFRONT_METRICS_URL),
  ]);
  const homeRenders = { route_type: 'home', status: '200' };
  const menuCalls = { operation: 'MainMenu', outcome: 'ok' };
  const rendersBefore = seriesValue(
    storefrontBefore,
    'shop_storefront_page_render_duration_seconds_count',
    homeRenders,
  );
  const callsBefore = seriesValue(
    storefrontBefore,
    'shop_storefront_api_call_duration_seconds_count',
    menuCalls,
  );
  const menuAnswered = (text: string) =>
    ['hit', 'miss'].reduce(
      (sum, cache) =>
        sum + seriesValue(text, 'shop_api_graphql_request_duration_seconds_count', { ...menuCalls, cache }),
      0,
    );
  const notFoundBefore = seriesValue(storefrontBefore, 'shop_storefront_http_responses_total', {
    status: '404',
    kind: 'page',
  });

  // Each page read to its end: a render is counted once its last byte is sent.
  for (let render = 0; render < 3; render++) {
    const page = await fetch(`${storefront}/`);
    await page.text();
    expect(page.status).toBe(200);
  }
  const missing = await fetch(`${storefront}/no-such-page-at-all`);
  await missing.text();
  expect(missing.status).toBe(404);

  const [apiAfter, storefrontAfter] = await Promise.all([
    metricsOf(process.env.E2E_API_METRICS_URL),
    metricsOf(process.env.E2E_STOREFRONT_METRICS_URL),
  ]);
  expect(
    seriesValue(storefrontAfter, 'shop_storefront_page_render_duration_seconds_count', homeRenders) -
      rendersBefore,
  ).toBe(3);
  expect(
    seriesValue(storefrontAfter, 'shop_storefront_api_call_duration_seconds_count', menuCalls) - callsBefore,
  ).toBe(4);
  expect(
    seriesValue(storefrontAfter, 'shop_storefront_http_responses_total', { status: '404', kind: 'page' }) -
      notFoundBefore,
  ).toBe(1);
  // Each of the four renders (the not-found page has the menu too) asked the api for the menu
  // once: computed or from the response cache.
  expect(menuAnswered(apiAfter) - menuAnswered(apiBefore)).toBe(4);
  expect(seriesValue(apiAfter, 'shop_api_response_cache_hits_total', {})).toBeGreaterThan(0);
  expect(apiAfter).toMatch(/^shop_api_db_pool_connections\{state="idle"\} \d+/m);
  // Node's own series, in both.
  expect(apiAfter).toContain('process_cpu_seconds_total');
  expect(storefrontAfter).toContain('nodejs_eventloop_lag_seconds');
  // Never on the shop's own port.
  expect((await fetch(`${storefront}/metrics`)).status).toBe(404);
});

test('a request id from a client the storefront does not trust as a proxy is replaced', async () => {
  const page = await fetch(`${process.env.E2E_STOREFRONT_URL}/`, {
    headers: { 'x-request-id': 'chosen-by-anyone' },
  });
  expect(page.status).toBe(200);
  expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

interface ReceivedSpan {
  service: string;
  scope: string;
  name: string;
  traceId: string;
}

/** An OTLP/HTTP collector stand-in: takes JSON trace exports at /v1/traces and keeps their spans. */
async function otlpStandIn(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.url !== '/v1/traces' || !req.headers['content-type']?.includes('application/json')) {
        res.writeHead(415).end();
        return;
      }
      const data = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { scope: { name: string }; spans: { name: string; traceId: string }[] }[];
        }[];
      };
      for (const resourceSpans of data.resourceSpans) {
        const service =
          resourceSpans.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value
            .stringValue ?? '';
        for (const scopeSpans of resourceSpans.scopeSpans) {
          for (const span of scopeSpans.spans) {
            spans.push({ service, scope: scopeSpans.scope.name, name: span.name, traceId: span.traceId });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, spans, server };
}

/** The url of the e2e api's embedded database, read as docs/DATABASE.md tells psql to. */
function e2eDatabaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('global-setup.ts sets E2E_DATA_DIR');
  const folder = join(dataDir, 'postgres');
  const port = readFileSync(join(folder, 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
  const password = readFileSync(`${folder}.password`, 'utf8').trim();
  return `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
}

test('a page render leaves its request id in the api log and one trace from the storefront into SQL', async () => {
  test.setTimeout(120_000);
  const collector = await otlpStandIn();
  const tracing = {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Spans are sent a fifth of a second after they end, not five seconds.
    OTEL_BSP_SCHEDULE_DELAY: '200',
  };
  const apiPort = await freePort();
  const apiOutput: string[] = [];
  // A second api on the e2e database (migrated and seeded already), traced and logging at info.
  const api: ChildProcess = spawn(process.execPath, ['apps/api/dist/src/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATABASE_URL: e2eDatabaseUrl(),
      SEED_ON_START: 'false',
      METRICS_PORT: 'off',
      LOG_LEVEL: 'info',
      ...tracing,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk) => apiOutput.push(String(chunk)));
  api.stderr?.on('data', (chunk) => apiOutput.push(String(chunk)));
  let storefront: Awaited<ReturnType<typeof startOwnStorefront>> | undefined;
  try {
    await expect
      .poll(
        async () => {
          if (api.exitCode !== null) throw new Error(`api exited:\n${apiOutput.join('')}`);
          return fetch(`http://127.0.0.1:${apiPort}/readyz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(200);
    storefront = await startOwnStorefront({
      GRAPHQL_ENDPOINT: `http://127.0.0.1:${apiPort}/graphql`,
      // The request comes from this machine, as from a proxy in front of the storefront.
      STOREFRONT_TRUST_PROXY: 'loopback',
      ...tracing,
    });

    const requestId = `e2e-render-${Date.now()}`;
    const page = await fetch(`${storefront.url}/`, { headers: { 'x-request-id': requestId } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe(requestId);

    // The api logged the render's calls under the page's id.
    await expect
      .poll(
        () =>
          apiOutput
            .join('')
            .split('\n')
            .filter((line) => line.includes(`"reqId":"${requestId}"`)).length,
      )
      .toBeGreaterThan(0);
    // The storefront's own lines are JSON too.
    expect(JSON.parse(storefront.output().split('\n')[0] ?? '')).toMatchObject({ service: 'storefront' });

    // One trace: the storefront's render, its calls, the api's request and its SQL.
    const renderTrace = () =>
      collector.spans.find(
        (span) =>
          span.service === 'shop-storefront' &&
          span.scope === '@opentelemetry/instrumentation-http' &&
          span.name === 'GET /',
      )?.traceId;
    await expect.poll(renderTrace, { timeout: 20_000 }).toBeTruthy();
    const spansOf = (service: string, scope: string) => () =>
      collector.spans.filter(
        (span) => span.traceId === renderTrace() && span.service === service && span.scope.includes(scope),
      ).length;
    await expect
      .poll(spansOf('shop-storefront', 'instrumentation-undici'), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(spansOf('shop-api', 'instrumentation-http'), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(spansOf('shop-api', 'instrumentation-graphql'), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(spansOf('shop-api', 'instrumentation-pg'), { timeout: 20_000 }).toBeGreaterThan(0);
  } finally {
    await storefront?.stop();
    if (api.exitCode === null) {
      const exited = new Promise((done) => api.once('exit', done));
      api.kill('SIGTERM');
      await exited;
    }
    collector.server.close();
  }
});

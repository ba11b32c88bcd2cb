// The storefront's HTTP server (plain JS, so it runs without a build step).
//   node server.mjs         production: serves build/client and the server build in build/server
//   node server.mjs --dev   development: Vite in middleware mode with hot reload
// It also proxies /graphql and /media/* to the api, so the browser talks to one origin.
// Every response carries the security headers (src/app/response-headers.server.ts); a rendered
// page's Content-Security-Policy has a fresh nonce that its inline scripts carry too, static files
// have no policy.
// Any failure to start ends the process with one line that says what went wrong and where; once
// running it logs JSON lines (server/request-log.mjs), and its metrics are on a port of its own
// (server/metrics.mjs).

import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runWorkers, WorkersConfigError, workerCount } from '@shop/workers';
import {
  apiCalls,
  collectProcessMetrics,
  httpResponses,
  metricsListenerFromEnv,
  operationLabel,
  pageRenders,
  startStorefrontMetrics,
} from './server/metrics.mjs';
import { log, requestIds, setLogLevel } from './server/request-log.mjs';

const APP_DIR = fileURLToPath(new URL('.', import.meta.url));
const SERVER_BUILD = `${APP_DIR}build/server/index.js`;
const CLIENT_BUILD = `${APP_DIR}build/client`;
const ASSETS_DIR = `${CLIENT_BUILD}/assets`;
const DEV = process.argv.includes('--dev');

// React picks its production or development build when first loaded, so NODE_ENV is set before
// anything imports it (hence the dynamic imports below).
process.env.NODE_ENV ??= DEV ? 'development' : 'production';
// Tracing starts before Express is imported, or not at all: off, not even the SDK is loaded.
const stopTracing =
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim()
    ? await (await import('./server/tracing.mjs')).startTracing('shop-storefront')
    : undefined;
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');

/** A start-up problem whose message is the one line the operator sees. */
class StartupError extends Error {}

/** Request headers the proxy passes to the api. */
const FORWARDED_REQUEST_HEADERS = [
  'authorization',
  'store',
  'content-type',
  'accept',
  'accept-language',
  'if-none-match',
  'if-modified-since',
  'range',
];

/**
 * Response headers the proxy does not pass back: hop-by-hop headers, the body's encoding and
 * length, because fetch hands us the decoded body (compression re-encodes it), and the security
 * headers, because the storefront's own apply to everything its origin serves.
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'upgrade',
  'proxy-authenticate',
  'trailer',
]);

const MAX_PROXY_BODY = 1024 * 1024;

/** A starting api is usually ready in seconds: when a browser may try again. */
const RETRY_AFTER_SECONDS = '5';

async function main() {
  const port = portFromEnv();
  const host = process.env.STOREFRONT_HOST || '0.0.0.0';
  let metricsListener;
  try {
    metricsListener = metricsListenerFromEnv();
  } catch (error) {
    throw new StartupError(error.message);
  }

  const app = express();
  app.disable('x-powered-by');
  // Behind a proxy that terminates TLS, X-Forwarded-Proto (https: HSTS) is only believed from it.
  app.set('trust proxy', trustProxyFromEnv());
  const httpServer = createServer(app);

  let build;
  // The page renderer, made once the configuration is known: it serves the deployment's routes only.
  let createHandler;
  let serveAssets;
  if (DEV) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({
      root: APP_DIR,
      // HMR shares our port instead of opening its own (several dev servers may run side by side).
      server: { middlewareMode: true, hmr: { server: httpServer } },
    });
    // future.v8_viteEnvironmentApi: the server build runs in Vite's ssr environment.
    const loadBuild = () => viteServer.environments.ssr.runner.import('virtual:react-router/server-build');
    build = await loadBuild().catch((error) => {
      throw startupErrorOf(error, 'the app could not be loaded');
    });
    serveAssets = viteServer.middlewares;
    createHandler = (config) =>
      createRequestHandler({
        build: async () => {
          const loadedBuild = await loadBuild();
          return loadedBuild.entry.module.deploymentBuild(loadedBuild, config);
        },
        mode: 'development',
        getLoadContext: async (_req, res) =>
          (await loadBuild()).entry.module.requestContext(res.locals.cspNonce, res.locals.observation),
      });
  } else {
    build = await import(pathToFileURL(SERVER_BUILD).href).catch((error) => {
      if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes(SERVER_BUILD)) {
        throw new StartupError(`${SERVER_BUILD} is missing (run npm run build -w apps/storefront first)`);
      }
      throw error;
    });
    createHandler = (config) =>
      createRequestHandler({
        build: build.entry.module.deploymentBuild(build, config),
        mode: 'production',
        getLoadContext: (_req, res) =>
          build.entry.module.requestContext(res.locals.cspNonce, res.locals.observation),
      });
    const assets = express.Router();
    // The service worker must be checked for updates on every visit, and may control the whole site.
    assets.get('/service-worker.js', (_req, res) => {
      res.set({ 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
      res.sendFile(`${CLIENT_BUILD}/service-worker.js`, { dotfiles: 'deny' }, (error) => {
        if (error && !res.headersSent)
          res.status(404).type('text/plain').send('no service worker in this build');
      });
    });
    // Static files are no documents: a policy would govern nothing in them (the worker's above
    // governs the worker). A request no file answers goes on to the page render, which sets its own.
    assets.use((_req, res, next) => {
      res.removeHeader('Content-Security-Policy');
      next();
    });
    // Hashed file names never change their content: cache them for a year. The build compressed
    // them once at the highest level (scripts/precompress-assets.mjs); a browser that accepts brotli
    // or gzip gets that copy, and the compression middleware leaves an encoded answer alone.
    assets.use('/assets', (req, res, next) => {
      const compressed = precompressedAsset(req);
      if (!compressed) return next();
      res.set({
        'Content-Encoding': compressed.encoding,
        Vary: 'Accept-Encoding',
      });
      res.type(extname(req.path));
      const options = { root: ASSETS_DIR, immutable: true, maxAge: '1y', dotfiles: 'deny' };
      res.sendFile(compressed.file, options, (error) => {
        if (!error || res.headersSent) return;
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        next();
      });
    });
    assets.use('/assets', express.static(ASSETS_DIR, { immutable: true, maxAge: '1y' }));
    assets.use(express.static(CLIENT_BUILD, { maxAge: '1h' }));
    serveAssets = assets;
  }

  // Validates the configuration (preset, STOREFRONT_CONFIG file, environment) before listening.
  let loaded;
  try {
    loaded = build.entry.module.getStorefrontConfig();
  } catch (error) {
    throw startupErrorOf(error, 'invalid configuration');
  }
  const { config, deployment } = loaded;
  const handleRender = createHandler(config);
  setLogLevel(config.logging.level);
  // The app's own lines (failed loads, render errors) go to the same JSON log.
  build.entry.module.logServerTo(log);
  const apiOrigin = new URL(config.graphqlEndpoint).origin;
  const { cleanRequestTarget, mediaProxyPath, responseSecurityHeaders } = build.entry.module;

  // Every answer carries the security headers; its policy allows no inline script, except a page's.
  app.use((req, res, next) => {
    res.set(policyHeaders(responseSecurityHeaders(undefined, req.secure)));
    next();
  });
  // Every answer carries its request's id; the page's api calls send it on (server/request-log.mjs).
  const trustProxy = app.get('trust proxy fn');
  app.use(requestIds((address) => trustProxy(address, 0)));
  app.use(countAnswers);
  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok');
  });
  app.use(compression());
  const proxyTimeoutMs = config.apiProxyTimeoutMs;
  app.all('/graphql', (req, res) => {
    res.locals.kind = 'graphql_proxy';
    return proxy(req, res, config.graphqlEndpoint, {
      defaultToken: config.shopAccessToken,
      timeoutMs: proxyTimeoutMs,
    });
  });
  // Media files only: the api behind it serves much more (GraphQL, health, its dev mailbox).
  app.use('/media', (req, res) => {
    res.locals.kind = 'media';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('method not allowed');
      return;
    }
    const path = mediaProxyPath(req.originalUrl.split('?')[0]);
    if (!path) {
      res.status(404).type('text/plain').send('not found');
      return;
    }
    proxy(req, res, `${apiOrigin}${path}`, { timeoutMs: proxyTimeoutMs });
  });
  app.use((_req, res, next) => {
    res.locals.kind = 'asset';
    next();
  });
  app.use(serveAssets);
  // NUL, control characters and broken encodings in a page url are removed (redirect), so they
  // never reach the api or the page.
  app.use((req, res, next) => {
    const clean = cleanRequestTarget(req.originalUrl);
    if (clean === undefined) next();
    else res.redirect(301, clean);
  });
  // A rendered page's inline scripts carry a nonce of its own (pages are never kept by shared
  // caches: entry.server.tsx, docs/SECURITY.md).
  app.use((req, res, next) => {
    res.locals.kind = req.path.endsWith('.data') ? 'data' : 'page';
    res.locals.observation = renderObservation(res.locals.requestId);
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.set(policyHeaders(responseSecurityHeaders(res.locals.cspNonce, req.secure)));
    next();
  });
  app.all('/{*path}', handleRender);

  await listen(httpServer, port, host);
  log.info(
    `storefront: listening on http://${host}:${port} (${DEV ? 'development' : 'production'}, ` +
      `deployment ${deployment}, api ${config.graphqlEndpoint})`,
  );
  if (metricsListener) collectProcessMetrics();
  // A worker's series are served by its primary (see start).
  const metrics =
    metricsListener && !cluster.isWorker ? await startMetricsEndpoint(metricsListener) : undefined;

  const shutdown = () => {
    metrics?.close();
    httpServer.close(() => (stopTracing ? stopTracing().finally(() => process.exit(0)) : process.exit(0)));
    // Open keep-alive connections must not hold the process.
    setTimeout(() => process.exit(0), 3000).unref();
    httpServer.closeIdleConnections?.();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/**
 * Counts every answer by status and kind once it is sent, and times page renders by the route type
 * their render named (entry.server.tsx).
 */
function countAnswers(_req, res, next) {
  const started = performance.now();
  res.locals.kind = 'other';
  res.once('finish', () => {
    const { kind, observation } = res.locals;
    const status = String(res.statusCode);
    httpResponses.inc({ status, kind });
    if (kind === 'page' || kind === 'data') {
      const routeType = kind === 'data' ? 'data' : (observation?.routeType ?? 'unknown');
      pageRenders.observe({ route_type: routeType, status }, (performance.now() - started) / 1000);
    }
  });
  next();
}

/** What a render tells server.mjs (app/request-context.server.ts: RequestObservation). */
function renderObservation(requestId) {
  return {
    requestId,
    routeType: undefined,
    apiCallEnded(operation, seconds, outcome) {
      apiCalls.observe({ operation: operationLabel(operation), outcome }, seconds);
    },
  };
}

/** Vite injects styles and its client at run time: in development the policy is reported, not enforced. */
function policyHeaders(headers) {
  if (!DEV) return headers;
  const { 'Content-Security-Policy': policy, ...others } = headers;
  return { ...others, 'Content-Security-Policy-Report-Only': policy };
}

/** Whether the build wrote a compressed copy of a file (asked once per file: the build does not change). */
const precompressedCopies = new Map();

/**
 * The build's compressed copy of a hashed asset in an encoding the browser accepts, brotli before
 * gzip (browsers list gzip first, with the same weight), if the build wrote one.
 */
function precompressedAsset(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  // The build's assets are files of one folder: any other path is left to express.static.
  const name = req.path.slice(1);
  if (!/^[\w.-]+\.(js|css|json|svg)$/.test(name)) return undefined;
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
  if (!encoding) return undefined;
  const file = `${name}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (!precompressedCopies.has(file)) precompressedCopies.set(file, existsSync(`${ASSETS_DIR}/${file}`));
  return precompressedCopies.get(file) ? { file, encoding } : undefined;
}

function portFromEnv() {
  const raw = process.env.STOREFRONT_PORT;
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new StartupError(`STOREFRONT_PORT must be a whole number from 0 to 65535 (got "${raw}")`);
  }
  return port;
}

/** STOREFRONT_TRUST_PROXY as Express's 'trust proxy' setting: unset trusts nobody. */
function trustProxyFromEnv() {
  const raw = process.env.STOREFRONT_TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        reject(new StartupError(`port ${port} is already in use (STOREFRONT_PORT)`));
      } else if (error.code === 'EACCES') {
        reject(new StartupError(`no permission to listen on port ${port} (STOREFRONT_PORT)`));
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new StartupError(`cannot listen on host ${host} (STOREFRONT_HOST)`));
      } else {
        reject(error);
      }
    });
    server.listen(port, host, () => resolve());
  });
}

/**
 * Passes a request to the api and its answer back: method, query string, body, chosen headers.
 * An api that does not answer in time gets 504, one that cannot be reached 503 (GraphQL errors
 * for /graphql).
 */
async function proxy(req, res, target, { defaultToken, timeoutMs }) {
  const url = new URL(target);
  const queryIndex = req.originalUrl.indexOf('?');
  if (queryIndex !== -1) url.search = req.originalUrl.slice(queryIndex);

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // The shop access token stays on the server: calls without a token of their own get it here.
  if (defaultToken && !headers.has('authorization')) headers.set('authorization', `Bearer ${defaultToken}`);
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  if (res.locals.requestId) headers.set('x-request-id', res.locals.requestId);

  try {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const upstream = await fetch(url, {
      method: req.method,
      headers,
      body: hasBody ? await readBody(req) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    res.status(upstream.status);
    for (const [name, value] of upstream.headers) {
      if (!DROPPED_RESPONSE_HEADERS.has(name) && name !== 'set-cookie') res.setHeader(name, value);
    }
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(upstream.body), res);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      res.status(413).json({ errors: [{ message: 'Request body too large' }] });
      return;
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    log.error(
      `storefront: proxy to ${url.origin}${url.pathname} failed: ${error.cause?.code ?? error.message}`,
    );
    const timedOut = error.name === 'TimeoutError';
    res.status(timedOut ? 504 : 503).set('Cache-Control', 'no-store');
    if (!timedOut) res.set('Retry-After', RETRY_AFTER_SECONDS);
    const message = timedOut ? 'The shop api did not answer in time' : 'The shop api is not reachable';
    if (url.pathname.startsWith('/media/')) res.type('text/plain').send(message);
    else
      res.json({
        errors: [{ message, extensions: { category: timedOut ? 'api-timeout' : 'api-unreachable' } }],
      });
  }
}

class PayloadTooLargeError extends Error {}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_PROXY_BODY) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Config errors already carry their one line; anything else gets a short prefix. */
function startupErrorOf(error, what) {
  if (error?.name === 'ConfigError' || error instanceof StartupError) return new StartupError(error.message);
  return new StartupError(`${what}: ${error?.message ?? error}`);
}

/** A metrics port that cannot be had costs the operator the metrics, not the shop its pages. */
function startMetricsEndpoint(listener, options) {
  return startStorefrontMetrics(listener, options).then(
    (server) => {
      log.info({ metrics: server.url }, 'metrics ready');
      return server;
    },
    (error) => log.error(`no metrics endpoint: ${error.message}`),
  );
}

/**
 * STOREFRONT_WORKERS processes on one port (development: always one, Vite's watcher is one). The
 * primary serves the metrics of all of them, added up.
 */
async function start() {
  let count;
  let metricsListener;
  try {
    count = DEV ? 1 : workerCount(process.env, 'STOREFRONT_WORKERS');
    metricsListener = metricsListenerFromEnv();
  } catch (error) {
    throw error instanceof WorkersConfigError || error instanceof Error
      ? new StartupError(error.message)
      : error;
  }
  const aggregateMetrics = async () => {
    if (!metricsListener) return undefined;
    const metrics = await startMetricsEndpoint(metricsListener, { aggregateWorkers: true });
    return { stop: async () => metrics?.close() };
  };
  await runWorkers({ name: 'storefront', count, work: main, inPrimary: [aggregateMetrics] });
}

start().catch((error) => {
  if (error instanceof StartupError) {
    // ConfigError messages start with "storefront config:" already.
    console.error(error.message.startsWith('storefront') ? error.message : `storefront: ${error.message}`);
  } else {
    console.error(`storefront: failed to start: ${error?.stack ?? error}`);
  }
  process.exit(1);
});

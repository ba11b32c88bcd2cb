import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.js';

const ROOT = resolve(import.meta.dirname, '..');

async function waitFor(url: string, process: ChildProcess, name: string, output: string[]) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${name} exited early:\n${output.join('')}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${name} did not become ready at ${url}:\n${output.join('')}`);
}

function start(script: string, env: Record<string, string>) {
  const output: string[] = [];
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}

/** Starts the built api and storefront on free ports over a fresh embedded database (DATA_DIR/postgres). */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const apiPort = await freePort();
  const storefrontPort = await freePort();
  const storefrontNlPort = await freePort();
  // Metrics on free ports too: the defaults (9464, 9465) may be another run's.
  const apiMetricsPort = await freePort();
  const storefrontMetricsPort = await freePort();
  const api = start('apps/api/dist/src/main.js', {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    METRICS_PORT: String(apiMetricsPort),
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '200',
    LOG_LEVEL: 'warn',
    // E-mail links and payment returns lead to the deployment that serves the store view: de to the
    // German storefront, nl and en (below /en) to the Dutch one.
    STOREFRONT_URL: `http://127.0.0.1:${storefrontPort}`,
    STOREFRONT_URLS: `nl=http://127.0.0.1:${storefrontNlPort},en=http://127.0.0.1:${storefrontNlPort}/en`,
    // Journeys read the api's e-mails at the dev mailbox, which production refuses.
    DEV_MAILBOX: 'true',
    NODE_ENV: 'test',
    // Every journey's browser comes from this machine's one address: many orders paid by bank
    // transfer or cheque stay open at once.
    UNPAID_ORDER_LIMITS: '1000/1000',
  });
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`, api.child, 'api', api.output);
  const storefront = start('apps/storefront/server.mjs', {
    STOREFRONT_PORT: String(storefrontPort),
    STOREFRONT_HOST: '127.0.0.1',
    STOREFRONT_METRICS_PORT: String(storefrontMetricsPort),
    GRAPHQL_ENDPOINT: `http://127.0.0.1:${apiPort}/graphql`,
  });
  await waitFor(
    `http://127.0.0.1:${storefrontPort}/healthz`,
    storefront.child,
    'storefront',
    storefront.output,
  );
  // The Dutch deployment (nl default, en and de prefixed) over the same api.
  const storefrontNl = start('apps/storefront/server.mjs', {
    STOREFRONT_PORT: String(storefrontNlPort),
    STOREFRONT_HOST: '127.0.0.1',
    STOREFRONT_DEPLOYMENT: 'nl',
    STOREFRONT_METRICS_PORT: 'off',
    GRAPHQL_ENDPOINT: `http://127.0.0.1:${apiPort}/graphql`,
  });
  await waitFor(
    `http://127.0.0.1:${storefrontNlPort}/healthz`,
    storefrontNl.child,
    'storefront (nl)',
    storefrontNl.output,
  );

  // Workers inherit the environment of the main process.
  process.env.E2E_API_URL = `http://127.0.0.1:${apiPort}`;
  process.env.E2E_STOREFRONT_URL = `http://127.0.0.1:${storefrontPort}`;
  process.env.E2E_STOREFRONT_NL_URL = `http://127.0.0.1:${storefrontNlPort}`;
  process.env.E2E_API_METRICS_URL = `http://127.0.0.1:${apiMetricsPort}/metrics`;
  process.env.E2E_STOREFRONT_METRICS_URL = `http://127.0.0.1:${storefrontMetricsPort}/metrics`;
  // Where the api's embedded database lives, for a journey that runs a second api on it.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    // The api stops its embedded database before it exits: wait for that before removing its folder.
    const servers = [storefront.child, storefrontNl.child, api.child].filter(
      (server) => server.exitCode === null,
    );
    const exited = Promise.all(servers.map((server) => new Promise((done) => server.once('exit', done))));
    for (const server of servers) server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

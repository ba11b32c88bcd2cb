// `npm run bench:lighthouse [-- --runs=2] [de] [nl]`: Lighthouse mobile (simulated throttling) on the
// production shop, started on a fresh demo database like `npm start`, in Debian's Chromium. A benchmark,
// not a test: it writes its table into docs/BENCHMARKS.md and fails only when the shop does not start.
// Run by tsx (root script), so that it can share writeSection with the api's benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLine, writeSection } from '../apps/api/bench/report.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 2);
const chosenDeployments = args.filter((arg) => !arg.startsWith('--'));
const deployments = chosenDeployments.length > 0 ? chosenDeployments : ['de', 'nl'];
// The search term of each deployment's default store view.
const SEARCH_TERM = { de: 'tee', nl: 'thee' };
// The category the issue (#16) measured first.
const CATEGORY_NAME = 'Nahrungsergänzung';

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startProcess(script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}

async function waitFor(url, started, name) {
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`${name} stopped:\n${started.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer:\n${started.output.join('')}`);
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function stop(started) {
  if (started.child.exitCode !== null) return;
  const exited = new Promise((done) => started.child.once('exit', done));
  started.child.kill('SIGTERM');
  await exited;
}

async function apiQuery(apiUrl, store, query, variables = {}) {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${apiUrl}/graphql?${params}`, { headers: { store } });
  const body = await response.json();
  if (body.errors) throw new Error(`api: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The pages of a store view: home, the category, the first product of each type, search and cart. */
async function pagesOf(apiUrl, store, category, productSkus) {
  const categoryData = await apiQuery(
    apiUrl,
    store,
    'query ($uid: String) { categoryList(filters: { category_uid: { eq: $uid } }) { url_path url_suffix } }',
    { uid: category.uid },
  );
  const categoryEntry = categoryData.categoryList[0];
  const productData = await apiQuery(
    apiUrl,
    store,
    'query ($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 20) { items { __typename sku url_key url_suffix } } }',
    { skus: productSkus },
  );
  const products = productSkus.map((sku) => productData.products.items.find((item) => item.sku === sku));
  return [
    { name: 'home', path: '/' },
    {
      name: `category (${CATEGORY_NAME})`,
      path: `/${categoryEntry.url_path}${categoryEntry.url_suffix ?? ''}`,
    },
    ...products.map((product) => ({
      name: `product: ${product.__typename.replace('Product', '').toLowerCase()}`,
      path: `/${product.url_key}${product.url_suffix ?? ''}`,
    })),
    { name: `search (q=${SEARCH_TERM[store]})`, path: `/search?q=${SEARCH_TERM[store]}` },
    { name: 'cart (empty)', path: '/checkout/cart' },
  ];
}

/** The category and one product of each type, picked in the de store view. */
async function pickCatalogue(apiUrl) {
  const categories = await apiQuery(
    apiUrl,
    'de',
    'query ($name: String) { categoryList(filters: { name: { match: $name } }) { uid name } }',
    { name: CATEGORY_NAME },
  );
  const category = categories.categoryList.find((entry) => entry.name === CATEGORY_NAME);
  if (!category) throw new Error(`the seed has no category ${CATEGORY_NAME}`);
  const firstOfType = new Map();
  for (let page = 1; page <= 20; page++) {
    const data = await apiQuery(
      apiUrl,
      'de',
      'query ($page: Int) { products(pageSize: 100, currentPage: $page, sort: { name: ASC }) { total_count items { __typename sku } } }',
      { page },
    );
    for (const item of data.products.items) {
      if (!firstOfType.has(item.__typename)) firstOfType.set(item.__typename, item.sku);
    }
    if (page * 100 >= data.products.total_count) break;
  }
  return { category, productSkus: [...firstOfType.entries()].sort().map(([, sku]) => sku) };
}

const kilobytes = (bytes) => (bytes / 1024).toFixed(1);

/** One Lighthouse run: the performance and accessibility scores and the figures of the issues' tables. */
async function measure(url, chromePort) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  const requests = audits['network-requests'].details.items;
  const sum = (type, field) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((total, request) => total + (request[field] ?? 0), 0);
  return {
    score: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    // The accessibility audits that failed, by id, so that a score below 100 says what to mend.
    accessibilityFailures: categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    scriptTransferred: sum('Script', 'transferSize'),
    scriptFiles: requests.filter((request) => request.resourceType === 'Script').length,
    htmlTransferred: sum('Document', 'transferSize'),
    htmlSize: sum('Document', 'resourceSize'),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-lighthouse-'));
const [apiPort, storefrontPort, storefrontNlPort] = [await freePort(), await freePort(), await freePort()];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const storefrontUrls = {
  de: `http://127.0.0.1:${storefrontPort}`,
  nl: `http://127.0.0.1:${storefrontNlPort}`,
};
// The shop as `npm start` runs it (api and de storefront), and the Dutch deployment over the same api.
const shop = startProcess('scripts/start.mjs', {
  DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  STOREFRONT_PORT: String(storefrontPort),
  LOG_LEVEL: 'warn',
});
const servers = [shop];
let chrome;
try {
  const started = performance.now();
  await waitFor(`${storefrontUrls.de}/healthz`, shop, 'shop');
  console.log(`shop started on a fresh database in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (deployments.includes('nl')) {
    const storefrontNl = startProcess('apps/storefront/server.mjs', {
      NODE_ENV: 'production',
      STOREFRONT_PORT: String(storefrontNlPort),
      STOREFRONT_DEPLOYMENT: 'nl',
      GRAPHQL_ENDPOINT: `${apiUrl}/graphql`,
    });
    servers.push(storefrontNl);
    await waitFor(`${storefrontUrls.nl}/healthz`, storefrontNl, 'storefront (nl)');
  }
  const { category, productSkus } = await pickCatalogue(apiUrl);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows = [];
  for (const deployment of deployments) {
    for (const page of await pagesOf(apiUrl, deployment, category, productSkus)) {
      const url = `${storefrontUrls[deployment]}${page.path}`;
      // A first request warms the servers' and the api's caches, as on a shop that is running.
      await fetch(url);
      const measured = [];
      for (let run = 0; run < runs; run++) measured.push(await measure(url, chrome.port));
      const best = measured.reduce((better, next) => (next.score > better.score ? next : better));
      const scores = measured.length > 1 ? ` (${measured.map((entry) => entry.score).join(', ')})` : '';
      const leastAccessible = measured.reduce((worse, next) =>
        next.accessibility < worse.accessibility ? next : worse,
      );
      const failures = leastAccessible.accessibilityFailures;
      const row = [
        deployment,
        page.name,
        `\`${page.path}\``,
        `${best.score}${scores}`,
        `${(best.fcp / 1000).toFixed(1)} s`,
        `${(best.lcp / 1000).toFixed(1)} s`,
        `${Math.round(best.tbt)} ms`,
        best.cls.toFixed(3),
        `${kilobytes(best.scriptTransferred)} KB in ${best.scriptFiles} files`,
        `${kilobytes(best.htmlTransferred)} KB / ${kilobytes(best.htmlSize)} KB`,
        `${leastAccessible.accessibility}${failures.length > 0 ? ` (${failures.join(', ')})` : ''}`,
      ];
      console.log(row.join(' · '));
      rows.push(`| ${row.join(' | ')} |`);
    }
  }
  const [load1, load5] = loadavg();
  writeSection(
    'lighthouse',
    `## Lighthouse mobile

\`npm run bench:lighthouse\` (${machineLine()}, ${cpus().length} cores, load average ${load1.toFixed(1)} / ${load5.toFixed(1)} at the end;
Lighthouse 12 mobile preset with simulated throttling, Debian Chromium, one browser for all runs, storage cleared
before each). The production shop as \`npm start\` runs it, on a fresh demo database (default seed), both deployments over
one api; each page is fetched once before it is measured, so its api answers come from the warm response cache. Each
row is the better of ${runs} run${runs > 1 ? 's' : ''} by score${runs > 1 ? ', the single scores in brackets' : ''}.
"script" is the JavaScript transferred (gzip) on the first load, "html" the document transferred / its size unpacked.
"accessibility" is Lighthouse's accessibility score, the lowest of the runs, with the failed audits named.
Goals of issue #16: score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, script ≤ 150 KB on every page; of issue #18:
accessibility 100 on home, category and product pages.

| deployment | page | path | score | FCP | LCP | TBT | CLS | script | html | accessibility |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Three things to know when reading the table. Lighthouse estimates the LCP from every request that started before
the LCP it observed; the page's scripts are requested only after the first contentful paint
(\`app/script-preloads.server.ts\`), so none of their bytes count (before, whether Chromium happened to ask for them
before it painted the main image decided between about 1.2 s and 2.5 s). "script" counts every script of the run as
the server sent it (brotli), also what loads after hydration (a page's lazily loaded parts), while the budget above
counts the first load in gzip. And the times depend on what else runs on the two cores: compare runs taken at a
similar load average.`,
  );
  console.log('written to docs/BENCHMARKS.md');
} finally {
  await chrome?.kill();
  for (const server of servers.reverse()) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

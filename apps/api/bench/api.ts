// Api benchmark (`npm run bench:api`): seeds a catalogue into a fresh database (the PostgreSQL
// server at 100 000 products, the embedded PostgreSQL at 1 000), starts the api in a process of its own and drives it with
// autocannon at 16 connections for the reads a storefront makes most: a category listing with
// aggregations, a full-text search with aggregations, a configurable product page by url key,
// route(url) and search suggestions. Writes requests/s, p50/p95/p99 and the SQL statements per
// request into docs/BENCHMARKS.md.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedDatabase } from '../seed/seed.js';
import { type Database, openDatabase, redactUrl } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { CATEGORY_LISTING, PRODUCT_PAGE, ROUTE, SEARCH, SHOPPER_SORTS, SUGGESTIONS } from './api-queries.js';
import type { ApiServerData, ApiServerMessage } from './api-server.js';
import type { BareServerMessage, BareServerRequest } from './bare-server.js';
import { machineLine, serverCpu, writeSection } from './report.js';

export interface ApiBenchOptions {
  /** Admin url of the PostgreSQL server; a database is created and dropped on it. */
  postgresUrl: string | undefined;
  postgresProducts: number;
  embeddedProducts: number;
  /** Seconds of measured load per operation (after a warm-up of WARM_UP_SECONDS). */
  seconds: number;
  /** Print the figures only, leave docs/BENCHMARKS.md alone. */
  dryRun?: boolean;
  /** A PostgreSQL database seeded before (`npm run seed`) to measure instead of a new one. */
  seededPostgresUrl?: string | undefined;
  /** Only the variants of these names (e.g. `cache`); all when empty. */
  variants?: string[];
  /** Only the operations whose names start with one of these (e.g. `route`); all when empty. */
  operations?: string[];
  /**
   * The api package folder of another checkout (a git worktree of the code before a change, with its
   * dependencies): its bench/api-server.ts runs beside this one on the same database, and every
   * operation alternates between the two in ALTERNATING_ROUNDS rounds, so that whatever else the
   * machine does slows both alike. Both are reported with the ratio of their CPU per request; the
   * figures are printed, not written. The database is migrated by this checkout: for changes of
   * code, not of the schema.
   */
  baseline?: string | undefined;
}

/** What each engine's run measures: how long, which variants and operations, and against what. */
type Run = Pick<ApiBenchOptions, 'seconds' | 'variants' | 'operations' | 'baseline'>;

export const CONNECTIONS = 16;
export const WARM_UP_SECONDS = 3;
const STORE = 'de';
/** The listing page size a storefront asks for (docs/BEHAVIOUR.md#limits: 12 or 15). */
const PAGE_SIZE = 12;

export interface Inputs {
  categories: { id: number; products: number }[];
  words: string[];
  /** Words of the store view's product names whose searches match the most products. */
  broadWords: string[];
  /**
   * Each broad word with the filters a shopper is likeliest to pick next: the category, and the
   * attribute option, that most of its matches have, and the middle half of its prices (whole euros).
   */
  narrowedBroadWords: { word: string; filter: Record<string, Record<string, string>> }[];
  /**
   * Texts that find few or no products as typed: a noun with a letter left out (corrected to the
   * noun) and a noun written backwards (nothing resembles it).
   */
  rareTexts: string[];
  configurableUrlKeys: string[];
  routes: string[];
  prefixes: string[];
}

interface Operation {
  name: string;
  goal: string;
  /** GraphQL requests to rotate through. */
  requests: { query: string; variables: Record<string, unknown> }[];
  /** The same request with a small and a large page size, to show the statements do not grow with it. */
  pageSizes?: [
    small: { query: string; variables: Record<string, unknown> },
    large: { query: string; variables: Record<string, unknown> },
  ];
}

/** How the api answers during a run: computing every answer, or with its response cache. */
interface Variant {
  name: string;
  responseCacheMegabytes: number;
  changeEveryMilliseconds: number;
  /** What changes: anything (every kept answer forgotten) or one product's stock, as an order does. */
  change?: 'anything' | 'order';
  /** Also measure one connection alone. */
  detailed: boolean;
  /** Also measure a bare Fastify server sending the same answers from memory (bench/bare-server.ts). */
  comparedWithBareFastify?: boolean;
}

/** The variant name of the bare Fastify server's figures. */
const BARE_FASTIFY = 'bare Fastify, same answers from memory';

const VARIANTS: Variant[] = [
  { name: 'computed', responseCacheMegabytes: 0, changeEveryMilliseconds: 0, detailed: true },
  {
    name: 'cache',
    responseCacheMegabytes: 64,
    changeEveryMilliseconds: 0,
    detailed: true,
    comparedWithBareFastify: true,
  },
  {
    name: 'cache, a change a second',
    responseCacheMegabytes: 64,
    changeEveryMilliseconds: 1_000,
    change: 'anything',
    detailed: false,
  },
  {
    name: 'cache, an order a second',
    responseCacheMegabytes: 64,
    changeEveryMilliseconds: 1_000,
    change: 'order',
    detailed: false,
  },
];

interface Figure {
  engine: string;
  products: number;
  variant: string;
  /** Share of answers the response cache gave (x-cache: HIT). */
  hitRate: number;
  operation: string;
  goal: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  statementsPerRequest: number;
  statementsBySize: [number, number] | undefined;
  /** One connection: the time one request takes when it has the machine to itself. */
  alone: { p50: number; p95: number } | undefined;
  /**
   * CPU time per request under load, of the api process and of the PostgreSQL server processes
   * serving it (undefined when they cannot be read): unlike the times above
   * it hardly depends on what else runs on the machine.
   */
  cpu: { api: number; database: number | undefined };
  /** `/healthz` asked once every HEALTH_INTERVAL_MS during the load (computed searches only). */
  healthz?: { p50: number; p99: number; max: number; samples: number } | undefined;
}

const HEALTH_INTERVAL_MS = 20;

/** Asks `/healthz` one request after the other (a pause between) until stopped; resolves with the times. */
function healthLatencies(url: string) {
  const latencies: number[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return latencies;
    },
  };
}

export async function benchApi(options: ApiBenchOptions): Promise<void> {
  const figures: Figure[] = [];
  const notes: string[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  if (options.seededPostgresUrl) {
    figures.push(...(await onSeededPostgres(options.seededPostgresUrl, options, notes)));
  } else if (options.postgresUrl && options.postgresProducts > 0) {
    figures.push(...(await onPostgres(options.postgresUrl, options.postgresProducts, options, notes)));
  }
  if (options.embeddedProducts > 0)
    figures.push(...(await onEmbedded(options.embeddedProducts, options, notes)));
  notes.push(
    `Load average of the machine (1 minute): ${loadBefore.toFixed(2)} before the run, ${(loadavg()[0] ?? 0).toFixed(2)} ` +
      'after it; anything else running on the machine lowers the figures.',
  );
  // A run of the fleet comparison alone (both engines at 0 products) keeps the figures there.
  if (figures.length === 0) return;
  const markdown = report(figures, notes, options.seconds);
  if (options.baseline) console.log(`${markdown}\n\n${baselineComparison(figures, options.baseline)}`);
  else if (options.dryRun) console.log(markdown);
  else writeSection('api', markdown);
}

async function onPostgres(
  serverUrl: string,
  products: number,
  run: Run,
  notes: string[],
  engine = 'PostgreSQL',
) {
  const name = `shop_bench_api_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-api-'));
  try {
    const data: ApiServerData = {
      databaseUrl: url.toString(),
      dataDir: folder,
      mediaDir: join(folder, 'media'),
    };
    const inputs = await prepare(data, products, notes, engine);
    return await measureVariants(engine, products, data, inputs, run);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A database seeded before: migrated and vacuumed, measured, and left as it is. */
async function onSeededPostgres(databaseUrl: string, run: Run, notes: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-api-'));
  try {
    const data: ApiServerData = { databaseUrl, dataDir: folder, mediaDir: join(folder, 'media') };
    const { inputs, products } = await prepareSeeded(data, notes);
    return await measureVariants('PostgreSQL', products, data, inputs, run);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function prepareSeeded(data: ApiServerData, notes: string[]) {
  const db = await openDatabase({ databaseUrl: data.databaseUrl });
  try {
    await migrate(db);
    await db.exec('VACUUM ANALYZE');
    const [count] = await db.query<{ products: number }>(
      'SELECT count(*)::int AS products FROM product WHERE visibility IN (2, 3, 4)',
    );
    const products = count?.products ?? 0;
    const inputs = await pickInputs(db);
    notes.push(
      `PostgreSQL: a database seeded before the run with \`npm run seed -- --products 100000\` (${redactUrl(data.databaseUrl)}).`,
    );
    notes.push(inputsNote('PostgreSQL', products, inputs));
    return { inputs, products };
  } finally {
    await db.close();
  }
}

/** The embedded PostgreSQL server that `npm start` runs, in a scratch folder. */
async function onEmbedded(products: number, run: Run, notes: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-embedded-'));
  const server = await startEmbeddedPostgres({ dataDir: join(folder, 'postgres') });
  try {
    return await onPostgres(server.serverUrl, products, run, notes, 'embedded PostgreSQL');
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Migrates and seeds the database, vacuums it like a live database, and picks the inputs. */
export async function prepare(
  data: ApiServerData,
  products: number,
  notes: string[],
  engine: string,
): Promise<Inputs> {
  const db = await openDatabase({ databaseUrl: data.databaseUrl });
  try {
    await migrate(db);
    const started = performance.now();
    const summary = await seedDatabase(db, {
      products,
      mediaDir: data.mediaDir,
      log: (line) => console.log(`  ${line}`),
    });
    await db.exec('VACUUM ANALYZE');
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${engine}: seeded ${summary.products} products (${products} visible) and vacuumed in ${seconds.toFixed(0)} s`,
    );
    const inputs = await pickInputs(db);
    notes.push(inputsNote(engine, products, inputs));
    return inputs;
  } finally {
    await db.close();
  }
}

function inputsNote(engine: string, products: number, inputs: Inputs): string {
  const average =
    inputs.categories.reduce((sum, category) => sum + category.products, 0) / inputs.categories.length;
  return (
    `${engine}, ${products.toLocaleString('en')} products: ${inputs.categories.length} leaf categories of ` +
    `${Math.round(average).toLocaleString('en')} products on average (largest ${Math.max(...inputs.categories.map((category) => category.products)).toLocaleString('en')}); ` +
    `broad texts: ${inputs.broadWords.join(', ')}; typos and texts without matches: ${inputs.rareTexts.join(', ')}.`
  );
}

/** Inputs a shopper would send, taken from the seeded data of the `de` store view. */
async function pickInputs(db: Database): Promise<Inputs> {
  const categories = await db.query<{ id: number; products: number }>(
    `SELECT c.id, count(*)::int AS products
       FROM category c JOIN category_product cp ON cp.category_id = c.id
       JOIN product p ON p.id = cp.product_id AND p.is_enabled AND p.visibility IN (2, 4)
      WHERE c.is_active AND c.path LIKE '1/3/%' AND NOT EXISTS (SELECT 1 FROM category k WHERE k.parent_id = c.id)
      GROUP BY c.id ORDER BY c.id`,
  );
  const names = await db.query<{ name: string }>(
    `SELECT ps.name FROM product p JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
      WHERE p.visibility IN (3, 4) AND p.is_enabled AND p.id % 37 = 0 ORDER BY p.id LIMIT 400`,
    [STORE],
  );
  // The noun of a name ("Sportiva Ergonomischer Fahrradhelm, Grau" → "fahrradhelm").
  const words = [
    ...new Set(
      names
        .map((row) => row.name.split(',')[0]?.trim().split(' ').pop()?.toLowerCase() ?? '')
        .filter((word) => /^\p{L}{5,}$/u.test(word)),
    ),
  ].slice(0, 30);
  const configurableUrlKeys = (
    await db.query<{ url_key: string }>(
      `SELECT ps.url_key FROM product p JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
        WHERE p.type_id = 'configurable' AND p.is_enabled AND p.visibility IN (2, 4) AND p.id % 7 = 0
        ORDER BY p.id LIMIT 50`,
      [STORE],
    )
  ).map((row) => row.url_key);
  const routes = (
    await db.query<{ request_path: string }>(
      `(SELECT request_path FROM url_rewrite WHERE store_code = $1 AND entity_type = 'category' AND redirect_type = 0
         ORDER BY id LIMIT 20)
       UNION ALL
       (SELECT request_path FROM url_rewrite WHERE store_code = $1 AND entity_type = 'product' AND redirect_type = 0
         AND entity_id % 11 = 0 ORDER BY id LIMIT 25)
       UNION ALL
       (SELECT request_path FROM url_rewrite WHERE store_code = $1 AND redirect_type = 301 ORDER BY id LIMIT 5)`,
      [STORE],
    )
  ).map((row, index) => (index % 2 ? `/${row.request_path.replace(/\.html$/, '')}` : row.request_path));
  // Of the 60 words most product names hold, the 10 whose searches find the most products (one of
  // each search: "natürliche" and "natürliches" are one).
  const broadWords = (
    await db.query<{ term: string }>(
      `SELECT term FROM (
         SELECT DISTINCT ON (q.query::text) t.term, m.matches
           FROM (SELECT t.term, s.search_config FROM search_term t JOIN store s ON s.code = t.store_code
                  WHERE t.store_code = $1 AND t.products > 0
                    AND to_tsvector(s.search_config::regconfig, t.term) <> ''
                  ORDER BY t.products DESC, t.term LIMIT 60) t
          CROSS JOIN LATERAL (SELECT search_tsquery(t.search_config::regconfig, $1, t.term,
                                                    t.search_config IN ('german', 'dutch'), false) AS query) q
          CROSS JOIN LATERAL (SELECT count(*) AS matches FROM product_search ps
                               WHERE ps.store_code = $1 AND ps.search_vector @@ q.query) m
          ORDER BY q.query::text, t.term) broad
        ORDER BY matches DESC, term LIMIT 10`,
      [STORE],
    )
  ).map((row) => row.term);
  const narrowedBroadWords = (
    await db.query<{
      term: string;
      category: number;
      attribute_code: string;
      option_id: number;
      low: number;
      high: number;
    }>(
      `SELECT t.term, c.category, o.attribute_code, o.option_id, p.low, p.high
         FROM unnest($2::text[]) AS t (term)
         JOIN store s ON s.code = $1
        CROSS JOIN LATERAL (SELECT search_tsquery(s.search_config::regconfig, $1, t.term,
                                                  s.search_config IN ('german', 'dutch'), false) AS query) q
        CROSS JOIN LATERAL (SELECT a.category FROM product_search ps, unnest(ps.category_ids) AS a (category)
                             WHERE ps.store_code = $1 AND ps.search_vector @@ q.query
                             GROUP BY a.category ORDER BY count(*) DESC, a.category LIMIT 1) c
        CROSS JOIN LATERAL (SELECT ao.attribute_code, ao.id AS option_id
                              FROM product_search ps CROSS JOIN LATERAL unnest(ps.option_ids) AS a (option_id)
                              JOIN attribute_option ao ON ao.id = a.option_id
                             WHERE ps.store_code = $1 AND ps.search_vector @@ q.query
                             GROUP BY ao.attribute_code, ao.id ORDER BY count(*) DESC, ao.id LIMIT 1) o
        CROSS JOIN LATERAL (SELECT floor(percentile_cont(0.25) WITHIN GROUP (ORDER BY ps.min_final))::int AS low,
                                   ceil(percentile_cont(0.75) WITHIN GROUP (ORDER BY ps.min_final))::int AS high
                              FROM product_search ps
                             WHERE ps.store_code = $1 AND ps.search_vector @@ q.query) p`,
      [STORE, broadWords],
    )
  ).flatMap((row): Inputs['narrowedBroadWords'] => [
    { word: row.term, filter: { category_id: { eq: String(row.category) } } },
    { word: row.term, filter: { [row.attribute_code]: { eq: String(row.option_id) } } },
    { word: row.term, filter: { price: { from: String(row.low), to: String(row.high) } } },
  ]);
  // 2 to 6 letters: what a shopper has typed when each suggestion is asked for.
  const prefixes = words.map((word, index) => word.slice(0, 2 + (index % 5)));
  const rareTexts = words
    .slice(0, 10)
    .flatMap((word) => [
      word.slice(0, word.length >> 1) + word.slice((word.length >> 1) + 1),
      [...word].reverse().join(''),
    ]);
  return {
    categories,
    words,
    broadWords,
    narrowedBroadWords,
    rareTexts,
    configurableUrlKeys,
    routes,
    prefixes,
  };
}

export function operations(inputs: Inputs): Operation[] {
  const listing = (id: number, page: number, pageSize = PAGE_SIZE) => ({
    query: CATEGORY_LISTING,
    variables: { filter: { category_id: { eq: String(id) } }, pageSize, currentPage: page },
  });
  const search = (word: string, pageSize = PAGE_SIZE, filter?: object, sort?: object) => ({
    query: SEARCH,
    variables: {
      search: word,
      pageSize,
      currentPage: 1,
      ...(filter ? { filter } : {}),
      ...(sort ? { sort } : {}),
    },
  });
  const biggest = [...inputs.categories].sort((a, b) => b.products - a.products)[0];
  const word = inputs.words[0] ?? 'a';
  return [
    {
      name: 'category listing with aggregations',
      goal: '< 50 ms',
      requests: inputs.categories.flatMap((category) =>
        category.products > PAGE_SIZE
          ? [listing(category.id, 1), listing(category.id, 2)]
          : [listing(category.id, 1)],
      ),
      pageSizes: biggest ? [listing(biggest.id, 1, 12), listing(biggest.id, 1, 100)] : undefined,
    },
    {
      name: 'full-text search with aggregations',
      goal: '< 50 ms',
      requests: inputs.words.map((candidate) => search(candidate)),
      pageSizes: [search(word, 12), search(word, 100)],
    },
    {
      name: 'full-text search with aggregations, broad texts',
      goal: '< 50 ms',
      requests: inputs.broadWords.map((candidate) => search(candidate)),
    },
    {
      name: 'full-text search with aggregations, broad texts narrowed by a category, an option or a price',
      goal: '< 50 ms',
      requests: inputs.narrowedBroadWords.map(({ word, filter }) => search(word, PAGE_SIZE, filter)),
    },
    {
      name: 'full-text search with aggregations, broad texts sorted by price, name, date or sales',
      goal: '< 50 ms',
      requests: inputs.broadWords.flatMap((candidate) =>
        SHOPPER_SORTS.map((sort) => search(candidate, PAGE_SIZE, undefined, sort)),
      ),
    },
    {
      name: 'full-text search with aggregations, typos and texts without matches',
      goal: '< 50 ms',
      requests: inputs.rareTexts.map((candidate) => search(candidate)),
    },
    {
      name: 'configurable product page by url key',
      goal: '< 10 ms',
      requests: inputs.configurableUrlKeys.map((urlKey) => ({ query: PRODUCT_PAGE, variables: { urlKey } })),
    },
    {
      name: 'route(url)',
      goal: '< 10 ms',
      requests: inputs.routes.map((url) => ({ query: ROUTE, variables: { url } })),
    },
    {
      name: 'search suggestions',
      goal: '',
      requests: inputs.prefixes.map((text) => ({ query: SUGGESTIONS, variables: { text } })),
    },
    {
      name: 'search suggestions, typos and texts without matches',
      goal: '',
      requests: inputs.rareTexts.map((text) => ({ query: SUGGESTIONS, variables: { text } })),
    },
  ];
}

function path(request: { query: string; variables: Record<string, unknown> }): string {
  const params = new URLSearchParams({ query: request.query, variables: JSON.stringify(request.variables) });
  return `/graphql?${params}`;
}

/** Each variant with an api process of its own on the same database. */
async function measureVariants(
  engine: string,
  products: number,
  data: ApiServerData,
  inputs: Inputs,
  run: Run,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const variant of VARIANTS) {
    if (run.variants?.length && !run.variants.includes(variant.name)) continue;
    const { name: _name, detailed: _detailed, comparedWithBareFastify: _bare, ...settings } = variant;
    figures.push(...(await measure(engine, products, { ...data, ...settings }, variant, inputs, run)));
  }
  return figures;
}

async function measure(
  engine: string,
  products: number,
  data: ApiServerData,
  variant: Variant,
  inputs: Inputs,
  { seconds, operations: wanted, baseline: baselineFolder }: Run,
): Promise<Figure[]> {
  const api = await startApiServer(API_FOLDER, data);
  const baseline = baselineFolder
    ? await startApiServer(pathToFileURL(`${resolve(baselineFolder)}/`), data).catch(async (error: Error) => {
        await api.stop();
        throw error;
      })
    : undefined;
  const { url, counters, statements } = api;
  const databaseCpu = data.databaseUrl ? await serverCpu(data.databaseUrl) : undefined;
  const figures: Figure[] = [];
  try {
    for (const operation of operations(inputs)) {
      if (wanted?.length && !wanted.some((start) => operation.name.startsWith(start))) continue;
      console.log(
        `${engine} ${products}, ${variant.name}: ${operation.name} (${operation.requests.length} inputs)`,
      );
      // Statements of one request, at two page sizes.
      let statementsBySize: [number, number] | undefined;
      // Counted where every answer is computed (a kept answer sends no statement at all).
      if (operation.pageSizes && variant.responseCacheMegabytes === 0) {
        const counts: number[] = [];
        // A first request fills the per-process caches (attribute definitions), as any request would.
        await get(url, operation.pageSizes[0]);
        for (const request of operation.pageSizes) {
          const before = await statements();
          await get(url, request);
          counts.push((await statements()) - before);
        }
        statementsBySize = [counts[0] ?? 0, counts[1] ?? 0];
      }
      await load(url, operation.requests, WARM_UP_SECONDS);
      if (baseline) {
        await load(baseline.url, operation.requests, WARM_UP_SECONDS);
        const [mine, theirs] = await alternatelyCounted(
          [api, baseline],
          operation.requests,
          seconds,
          databaseCpu,
        );
        const figure = (side: typeof mine, name: string): Figure => ({
          engine,
          products,
          variant: name,
          hitRate: side.result.hits / Math.max(1, side.result.requests),
          operation: operation.name,
          goal: operation.goal,
          ...loadFigures(side.result),
          statementsPerRequest: side.statements / Math.max(1, side.result.requests),
          statementsBySize,
          alone: undefined,
          cpu: side.cpu,
        });
        const [mineFigure, theirsFigure] = [
          figure(mine, variant.name),
          figure(theirs, `${variant.name}, baseline`),
        ];
        figures.push(mineFigure, theirsFigure);
        console.log(
          `  ${mine.result.requests} against ${theirs.result.requests} requests; ` +
            `CPU/request ${cpuText(mineFigure)} against ${cpuText(theirsFigure)} (baseline)`,
        );
        continue;
      }
      const bare = variant.comparedWithBareFastify ? await startBareFastify(url, operation) : undefined;
      let bareFigure: Figure | undefined;
      let before: Awaited<ReturnType<typeof counters>>;
      let after: typeof before;
      let databaseBefore: number | undefined;
      let databaseAfter: number | undefined;
      let result: LoadResult;
      let healthz: number[] | undefined;
      try {
        if (bare) await load(bare.url, operation.requests, WARM_UP_SECONDS);
        before = await counters();
        databaseBefore = await databaseCpu?.milliseconds();
        const bareBefore = await bare?.cpuMilliseconds();
        // While every answer of a search is computed, how long the api takes to say it is alive.
        const watchHealth =
          variant.responseCacheMegabytes === 0 && operation.name.startsWith('full-text search');
        const health = watchHealth ? healthLatencies(url) : undefined;
        let bareResult: LoadResult | undefined;
        if (bare) [result, bareResult] = await alternately(url, bare.url, operation.requests, seconds);
        else result = await load(url, operation.requests, seconds);
        healthz = await health?.stop();
        after = await counters();
        databaseAfter = await databaseCpu?.milliseconds();
        if (bare && bareResult && bareBefore !== undefined) {
          const bareCpu = (await bare.cpuMilliseconds()) - bareBefore;
          bareFigure = bareFastifyFigure(engine, products, operation, bareResult, bareCpu);
        }
      } finally {
        await bare?.stop();
      }
      const counted = after.count - before.count;
      // A server process that ends between the two readings takes its ticks along: a nearly idle
      // database could come out below zero.
      const perRequest = (milliseconds: number) => Math.max(0, milliseconds / Math.max(1, result.requests));
      const alone = variant.detailed
        ? await load(url, operation.requests, Math.max(3, Math.round(seconds / 3)), 1)
        : undefined;
      figures.push({
        engine,
        products,
        variant: variant.name,
        hitRate: result.hits / Math.max(1, result.requests),
        operation: operation.name,
        goal: operation.goal,
        ...loadFigures(result),
        statementsPerRequest: counted / Math.max(1, result.requests),
        statementsBySize,
        alone: alone && { p50: percentile(alone.latencies, 50), p95: percentile(alone.latencies, 95) },
        healthz: healthz && {
          p50: percentile(healthz, 50),
          p99: percentile(healthz, 99),
          max: Math.max(...healthz),
          samples: healthz.length,
        },
        cpu: {
          api: perRequest(after.cpuMilliseconds - before.cpuMilliseconds),
          database:
            databaseBefore !== undefined && databaseAfter !== undefined
              ? perRequest(databaseAfter - databaseBefore)
              : undefined,
        },
      });
      const figure = figures[figures.length - 1];
      console.log(
        `  ${figure?.requestsPerSecond.toFixed(0)} req/s, p50 ${figure?.p50.toFixed(1)} ms, p95 ${figure?.p95.toFixed(1)} ms, ` +
          `p99 ${figure?.p99.toFixed(1)} ms, ${figure?.errors} errors, ${figure?.statementsPerRequest.toFixed(2)} statements/request, ` +
          `${((figure?.hitRate ?? 0) * 100).toFixed(1)} % from the cache; ` +
          `1 connection: ${figure ? aloneText(figure) : ''}; CPU/request: ${figure ? cpuText(figure) : ''}`,
      );
      if (bareFigure) {
        console.log(
          `  bare Fastify: ${bareFigure.requestsPerSecond.toFixed(0)} req/s, CPU/request: ${cpuText(bareFigure)}; ` +
            `cache / bare: ${share(figure?.requestsPerSecond, bareFigure.requestsPerSecond)}`,
        );
        figures.push(bareFigure);
      }
    }
  } finally {
    await databaseCpu?.close();
    await Promise.all([api.stop(), baseline?.stop()]);
  }
  return figures;
}

/** The api package folder of this checkout. */
const API_FOLDER = new URL('../', import.meta.url);

/**
 * The bench/api-server.ts of the api package in `folder` in a process of its own, with that
 * package's dependencies: its url, its counters (statements sent, CPU time) and how to stop it.
 */
async function startApiServer(folder: URL, data: ApiServerData) {
  const server = fork(new URL('bench/api-server.ts', folder), [], {
    cwd: fileURLToPath(folder),
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_API_SERVER: JSON.stringify(data) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // The api's access log (stdout), read and dropped as a log collector would.
  server.stdout?.resume();
  const messages: ((message: ApiServerMessage) => void)[] = [];
  server.on('message', (message: ApiServerMessage) => messages.shift()?.(message));
  const next = <T extends ApiServerMessage['type']>(type: T) =>
    new Promise<Extract<ApiServerMessage, { type: T }>>((resolve, reject) => {
      messages.push((message) =>
        message.type === type
          ? resolve(message as Extract<ApiServerMessage, { type: T }>)
          : reject(new Error(`the api said ${message.type}`)),
      );
    });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the api stopped (exit code ${code})`))),
  );
  exited.catch(() => {});
  const { url } = await Promise.race([next('ready'), exited]);
  const counters = async () => {
    const answer = next('statements');
    server.send({ type: 'statements' });
    return await Promise.race([answer, exited]);
  };
  return {
    url,
    counters,
    statements: async () => (await counters()).count,
    stop: async () => {
      const stopped = next('stopped');
      server.send({ type: 'stop' });
      await Promise.race([stopped, exited, new Promise((resolve) => setTimeout(resolve, 10_000))]).catch(
        () => {},
      );
      if (server.exitCode === null) server.kill();
    },
  };
}

/** Headers Node.js's HTTP server (date, connection) or Fastify (content-length) writes on any answer. */
const SET_BY_EVERY_SERVER = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/**
 * A bare Fastify server (bench/bare-server.ts) in a process of its own that sends the answers the
 * api gave to the operation's requests, with the api's headers (its request id too, the same for
 * every answer), from memory: what the api's cached answers are measured against.
 */
async function startBareFastify(apiUrl: string, operation: Operation) {
  const answers: [string, Record<string, string>, string][] = [];
  for (const request of operation.requests) {
    const response = await fetch(`${apiUrl}${path(request)}`, {
      headers: { store: STORE, accept: 'application/json' },
    });
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !SET_BY_EVERY_SERVER.has(name)),
    );
    answers.push([path(request), headers, await response.text()]);
  }
  const server = fork(new URL('./bare-server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T extends BareServerMessage['type']>(request: BareServerRequest, type: T) =>
    new Promise<Extract<BareServerMessage, { type: T }>>((resolve, reject) => {
      server.once('message', (message: BareServerMessage) =>
        message.type === type
          ? resolve(message as Extract<BareServerMessage, { type: T }>)
          : reject(new Error(`the bare server said ${message.type}`)),
      );
      server.send(request);
    });
  const stop = async () => {
    await ask({ type: 'stop' }, 'stopped').catch(() => {});
    if (server.exitCode === null) server.kill();
  };
  try {
    const { url } = await ask({ type: 'serve', answers }, 'ready');
    return { url, cpuMilliseconds: async () => (await ask({ type: 'cpu' }, 'cpu')).cpuMilliseconds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Rounds of each side of a comparison, so that both see the same load of the machine. */
export const ALTERNATING_ROUNDS = 6;

/**
 * Loads `first` and `second` in turn, ALTERNATING_ROUNDS short rounds each (which goes first
 * alternates too), `seconds` in all for each: whatever else runs on the machine meanwhile
 * slows both alike, which one run after the other would not.
 */
async function alternately(
  first: string,
  second: string,
  requests: { query: string; variables: Record<string, unknown> }[],
  seconds: number,
): Promise<[LoadResult, LoadResult]> {
  const roundSeconds = Math.max(1, Math.round(seconds / ALTERNATING_ROUNDS));
  const results: [LoadResult[], LoadResult[]] = [[], []];
  await inAlternatingRounds(async (side) => {
    results[side].push(await load(side === 0 ? first : second, requests, roundSeconds));
  });
  return [combined(results[0]), combined(results[1])];
}

/** Runs `turn` for the two sides, ALTERNATING_ROUNDS times each, which one goes first alternating. */
async function inAlternatingRounds(turn: (side: 0 | 1) => Promise<void>): Promise<void> {
  for (let round = 0; round < ALTERNATING_ROUNDS; round++) {
    for (const side of round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) await turn(side);
  }
}

/** A server `alternatelyCounted` loads: its url and its own counters. */
interface CountedServer {
  url: string;
  counters(): Promise<{ count: number; cpuMilliseconds: number }>;
}

/**
 * As `alternately`, for two apis on one database, with what each sent and spent: its statements and
 * CPU time, and the database's CPU time while it was loaded (the other one is idle meanwhile).
 */
async function alternatelyCounted(
  servers: [CountedServer, CountedServer],
  requests: { query: string; variables: Record<string, unknown> }[],
  seconds: number,
  databaseCpu: { milliseconds(): Promise<number | undefined> } | undefined,
) {
  const roundSeconds = Math.max(1, Math.round(seconds / ALTERNATING_ROUNDS));
  const spent = () => ({
    results: [] as LoadResult[],
    statements: 0,
    api: 0,
    database: databaseCpu ? 0 : (undefined as number | undefined),
  });
  const sides = [spent(), spent()] as const;
  await inAlternatingRounds(async (index) => {
    const [server, side] = [servers[index], sides[index]];
    const [before, databaseBefore] = [await server.counters(), await databaseCpu?.milliseconds()];
    side.results.push(await load(server.url, requests, roundSeconds));
    const [after, databaseAfter] = [await server.counters(), await databaseCpu?.milliseconds()];
    side.statements += after.count - before.count;
    side.api += after.cpuMilliseconds - before.cpuMilliseconds;
    side.database =
      side.database === undefined || databaseBefore === undefined || databaseAfter === undefined
        ? undefined
        : side.database + (databaseAfter - databaseBefore);
  });
  return sides.map((side) => {
    const result = combined(side.results);
    const perRequest = (milliseconds: number) => Math.max(0, milliseconds / Math.max(1, result.requests));
    return {
      result,
      statements: side.statements,
      cpu: {
        api: perRequest(side.api),
        database: side.database === undefined ? undefined : perRequest(side.database),
      },
    };
  }) as [CountedSide, CountedSide];
}

interface CountedSide {
  result: LoadResult;
  statements: number;
  cpu: { api: number; database: number | undefined };
}

export function combined(results: LoadResult[]): LoadResult {
  return {
    latencies: results.flatMap((result) => result.latencies),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    hits: results.reduce((sum, result) => sum + result.hits, 0),
    seconds: results.reduce((sum, result) => sum + result.seconds, 0),
  };
}

function bareFastifyFigure(
  engine: string,
  products: number,
  operation: Operation,
  result: LoadResult,
  cpuMilliseconds: number,
): Figure {
  return {
    engine,
    products,
    variant: BARE_FASTIFY,
    hitRate: Number.NaN,
    operation: operation.name,
    goal: operation.goal,
    ...loadFigures(result),
    statementsPerRequest: 0,
    statementsBySize: undefined,
    alone: undefined,
    cpu: { api: cpuMilliseconds / Math.max(1, result.requests), database: undefined },
  };
}

/** `part` as a percentage of `whole`. */
function share(part: number | undefined, whole: number | undefined): string {
  return part === undefined || whole === undefined ? '–' : `${((part / whole) * 100).toFixed(0)} %`;
}

function aloneText(figure: Figure): string {
  return figure.alone ? `${figure.alone.p50.toFixed(1)} ms / ${figure.alone.p95.toFixed(1)} ms` : '–';
}

function cpuText(figure: Figure): string {
  return figure.cpu.database === undefined
    ? `${figure.cpu.api.toFixed(1)} ms / –`
    : `${figure.cpu.api.toFixed(1)} / ${figure.cpu.database.toFixed(1)} ms`;
}

async function get(
  url: string,
  request: { query: string; variables: Record<string, unknown> },
): Promise<void> {
  const response = await fetch(`${url}${path(request)}`, {
    headers: { store: STORE, accept: 'application/json' },
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (!response.ok || body.errors) {
    throw new Error(
      `benchmark request failed (${response.status}): ${JSON.stringify(body.errors ?? body).slice(0, 500)}`,
    );
  }
}

export interface LoadResult {
  latencies: number[];
  requests: number;
  errors: number;
  hits: number;
  seconds: number;
}

/** Drives the api at `connections` connections for `seconds`, rotating through the requests. */
export async function load(
  url: string,
  requests: { query: string; variables: Record<string, unknown> }[],
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const paths = requests.map(path);
  let turn = 0;
  let errors = 0;
  let hits = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    headers: { store: STORE, accept: 'application/json' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length] }),
        onResponse: (status, body, _context, headers) => {
          if (status !== 200 || body.includes('"errors"')) errors++;
          if (headers['x-cache'] === 'HIT') hits++;
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  return {
    latencies,
    requests: result.requests.total,
    errors: errors + result.errors + result.timeouts,
    hits,
    seconds: result.duration,
  };
}

/** Rate, latency percentiles and counts of one load run, as every row of the table reports them. */
export function loadFigures(result: {
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
}) {
  return {
    requestsPerSecond: result.requests / result.seconds,
    p50: percentile(result.latencies, 50),
    p95: percentile(result.latencies, 95),
    p99: percentile(result.latencies, 99),
    requests: result.requests,
    errors: result.errors,
  };
}

function percentile(values: number[], rank: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Each operation of a run against a baseline: this checkout's figures as shares of the baseline's. */
function baselineComparison(figures: Figure[], baseline: string): string {
  const share = (mine: number | undefined, theirs: number | undefined) =>
    mine === undefined || theirs === undefined || theirs === 0
      ? '–'
      : `${((mine / theirs) * 100).toFixed(0)} %`;
  const rows = figures.flatMap((mine) => {
    const theirs = figures.find(
      (figure) =>
        figure.variant === `${mine.variant}, baseline` &&
        figure.engine === mine.engine &&
        figure.operation === mine.operation,
    );
    if (!theirs) return [];
    return [
      `| ${mine.engine} | ${mine.operation} | ${mine.variant} | ${share(mine.requestsPerSecond, theirs.requestsPerSecond)} | ` +
        `${share(mine.p95, theirs.p95)} | ${share(mine.cpu.api, theirs.cpu.api)} | ${share(mine.cpu.database, theirs.cpu.database)} |`,
    ];
  });
  return [
    `This checkout against ${baseline}, alternating (${ALTERNATING_ROUNDS} rounds each):`,
    '',
    '| engine | operation | variant | requests/s | p95 | CPU/request: api | CPU/request: PostgreSQL |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function report(figures: Figure[], notes: string[], seconds: number): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows = figures.map(
    (figure) =>
      `| ${figure.engine} | ${figure.products.toLocaleString('en')} | ${figure.operation} | ${figure.variant} | ` +
      `${Number.isNaN(figure.hitRate) || figure.variant === 'computed' ? '–' : `${(figure.hitRate * 100).toFixed(1)} %`} | ${figure.requestsPerSecond.toFixed(0)} | ` +
      `${ms(figure.p50)} | ${ms(figure.p95)} | ${ms(figure.p99)} | ${figure.goal || '–'} | ${figure.errors} | ` +
      `${figure.statementsPerRequest.toFixed(2)} | ${aloneText(figure)} | ${cpuText(figure)} |`,
  );
  const health = figures
    .filter((figure) => figure.healthz)
    .map(
      (figure) =>
        `| ${figure.engine} | ${figure.products.toLocaleString('en')} | ${ms(figure.healthz?.p50 ?? Number.NaN)} | ` +
        `${ms(figure.healthz?.p99 ?? Number.NaN)} | ${ms(figure.healthz?.max ?? Number.NaN)} | ${figure.healthz?.samples} |`,
    );
  const ratios = figures
    .filter((figure) => figure.variant === BARE_FASTIFY)
    .map((bare) => {
      const cached = figures.find(
        (figure) =>
          figure.engine === bare.engine && figure.operation === bare.operation && figure.variant === 'cache',
      );
      const microseconds = (figure: Figure | undefined) =>
        figure ? `${(figure.cpu.api * 1000).toFixed(0)} µs` : '–';
      return (
        `| ${bare.engine} | ${bare.operation} | ${cached?.requestsPerSecond.toFixed(0) ?? '–'} | ` +
        `${bare.requestsPerSecond.toFixed(0)} | ${share(cached?.requestsPerSecond, bare.requestsPerSecond)} | ` +
        `${microseconds(cached)} | ${microseconds(bare)} | ${share(bare.cpu.api, cached?.cpu.api)} |`
      );
    });
  const sizes = figures
    .filter((figure) => figure.statementsBySize)
    .map(
      (figure) =>
        `| ${figure.engine} | ${figure.operation} | ${figure.statementsBySize?.[0]} | ${figure.statementsBySize?.[1]} |`,
    );
  return [
    '## Api under load',
    '',
    `\`npm run bench:api\` (${machineLine()}, ${cpus().length} cores shared by the api (a process of its own), PostgreSQL and`,
    'autocannon). Each engine: a fresh database, seeded and vacuumed, store view `de`. Each operation:',
    `${CONNECTIONS} connections for ${seconds} s after a ${WARM_UP_SECONDS} s warm-up, GET requests rotating over inputs taken`,
    `from the data (listings: every leaf category, page 1 and (when there is one) 2, ${PAGE_SIZE} a page; search: 30 product`,
    'nouns, and as "broad texts" the 10 of the 60 words most product names hold that find the most products; product page: 50 configurable products with options',
    'and variants; route: category paths, product urls with and without `.html`, old urls; suggestions: 2–6 letter',
    'prefixes of the nouns; "typos and texts without matches": 10 of the nouns with a letter left out and written',
    'backwards); then the same requests over one connection',
    `(${Math.max(3, Math.round(seconds / 3))} s) for the time a request takes on its own. "statements" counts the SQL statements the api sent per`,
    `request. With ${CONNECTIONS} connections always busy, a request waits for the ${CONNECTIONS - 1} others on two cores: the p50 there is about`,
    `${CONNECTIONS} / requests per second. "CPU/request" is the CPU time the api process and the PostgreSQL processes serving it`,
    'spent per request under load: unlike the times, it hardly changes with what else runs on the machine.',
    '',
    'Each operation runs four times, with an api process of its own each time: "computed" with the response cache off',
    '(`RESPONSE_CACHE_MB=0`: every answer computed, the cost of a first visit after a change); "cache" as the api runs by',
    'default (anonymous GET reads answered from memory until the data behind them changes; "from the cache" is the share',
    'of answers marked `x-cache: HIT`); "cache, a change a second" with a change notification every second that may concern',
    'anything (a category or text edit, an import of over 500 products: every kept answer is forgotten); "cache, an order a second" with what an order does',
    'every second: the stock of a random visible product moves (the notification names it, migration 0014: only the answers',
    'that hold it are forgotten, and those that do not name their products), 16 connections only.',
    `The api logs as in production (\`LOG_LEVEL=info\`, its standard output read by the benchmark): a line for each computed,`,
    'failed or slow request, and the count of answers from the cache once a minute. The "cache" run of each operation',
    `alternates with "${BARE_FASTIFY}", a Fastify server with nothing of the api (no hooks, no logging, no cache)`,
    'answering the same urls with the bodies and headers the api answered (request id, vary, cache-control, x-cache: the',
    "same bytes, as autocannon's time for an answer grows with its header lines), from memory, in a process of its own,",
    "with Fastify's defaults (it parses every query string, which the api leaves until a route reads it): what a plain",
    `Node.js server does here. ${ALTERNATING_ROUNDS} rounds of ${Math.max(1, Math.round(seconds / ALTERNATING_ROUNDS))} s each, the same connections and urls, which of the two goes first`,
    'alternating, so that whatever else runs on the machine slows both alike.',
    '',
    '| engine | products | operation | answers | from the cache | requests/s | p50 | p95 | p99 | goal (p95) | errors | statements/request | 1 connection: p50 / p95 | CPU/request: api / PostgreSQL |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    `\`/healthz\` while ${CONNECTIONS} connections run computed full-text searches (the "computed" search run above): one`,
    `request after the other, ${HEALTH_INTERVAL_MS} ms apart. The database runs in a process of its own, so the api's event loop`,
    'stays free for requests that need no database.',
    '',
    '| engine | products | /healthz p50 | p99 | max | requests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...health,
    '',
    'Answers from the response cache against the bare Fastify server, the same requests in alternating rounds (goal: 80 %),',
    'in requests a second and in CPU time of the server process per request ("bare / cache": the share of a cached',
    "answer's CPU time a bare server needs as well; less sensitive to what else runs on the machine).",
    '',
    '| engine | operation | cache: requests/s | bare Fastify: requests/s | cache / bare | cache: CPU/request | bare Fastify: CPU/request | bare / cache |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...ratios,
    '',
    'SQL statements for one request, page size 12 and 100 (the largest leaf category; the first search word): the',
    'count does not grow with the page size (no N+1).',
    '',
    '| engine | operation | statements, 12 a page | statements, 100 a page |',
    '| --- | --- | --- | --- |',
    ...sizes,
  ].join('\n');
}

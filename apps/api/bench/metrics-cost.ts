// `npm run bench:metrics -w apps/api -- [--database <postgres url>] [--seconds 5] [--rounds 3] [--control]`:
// what counting requests for the metrics costs. Two built apis (dist/src/main.js) on one seeded
// database, one with METRICS_PORT=off (nothing counted), one with the endpoint on; each is loaded
// in turn, alternating which starts and goes first, with a cached answer (GET, from the response cache) and a
// computed one (the same query as POST, which the cache never answers). Prints requests per second
// and CPU time per request of each, and the load average, as a table for docs/BENCHMARKS.md.
// Then, since two processes on a busy machine can differ by more than what is measured, the
// counting of a cached answer alone, in this process.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { FastifyReply } from 'fastify';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { noteCachedAnswer, recordRequest } from '../src/observability/request-metrics.js';
import { apiPath } from '../src/paths.js';
import { buildServer } from '../src/server.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    // Both processes without metrics: what the comparison of two processes differs by on its own.
    control: { type: 'boolean', default: false },
  },
});
const databaseUrl =
  values.database ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);

const QUERY =
  'query BenchProducts { products(search: "a", pageSize: 12) { total_count items { sku name price_range { minimum_price { final_price { value currency } } } } } }';

type Variant = 'off' | 'on';
type Kind = 'cached' | 'computed';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startApi(variant: Variant): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [apiPath('dist/src/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      API_PORT: String(port),
      METRICS_PORT: variant === 'off' || values.control ? 'off' : String(await freePort()),
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the api (metrics ${variant}) exited`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the api (metrics ${variant}) did not start`);
}

/** The process's CPU time so far in milliseconds (user and system, from /proc). */
function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function load(url: string, kind: Kind, duration: number) {
  const request =
    kind === 'cached'
      ? { method: 'GET', path: `/graphql?query=${encodeURIComponent(QUERY)}` }
      : { method: 'POST', path: '/graphql', body: JSON.stringify({ query: QUERY }) };
  return autocannon({
    url,
    connections,
    duration,
    headers: { store: 'de', 'content-type': 'application/json' },
    requests: [request],
  });
}

const figures: Record<Kind, Record<Variant, { requests: number; seconds: number; cpu: number }>> = {
  cached: { off: { requests: 0, seconds: 0, cpu: 0 }, on: { requests: 0, seconds: 0, cpu: 0 } },
  computed: { off: { requests: 0, seconds: 0, cpu: 0 }, on: { requests: 0, seconds: 0, cpu: 0 } },
};
const loadBefore = loadavg()[0] ?? 0;
for (let round = 0; round < rounds; round++) {
  // Both apis start afresh each round, in turns first: the process started second ran 10–15 %
  // slower here whichever it was, more than what is measured.
  const order: Variant[] = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
  const started: Partial<Record<Variant, { url: string; child: ChildProcess }>> = {};
  try {
    for (const variant of order) started[variant] = await startApi(variant);
    const apis = started as Record<Variant, { url: string; child: ChildProcess }>;
    // Warm-up: the cached answer kept, the statements prepared, the code optimised.
    for (const variant of order) {
      for (const kind of ['cached', 'computed'] as const) await load(apis[variant].url, kind, 2);
    }
    for (const kind of ['cached', 'computed'] as const) {
      for (const variant of order) {
        const { child, url } = apis[variant];
        const cpuBefore = cpuMilliseconds(child.pid as number);
        const result = await load(url, kind, seconds);
        if (result.errors || result.non2xx)
          throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx`);
        const figure = figures[kind][variant];
        figure.requests += result.requests.total;
        figure.seconds += result.duration;
        figure.cpu += cpuMilliseconds(child.pid as number) - cpuBefore;
      }
    }
  } finally {
    for (const api of Object.values(started)) api.child.kill('SIGTERM');
  }
}
const loadAfter = loadavg()[0] ?? 0;

console.log(`| Answer | Metrics | Requests/s | CPU per request | Requests/s on ÷ off | CPU on ÷ off |`);
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const kind of ['cached', 'computed'] as const) {
  const rate = (variant: Variant) => figures[kind][variant].requests / figures[kind][variant].seconds;
  const cpu = (variant: Variant) => (figures[kind][variant].cpu * 1000) / figures[kind][variant].requests;
  for (const variant of ['off', 'on'] as const) {
    const ratios =
      variant === 'on'
        ? `${(rate('on') / rate('off')).toFixed(3)} | ${(cpu('on') / cpu('off')).toFixed(3)}`
        : ' | ';
    // In a control run the process named `on` has no metrics either.
    const setting = values.control && variant === 'on' ? 'off (control)' : variant;
    console.log(
      `| ${kind} | ${setting} | ${rate(variant).toFixed(0)} | ${cpu(variant).toFixed(0)} µs | ${ratios} |`,
    );
  }
}
console.log(
  `\n${rounds} rounds of ${seconds} s per answer and setting, ${connections} connections, alternating; ` +
    `load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`,
);

// What counting adds to a cached answer, measured alone: the two calls the api makes for it
// (noteCachedAnswer, recordRequest), on a reply of a real cached answer, many times over.
const db = await openDatabase({ databaseUrl });
const app = await buildServer({
  config: { ...loadConfig({}), logLevel: 'warn' },
  db,
  stores: await StoreRegistry.load(db),
});
let cachedReply: FastifyReply | undefined;
app.addHook('onResponse', (_req, reply, done) => {
  cachedReply = reply;
  done();
});
const cachedUrl = `/graphql?query=${encodeURIComponent(QUERY)}`;
await app.inject({ url: cachedUrl, headers: { store: 'de' } });
const hit = await app.inject({ url: cachedUrl, headers: { store: 'de' } });
if (hit.headers['x-cache'] !== 'HIT' || !cachedReply) throw new Error('expected an answer from the cache');
const reply = cachedReply;
const calls = 200_000;
let countingCpu = 0;
for (let round = 0; round < 5; round++) {
  const before = process.cpuUsage();
  for (let call = 0; call < calls; call++) {
    noteCachedAnswer(reply, 'BenchProducts');
    recordRequest(reply, false);
  }
  const used = process.cpuUsage(before);
  // The first round warms the code up; the others are averaged.
  if (round > 0) countingCpu += (used.user + used.system) / calls / 4;
}
await app.close();
await db.close();
const cachedCpu = (figures.cached.off.cpu * 1000) / figures.cached.off.requests;
console.log(
  `\nCounting a cached answer alone: ${countingCpu.toFixed(2)} µs CPU (${calls} calls, 4 rounds), ` +
    `${((countingCpu / cachedCpu) * 100).toFixed(1)} % of the ${cachedCpu.toFixed(0)} µs of a cached answer above; ` +
    `load average (1 min) ${(loadavg()[0] ?? 0).toFixed(2)}.`,
);

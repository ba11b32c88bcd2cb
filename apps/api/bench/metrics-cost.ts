// `npm run bench:metrics -w apps/api -- [--database <postgres url>] [--seconds 5] [--rounds 3]`:
// what counting requests for the metrics costs. Two built apis (dist/src/main.js) on one seeded
// database, one with METRICS_PORT=off (nothing counted), one with the endpoint on; each is loaded
// in turn, alternating which goes first, with a cached answer (GET, from the response cache) and a
// computed one (the same query as POST, which the cache never answers). Prints requests per second
// and CPU time per request of each, and the load average, as a table for docs/BENCHMARKS.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { apiPath } from '../src/paths.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
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
      METRICS_PORT: variant === 'off' ? 'off' : String(await freePort()),
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

const apis = { off: await startApi('off'), on: await startApi('on') };
const figures: Record<Kind, Record<Variant, { requests: number; seconds: number; cpu: number }>> = {
  cached: { off: { requests: 0, seconds: 0, cpu: 0 }, on: { requests: 0, seconds: 0, cpu: 0 } },
  computed: { off: { requests: 0, seconds: 0, cpu: 0 }, on: { requests: 0, seconds: 0, cpu: 0 } },
};
const loadBefore = loadavg()[0] ?? 0;
try {
  // Warm-up: the cached answer kept, the statements prepared, the code optimised.
  for (const variant of ['off', 'on'] as const) {
    for (const kind of ['cached', 'computed'] as const) await load(apis[variant].url, kind, 2);
  }
  for (let round = 0; round < rounds; round++) {
    const order: Variant[] = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
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
  }
} finally {
  for (const { child } of Object.values(apis)) child.kill('SIGTERM');
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
    console.log(
      `| ${kind} | ${variant} | ${rate(variant).toFixed(0)} | ${cpu(variant).toFixed(0)} µs | ${ratios} |`,
    );
  }
}
console.log(
  `\n${rounds} rounds of ${seconds} s per answer and setting, ${connections} connections, alternating; ` +
    `load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after.`,
);

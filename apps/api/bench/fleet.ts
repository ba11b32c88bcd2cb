// The api as a fleet (`npm run bench:api -- --api-fleet 10000`): a PostgreSQL primary of the
// benchmark's own (initdb) with a streaming replica (pg_basebackup), as the fleet test makes them,
// and three api processes on it, each with the response cache off: one process on the primary, two
// workers (API_WORKERS=2) on the primary, and one process that reads from the replica. Computed
// category listings and full-text searches go to the three in turn, in short rounds (which goes
// first rotates), so that whatever else runs on the machine slows all alike; each round reads the
// CPU time of the api processes and of the PostgreSQL processes on the primary and the replica.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath } from '../src/paths.js';
import {
  FleetProcess,
  freePort,
  missingPostgresBinaries,
  POSTGRES_BIN,
  PostgresServer,
  sql,
} from '../test/fleet-support.js';
import {
  ALTERNATING_ROUNDS,
  CONNECTIONS,
  combined,
  type LoadResult,
  load,
  loadFigures,
  operations,
  prepare,
  WARM_UP_SECONDS,
} from './api.js';
import { machineLine, processesCpuMilliseconds, serverCpu, writeSection } from './report.js';

interface Setup {
  workers: number;
  replica: boolean;
}

/** The first is what the others are compared with. */
const SETUPS: Setup[] = [
  { workers: 1, replica: false },
  { workers: 2, replica: false },
  { workers: 1, replica: true },
];

/** The operations of bench/api.ts measured here: the ones whose CPU is mostly PostgreSQL's. */
const MEASURED = ['category listing with aggregations', 'full-text search with aggregations'];

interface FleetFigure {
  setup: Setup;
  operation: string;
  requestsPerSecond: number;
  p95: number;
  errors: number;
  /**
   * CPU time per request: the api's processes summed (of which the cluster's primary process, which
   * only hands out connections), PostgreSQL's on the primary and on the replica.
   */
  cpu: { api: number; clusterPrimary: number; primary: number; replica: number };
}

interface Round {
  result: LoadResult;
  cpu: FleetFigure['cpu'];
}

export interface FleetBenchOptions {
  products: number;
  /** Seconds of measured load per setup and operation, in ALTERNATING_ROUNDS rounds. */
  seconds: number;
  dryRun?: boolean;
}

export async function benchFleet({ products, seconds, dryRun }: FleetBenchOptions): Promise<void> {
  const missing = missingPostgresBinaries();
  if (missing.length > 0) {
    console.warn(
      `api fleet benchmark skipped: ${POSTGRES_BIN} has no ${missing.join(', ')} (set POSTGRES_BIN_DIR)`,
    );
    return;
  }
  const loadBefore = loadavg()[0] ?? 0;
  const notes: string[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-fleet-'));
  PostgresServer.ownFolder(folder);
  const primary = new PostgresServer(join(folder, 'primary'), await freePort());
  const replica = new PostgresServer(join(folder, 'replica'), await freePort());
  const apis: FleetProcess[] = [];
  const figures: FleetFigure[] = [];
  try {
    await primary.initialise();
    await primary.start();
    await sql(primary.url(), 'CREATE DATABASE shop');
    const dataDir = join(folder, 'api');
    const inputs = await prepare(
      { databaseUrl: primary.url('shop'), dataDir, mediaDir: join(dataDir, 'media') },
      products,
      notes,
      'PostgreSQL',
    );
    // Copied once seeded: the replica starts with the catalogue instead of streaming it.
    await replica.copyAsReplicaOf(primary);
    await replica.start();
    for (const setup of SETUPS) {
      const port = await freePort();
      const api = new FleetProcess(
        describe(setup),
        `http://127.0.0.1:${port}`,
        ['--import', 'tsx', apiPath('src/main.ts')],
        {
          NODE_ENV: 'production',
          SEED_ON_START: 'false',
          DATA_DIR: dataDir,
          DATABASE_URL: primary.url('shop'),
          DATABASE_REPLICA_URL: setup.replica ? replica.url('shop') : '',
          RESPONSE_CACHE_MB: '0',
          API_WORKERS: String(setup.workers),
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          // As in production; the output is read and dropped.
          LOG_LEVEL: 'info',
          PAYMENT_WEBHOOK_SECRET: '',
        },
        apiPath('.'),
      );
      apis.push(api);
      await api.ready('/readyz', 120_000);
    }
    const databaseCpu = {
      primary: await serverCpu(primary.url('shop')),
      replica: await serverCpu(replica.url('shop')),
    };
    try {
      for (const operation of operations(inputs).filter(({ name }) => MEASURED.includes(name))) {
        console.log(`fleet, ${products} products: ${operation.name} (${operation.requests.length} inputs)`);
        const roundSeconds = Math.max(1, Math.round(seconds / ALTERNATING_ROUNDS));
        // Each worker compiles the hot code for itself: two workers need the longer warm-up.
        const warmUpSeconds = Math.max(WARM_UP_SECONDS, roundSeconds);
        for (const api of apis) await load(api.url, operation.requests, warmUpSeconds);
        const rounds: Round[][] = SETUPS.map(() => []);
        for (let round = 0; round < ALTERNATING_ROUNDS; round++) {
          for (let step = 0; step < SETUPS.length; step++) {
            const index = (round + step) % SETUPS.length;
            const api = apis[index] as FleetProcess;
            const cpuNow = async () => ({
              api: processesCpuMilliseconds([api.child.pid ?? 0, ...api.workers()]),
              clusterPrimary: processesCpuMilliseconds([api.child.pid ?? 0]),
              primary: (await databaseCpu.primary.milliseconds()) ?? Number.NaN,
              replica: (await databaseCpu.replica.milliseconds()) ?? Number.NaN,
            });
            const before = await cpuNow();
            const result = await load(api.url, operation.requests, roundSeconds);
            const after = await cpuNow();
            rounds[index]?.push({
              result,
              cpu: {
                api: after.api - before.api,
                primary: after.primary - before.primary,
                replica: after.replica - before.replica,
                clusterPrimary: after.clusterPrimary - before.clusterPrimary,
              },
            });
          }
        }
        SETUPS.forEach((setup, index) => {
          const taken = rounds[index] ?? [];
          const result = combined(taken.map((round) => round.result));
          const perRequest = (part: keyof Round['cpu']) =>
            Math.max(
              0,
              taken.reduce((sum, round) => sum + round.cpu[part], 0) / Math.max(1, result.requests),
            );
          const { requestsPerSecond, p95, errors } = loadFigures(result);
          const figure: FleetFigure = {
            setup,
            operation: operation.name,
            requestsPerSecond,
            p95,
            errors,
            cpu: {
              api: perRequest('api'),
              clusterPrimary: perRequest('clusterPrimary'),
              primary: perRequest('primary'),
              replica: perRequest('replica'),
            },
          };
          figures.push(figure);
          console.log(
            `  ${describe(setup)}: ${requestsPerSecond.toFixed(0)} req/s, p95 ${p95.toFixed(1)} ms, ${errors} errors, ` +
              `CPU/request api ${figure.cpu.api.toFixed(2)} ms${setup.workers > 1 ? ` (cluster primary ${figure.cpu.clusterPrimary.toFixed(3)} ms)` : ''}, primary ${figure.cpu.primary.toFixed(2)} ms, replica ${figure.cpu.replica.toFixed(2)} ms`,
          );
        });
      }
    } finally {
      await databaseCpu.primary.close();
      await databaseCpu.replica.close();
    }
  } finally {
    for (const api of apis) api.kill();
    await replica.stop('immediate').catch(() => {});
    await primary.stop('immediate').catch(() => {});
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  }
  const clusterPrimary = Math.max(
    0,
    ...figures.filter((figure) => figure.setup.workers > 1).map((figure) => figure.cpu.clusterPrimary),
  );
  notes.push(
    `Of the two workers' CPU, their cluster primary process (it hands out connections only) spent at most ${clusterPrimary.toFixed(3)} ms per request.`,
  );
  notes.push(
    `Load average of the machine (1 minute): ${loadBefore.toFixed(2)} before the run, ${(loadavg()[0] ?? 0).toFixed(2)} after it.`,
  );
  const markdown = report(figures, notes, products, seconds);
  if (dryRun) console.log(markdown);
  else writeSection('api-fleet', markdown);
}

function describe(setup: Setup): string {
  return `${setup.workers === 1 ? '1 process' : `${setup.workers} workers`}, ${setup.replica ? 'replica' : 'primary'}`;
}

function report(figures: FleetFigure[], notes: string[], products: number, seconds: number): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const total = (figure: FleetFigure) => figure.cpu.api + figure.cpu.primary + figure.cpu.replica;
  const rows = figures.map((figure) => {
    const base = figures.find((other) => other.operation === figure.operation && other.setup === SETUPS[0]);
    const ratio = (value: number, of: number | undefined) =>
      of === undefined || figure === base ? '–' : `${((value / of) * 100).toFixed(0)} %`;
    return (
      `| ${figure.operation} | ${figure.setup.workers} | ${figure.setup.replica ? 'replica' : 'primary'} | ` +
      `${figure.requestsPerSecond.toFixed(0)} | ${ratio(figure.requestsPerSecond, base?.requestsPerSecond)} | ` +
      `${figure.p95.toFixed(1)} ms | ${figure.errors} | ${ms(figure.cpu.api)} | ${ms(figure.cpu.primary)} | ` +
      `${ms(figure.cpu.replica)} | ${ms(total(figure))} | ${ratio(total(figure), base && total(base))} |`
    );
  });
  const roundSeconds = Math.max(1, Math.round(seconds / ALTERNATING_ROUNDS));
  return [
    '## Api workers and a read replica',
    '',
    `\`npm run bench:api -- --api-fleet ${products}\` (${machineLine()}, ${cpus().length} cores shared by the api processes, both`,
    'PostgreSQL servers and autocannon). A PostgreSQL 15 primary of its own (`initdb`, `fsync=off`), seeded with the demo',
    `catalogue of ${products.toLocaleString('en')} products and vacuumed, and a streaming replica copied from it with \`pg_basebackup\`, both on`,
    'this machine. Three api servers (`NODE_ENV=production`, `RESPONSE_CACHE_MB=0`: every answer computed, `LOG_LEVEL=info`)',
    'run side by side: one process on the primary, two workers (`API_WORKERS=2`) on the primary, and one process with',
    "`DATABASE_REPLICA_URL` (its catalogue reads go to the replica). Per operation, the requests of bench:api's table",
    `above at ${CONNECTIONS} connections go to the three in turn: ${ALTERNATING_ROUNDS} rounds of ${roundSeconds} s each (after a ${Math.max(WARM_UP_SECONDS, roundSeconds)} s warm-up each), which`,
    'server goes first rotating, so that what else runs on the machine slows all three alike. "CPU/request" is the CPU',
    "time during a server's rounds per request: its processes summed (the cluster's primary and its workers), and the",
    "PostgreSQL processes connected to the shop database on the primary and on the replica (the replica's replay",
    'processes are not counted; nothing is written meanwhile). The ratios are to the single process on the primary.',
    '',
    '| operation | api processes | reads from | requests/s | vs 1 process | p95 | errors | CPU/request: api | primary | replica | all | vs 1 process |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...notes.map((note) => `- ${note}`),
  ].join('\n');
}

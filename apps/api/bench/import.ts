// Import benchmark: the demo catalogue of N products exported as Magento's product CSV and
// imported whole into an empty shop (a move from Magento), and a price-and-stock feed of one line
// per product imported into the seeded shop, on the PostgreSQL server of BENCH_DATABASE_URL.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createEmptyShop } from '../catalog-transfer/empty-shop.js';
import { exportCatalog } from '../catalog-transfer/export.js';
import { importCatalog } from '../catalog-transfer/import.js';
import { seedDatabase } from '../seed/seed.js';
import { type Database, openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { machineLine, writeSection } from './report.js';

interface ImportFigure {
  what: string;
  lines: number;
  megabytes: number;
  seconds: number;
  /** CPU seconds of this process and of the database server's processes for the import's database. */
  cpu: { process: number; server?: number };
  load: [number, number];
}

export async function benchImport(sizes: number[], postgresUrl: string, dryRun: boolean): Promise<void> {
  const figures: ImportFigure[] = [];
  for (const products of sizes) figures.push(...(await importFigures(products, postgresUrl)));
  const rows = figures.map(
    (figure) =>
      `| ${figure.what} | ${figure.lines.toLocaleString('en')} | ${figure.megabytes.toFixed(0)} MB | ` +
      `${figure.seconds.toFixed(1)} s | ${(figure.lines / figure.seconds).toFixed(0)} | ` +
      `${figure.cpu.process.toFixed(1)} s | ${figure.cpu.server === undefined ? '–' : `${figure.cpu.server.toFixed(1)} s`} | ` +
      `${figure.load[0].toFixed(2)} → ${figure.load[1].toFixed(2)} |`,
  );
  const markdown = [
    '## Importing product CSV files',
    '',
    `\`npm run bench -- import\` (${machineLine()}, ${cpus().length} cores, PostgreSQL of BENCH_DATABASE_URL). The demo`,
    'catalogue of N products is seeded, exported (`npm run export`) and imported whole into an empty shop',
    "(store views and root categories only; images from the seed's media folder), then a price-and-stock",
    'feed (`sku,price,qty,is_in_stock`, a line for each of up to 100 000 products) is imported into the seeded shop.',
    'Times are of `importCatalog`: reading, checking and writing in one transaction, derived data included.',
    'Other agents work on this 2-core machine at the same time: the load average (1 minute) before and after',
    'each run says how much; treat the times as upper bounds. CPU: seconds of the importing process and of the',
    "PostgreSQL processes serving the import's database (from /proc, when the server runs on this machine).",
    '',
    '| import | lines | file | time | lines/s | CPU import | CPU PostgreSQL | load average |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  if (dryRun) console.log(markdown);
  else writeSection('import', markdown);
}

async function importFigures(products: number, serverUrl: string): Promise<ImportFigure[]> {
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-import-'));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const names: string[] = [];
  const database = async (): Promise<Database & { name: string }> => {
    const name = `shop_bench_import_${Date.now().toString(36)}_${names.length}`;
    names.push(name);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    await migrate(db);
    return Object.assign(db, { name });
  };
  try {
    const mediaDir = join(folder, 'media');
    const seeded = await database();
    await seedDatabase(seeded, { products, mediaDir });
    const file = join(folder, 'catalogue.csv');
    await exportCatalog(seeded, file);
    const figures: ImportFigure[] = [];

    const empty = await database();
    await createEmptyShop(empty);
    figures.push(
      await measure(
        `whole catalogue of ${products.toLocaleString('en')} products into an empty shop`,
        file,
        empty,
        admin,
        {
          imagesDir: join(mediaDir, 'catalog/product'),
          mediaDir: join(folder, 'imported-media'),
        },
      ),
    );
    await empty.close();

    const skus = await seeded.query<{ sku: string }>('SELECT sku FROM product ORDER BY sku LIMIT 100000');
    const feed = join(folder, 'feed.csv');
    writeFileSync(
      feed,
      `sku,price,qty,is_in_stock\n${skus.map(({ sku }, index) => `${sku},${(10 + (index % 90)).toFixed(2)},${index % 7},${index % 7 ? 1 : 0}`).join('\n')}\n`,
    );
    figures.push(
      await measure('price-and-stock feed into the seeded shop', feed, seeded, admin, { mediaDir }),
    );
    await seeded.close();
    return figures;
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function measure(
  what: string,
  file: string,
  db: Database & { name: string },
  admin: pg.Client,
  media: { imagesDir?: string; mediaDir: string },
): Promise<ImportFigure> {
  const before = loadavg()[0] ?? 0;
  const server = await serverCpu(admin, db.name);
  const processCpu = process.cpuUsage();
  const summary = await importCatalog(db, file, {
    behavior: 'append',
    ...media,
    dryRun: false,
    allowErrors: 0,
    progress: (line) => console.log(`  ${line}`),
  });
  const cpu = process.cpuUsage(processCpu);
  const serverSeconds = await server.stop();
  if (!summary.written)
    throw new Error(`${what}: ${summary.errors.length} errors, first ${JSON.stringify(summary.errors[0])}`);
  console.log(`${what}: ${summary.rows} rows in ${(summary.milliseconds / 1000).toFixed(1)} s`);
  return {
    what,
    lines: summary.rows + 1,
    megabytes: statSync(file).size / 1e6,
    seconds: summary.milliseconds / 1000,
    cpu: { process: (cpu.user + cpu.system) / 1e6, server: serverSeconds },
    load: [before, loadavg()[0] ?? 0],
  };
}

/**
 * Samples the CPU time of the server processes connected to `database` (every quarter second,
 * from /proc: other databases share the server) until `stop`, which answers the seconds they
 * used, or undefined when the server's processes cannot be read (another machine).
 */
async function serverCpu(
  admin: pg.Client,
  database: string,
): Promise<{ stop(): Promise<number | undefined> }> {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  // A process that ended between the query and the read is not shown; none shown: another machine.
  let readable = false;
  const sample = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    for (const { pid } of rows) {
      const ticks = cpuTicks(pid);
      if (ticks !== undefined) {
        readable = true;
        if (!first.has(pid)) first.set(pid, ticks);
        last.set(pid, ticks);
      }
    }
  };
  await sample();
  // A connection opened after the first sample started from nothing.
  const known = new Set(first.keys());
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(sample, () => {});
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      await sample();
      if (!readable) return undefined;
      let ticks = 0;
      for (const [pid, value] of last) ticks += value - (known.has(pid) ? (first.get(pid) ?? 0) : 0);
      return ticks / CLOCK_TICKS;
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat's times (100 on Linux). */
const CLOCK_TICKS = 100;

/** User and system time of a process in clock ticks, or undefined when /proc does not show it. */
function cpuTicks(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

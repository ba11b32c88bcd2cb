// Seed benchmark: time and database size of the demo seed at several catalogue sizes, on the
// embedded PostgreSQL and on the PostgreSQL server of BENCH_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedDatabase } from '../seed/seed.js';
import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { machineLine, serverCpu, writeSection } from './report.js';

interface SeedFigure {
  engine: string;
  products: number;
  seconds: number;
  /** CPU time of the PostgreSQL server processes and of the seed (Node.js) while it ran. */
  cpuSeconds: { database: number | undefined; seed: number };
  megabytes: number;
}

export async function benchSeed(sizes: number[], postgresUrl: string | undefined): Promise<void> {
  const figures: SeedFigure[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  for (const products of sizes) {
    figures.push(await seedEmbedded(products));
    if (postgresUrl) figures.push(await seedPostgres(products, postgresUrl));
  }
  const rows = figures.map(
    (figure) =>
      `| ${figure.engine} | ${figure.products.toLocaleString('en')} | ${figure.seconds.toFixed(1)} s | ` +
      `${figure.cpuSeconds.database?.toFixed(1) ?? '–'} s + ${figure.cpuSeconds.seed.toFixed(1)} s | ${figure.megabytes.toFixed(0)} MiB |`,
  );
  writeSection(
    'seed',
    [
      '## Seeding the demo shop',
      '',
      `\`npm run bench -- seed\` (${machineLine()}, ${cpus().length} cores). Time of \`seedDatabase\` on a freshly`,
      'migrated database (one transaction; the catalogue as a bulk load, docs/DATABASE.md), the CPU time the',
      'PostgreSQL server processes and the seed itself (Node.js) spent meanwhile, and the database size afterwards',
      '(`pg_database_size`). When nothing else runs on the two cores, the seed time is at most about the sum of the two.',
      '',
      '| engine | products | seed time | CPU: PostgreSQL + seed | size |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `Load average of the machine (1 minute): ${loadBefore.toFixed(2)} before the run, ${(loadavg()[0] ?? 0).toFixed(2)} after it;`,
      'anything else running on the machine lengthens the seed times, hardly the CPU times.',
    ].join('\n'),
  );
}

/** The embedded server `npm start` runs, in a scratch folder. */
async function seedEmbedded(products: number): Promise<SeedFigure> {
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-seed-'));
  const server = await startEmbeddedPostgres({ dataDir: join(folder, 'postgres') });
  try {
    return { ...(await seedPostgres(products, server.serverUrl)), engine: 'embedded PostgreSQL' };
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function seedPostgres(products: number, serverUrl: string): Promise<SeedFigure> {
  const name = `shop_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-media-'));
  try {
    const db = await openDatabase({ databaseUrl: url.toString() });
    await migrate(db);
    const databaseCpu = await serverCpu(url.toString());
    const databaseBefore = await databaseCpu.milliseconds();
    const seedBefore = process.cpuUsage();
    const summary = await seedDatabase(db, { products, mediaDir: folder });
    const seedCpu = process.cpuUsage(seedBefore);
    const databaseAfter = await databaseCpu.milliseconds();
    await databaseCpu.close();
    const [size] = await db.query<{ bytes: string }>(
      'SELECT pg_database_size(current_database())::text AS bytes',
    );
    await db.close();
    const megabytes = Number(size?.bytes ?? 0) / 1024 / 1024;
    console.log(`postgres ${products}: ${summary.milliseconds} ms, ${megabytes.toFixed(0)} MiB`);
    return {
      engine: 'PostgreSQL',
      products,
      seconds: summary.milliseconds / 1000,
      cpuSeconds: {
        database:
          databaseBefore !== undefined && databaseAfter !== undefined
            ? (databaseAfter - databaseBefore) / 1000
            : undefined,
        seed: (seedCpu.user + seedCpu.system) / 1e6,
      },
      megabytes,
    };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

// Seed benchmark: time and database size of the demo seed at several catalogue sizes, on the
// embedded PostgreSQL and on the PostgreSQL server of BENCH_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedDatabase } from '../seed/seed.js';
import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { machineLine, writeSection } from './report.js';

interface SeedFigure {
  engine: string;
  products: number;
  seconds: number;
  megabytes: number;
}

export async function benchSeed(sizes: number[], postgresUrl: string | undefined): Promise<void> {
  const figures: SeedFigure[] = [];
  for (const products of sizes) {
    figures.push(await seedEmbedded(products));
    if (postgresUrl) figures.push(await seedPostgres(products, postgresUrl));
  }
  const rows = figures.map(
    (figure) =>
      `| ${figure.engine} | ${figure.products.toLocaleString('en')} | ${figure.seconds.toFixed(1)} s | ${figure.megabytes.toFixed(0)} MiB |`,
  );
  writeSection(
    'seed',
    [
      '## Seeding the demo shop',
      '',
      `\`npm run bench -- seed\` (${machineLine()}, ${cpus().length} cores). Time of \`seedDatabase\` on a freshly`,
      'migrated database (one transaction), and the database size afterwards (`pg_database_size`).',
      '',
      '| engine | products | seed time | size |',
      '| --- | --- | --- | --- |',
      ...rows,
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
    const summary = await seedDatabase(db, { products, mediaDir: folder });
    const [size] = await db.query<{ bytes: string }>(
      'SELECT pg_database_size(current_database())::text AS bytes',
    );
    await db.close();
    const megabytes = Number(size?.bytes ?? 0) / 1024 / 1024;
    console.log(`postgres ${products}: ${summary.milliseconds} ms, ${megabytes.toFixed(0)} MiB`);
    return { engine: 'PostgreSQL', products, seconds: summary.milliseconds / 1000, megabytes };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

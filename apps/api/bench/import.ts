// Import benchmark: the demo catalogue of N products exported as Magento's product CSV and
// imported whole into an empty shop (a move from Magento), and a price-and-stock feed of one line
// per product imported into the seeded shop, on the PostgreSQL server of BENCH_DATABASE_URL.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  load: [number, number];
}

export async function benchImport(sizes: number[], postgresUrl: string, dryRun: boolean): Promise<void> {
  const figures: ImportFigure[] = [];
  for (const products of sizes) figures.push(...(await importFigures(products, postgresUrl)));
  const rows = figures.map(
    (figure) =>
      `| ${figure.what} | ${figure.lines.toLocaleString('en')} | ${figure.megabytes.toFixed(0)} MB | ` +
      `${figure.seconds.toFixed(1)} s | ${(figure.lines / figure.seconds).toFixed(0)} | ` +
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
    'each run says how much; treat the times as upper bounds.',
    '',
    '| import | lines | file | time | lines/s | load average |',
    '| --- | --- | --- | --- | --- | --- |',
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
  const database = async (): Promise<Database> => {
    const name = `shop_bench_import_${Date.now().toString(36)}_${names.length}`;
    names.push(name);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    await migrate(db);
    return db;
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
    figures.push(await measure('price-and-stock feed into the seeded shop', feed, seeded, { mediaDir }));
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
  db: Database,
  media: { imagesDir?: string; mediaDir: string },
): Promise<ImportFigure> {
  const before = loadavg()[0] ?? 0;
  const summary = await importCatalog(db, file, {
    behavior: 'append',
    ...media,
    dryRun: false,
    allowErrors: 0,
    progress: (line) => console.log(`  ${line}`),
  });
  if (!summary.written)
    throw new Error(`${what}: ${summary.errors.length} errors, first ${JSON.stringify(summary.errors[0])}`);
  console.log(`${what}: ${summary.rows} rows in ${(summary.milliseconds / 1000).toFixed(1)} s`);
  return {
    what,
    lines: summary.rows + 1,
    megabytes: statSync(file).size / 1e6,
    seconds: summary.milliseconds / 1000,
    load: [before, loadavg()[0] ?? 0],
  };
}

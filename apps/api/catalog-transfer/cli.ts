// `npm run import -- <file.csv> [--images <folder>] [--behavior append|replace|delete] [--dry-run]
// [--allow-errors N]` and `npm run export -- <file.csv>`, on the configured database (embedded or
// DATABASE_URL), while the shop runs: the embedded server is shared with a running api.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { runningEmbeddedUrl } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import { databaseServer } from '../src/db/server.js';
import { exportCatalog } from './export.js';
import { importCatalog } from './import.js';
import type { Behavior } from './plan.js';

const BEHAVIORS: Behavior[] = ['append', 'replace', 'delete'];

async function main(): Promise<number> {
  const command = process.argv[2];
  const { values, positionals } = parseArgs({
    args: process.argv.slice(3),
    allowPositionals: true,
    options: {
      images: { type: 'string' },
      behavior: { type: 'string', default: 'append' },
      'dry-run': { type: 'boolean', default: false },
      'allow-errors': { type: 'string', default: '0' },
    },
  });
  // npm runs the script in apps/api; paths are meant from where it was called.
  const from = process.env.INIT_CWD ?? process.cwd();
  const file = positionals[0] && resolve(from, positionals[0]);
  const imagesDir = values.images && resolve(from, values.images);
  if ((command !== 'import' && command !== 'export') || !file || positionals.length > 1)
    throw new Error('usage: npm run import -- <file.csv> [options] | npm run export -- <file.csv>');
  const behavior = values.behavior as Behavior;
  if (!BEHAVIORS.includes(behavior)) throw new Error(`--behavior must be one of ${BEHAVIORS.join(', ')}`);
  const allowErrors = Number(values['allow-errors']);
  if (!Number.isInteger(allowErrors) || allowErrors < 0 || allowErrors > 1_000_000)
    throw new Error('--allow-errors must be a whole number from 0 to 1000000');

  const config = loadConfig();
  const running = config.databaseUrl ? undefined : runningEmbeddedUrl(join(config.dataDir, 'postgres'));
  const server = running ? { url: running, stop: async () => {} } : await databaseServer(config);
  const db = await openDatabase({ databaseUrl: server.url });
  try {
    await migrate(db);
    if (command === 'export') {
      const started = performance.now();
      const written = await exportCatalog(db, file);
      console.log(
        `exported ${written.products} products in ${written.rows} rows to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return 0;
    }
    const summary = await importCatalog(db, file, {
      behavior,
      imagesDir,
      mediaDir: config.mediaDir,
      dryRun: values['dry-run'],
      allowErrors,
      progress: (line) => console.log(line),
    });
    if (summary.unknownColumns.length > 0)
      console.log(`ignored columns: ${summary.unknownColumns.join(', ')}`);
    for (const error of summary.errors)
      console.log(`line ${error.line}, column ${error.column}: ${error.reason}`);
    const seconds = (summary.milliseconds / 1000).toFixed(1);
    if (!summary.written) {
      console.log(
        values['dry-run']
          ? `checked ${summary.rows} rows: ${summary.errors.length} errors; nothing written (--dry-run), ${seconds} s`
          : `${summary.errors.length} errors (more than --allow-errors ${allowErrors}): nothing written, ${seconds} s`,
      );
      return summary.errors.length > 0 ? 1 : 0;
    }
    console.log(
      `created ${summary.created}, updated ${summary.updated}, deleted ${summary.deleted} products, skipped ${summary.skipped} rows; ` +
        `${summary.categories} new categories, ${summary.images} images copied; ${seconds} s`,
    );
    return 0;
  } finally {
    await db.close();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`${process.argv[2] ?? 'import'} failed: ${(error as Error).message}`);
    process.exit(1);
  },
);

// `npm run bench [-- seed|startup|api|import] [--sizes 1000,100000]`: runs the benchmarks and writes their
// figures into docs/BENCHMARKS.md. PostgreSQL figures use BENCH_DATABASE_URL (default: the local server).
// `api` (also `npm run bench:api`): --api-postgres 100000 --api-embedded 1000 --api-seconds 15
// (0 products skips an engine; --api-dry-run prints the figures without writing them;
// --api-database <postgres url> measures that already seeded database instead of seeding a new one;
// --api-variant cache and --api-operation route, each repeatable, measure only those variants and the
// operations whose names start so; --api-fleet 10000 compares one api process with two workers and with a
// read replica on a primary and replica of its own, 0 skips it; --api-baseline <api folder of another
// checkout> alternates every operation between that checkout's api and this one's and prints both).
// `import`: --import-sizes 100000 (demo products exported and imported again), --import-dry-run.
import { parseArgs } from 'node:util';
import { benchApi } from './api.js';
import { benchFleet } from './fleet.js';
import { benchImport } from './import.js';
import { benchSeed } from './seed.js';
import { benchStartup } from './startup.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sizes: { type: 'string', default: '1000,100000' },
    'api-postgres': { type: 'string', default: '100000' },
    'api-embedded': { type: 'string', default: '1000' },
    'api-seconds': { type: 'string', default: '15' },
    'api-fleet': { type: 'string', default: '10000' },
    'api-dry-run': { type: 'boolean', default: false },
    'api-database': { type: 'string' },
    'api-variant': { type: 'string', multiple: true },
    'api-operation': { type: 'string', multiple: true },
    'api-baseline': { type: 'string' },
    'import-sizes': { type: 'string', default: '100000' },
    'import-dry-run': { type: 'boolean', default: false },
  },
});
const wanted = new Set(positionals.length ? positionals : ['seed', 'startup']);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (wanted.has('seed')) await benchSeed(values.sizes.split(',').map(Number), postgresUrl);
if (wanted.has('startup')) await benchStartup();
if (wanted.has('import'))
  await benchImport(values['import-sizes'].split(',').map(Number), postgresUrl, values['import-dry-run']);
if (wanted.has('api')) {
  await benchApi({
    postgresUrl,
    postgresProducts: Number(values['api-postgres']),
    embeddedProducts: Number(values['api-embedded']),
    seconds: Number(values['api-seconds']),
    dryRun: values['api-dry-run'],
    seededPostgresUrl: values['api-database'],
    variants: values['api-variant'],
    operations: values['api-operation'],
    baseline: values['api-baseline'],
  });
  const fleetProducts = Number(values['api-fleet']);
  if (fleetProducts > 0)
    await benchFleet({
      products: fleetProducts,
      seconds: Number(values['api-seconds']),
      dryRun: values['api-dry-run'],
    });
}

// `npm run bench [-- seed|startup] [--sizes 1000,100000]`: runs the benchmarks and writes their
// figures into docs/BENCHMARKS.md. PostgreSQL figures use BENCH_DATABASE_URL (default: the local server).
import { parseArgs } from 'node:util';
import { benchSeed } from './seed.js';
import { benchStartup } from './startup.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { sizes: { type: 'string', default: '1000,100000' } },
});
const wanted = new Set(positionals.length ? positionals : ['seed', 'startup']);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (wanted.has('seed')) await benchSeed(values.sizes.split(',').map(Number), postgresUrl);
if (wanted.has('startup')) await benchStartup();

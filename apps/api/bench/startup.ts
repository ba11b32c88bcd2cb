// Start-up benchmark: from `node scripts/start.mjs` (what `npm start` runs after its build) to
// both servers answering, on a new data folder (migrate + seed) and again on the same folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath } from '../src/paths.js';
import { machineLine, writeSection } from './report.js';

const REPO = apiPath('../..');

export async function benchStartup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-start-'));
  try {
    const first = await timeStart(dataDir);
    const second = await timeStart(dataDir);
    writeSection(
      'startup',
      [
        '## Start-up',
        '',
        `\`npm run bench -- startup\` (${machineLine()}): seconds from starting \`scripts/start.mjs\` (the`,
        'production servers that `npm start` runs after building) until the api answers `/readyz` and the',
        'storefront `/healthz`.',
        '',
        '| start | both servers ready |',
        '| --- | --- |',
        `| first start: migrate and seed 1 000 products into a new embedded PostgreSQL folder | ${first.toFixed(1)} s |`,
        `| second start: same folder, data reused | ${second.toFixed(1)} s |`,
      ].join('\n'),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeStart(dataDir: string): Promise<number> {
  const apiPort = 4900;
  const storefrontPort = 3900;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      STOREFRONT_PORT: String(storefrontPort),
    },
    stdio: 'ignore',
  });
  try {
    for (const url of [`http://127.0.0.1:${apiPort}/readyz`, `http://127.0.0.1:${storefrontPort}/healthz`]) {
      while (
        !(await fetch(url)
          .then((response) => response.ok)
          .catch(() => false))
      ) {
        if (child.exitCode !== null) throw new Error('the shop stopped while starting');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`start-up: ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

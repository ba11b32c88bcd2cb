import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../free-port.js';

// `npm start` as a merchant runs it (scripts/start.mjs, after the build `npm test` has made), on an
// empty data folder: the first home page a shopper gets is complete, and SIGTERM ends the shop,
// its api and its embedded database within 10 seconds.

const ROOT = resolve(import.meta.dirname, '../..');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('npm start on an empty data folder serves a complete home first, and SIGTERM stops everything within 10 s', async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-start-'));
  const [apiPort, storefrontPort] = [await freePort(), await freePort()];
  const output: string[] = [];
  let shop: ChildProcess | undefined = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      STOREFRONT_PORT: String(storefrontPort),
      SEED_PRODUCTS: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout?.on('data', (chunk) => output.push(String(chunk)));
  shop.stderr?.on('data', (chunk) => output.push(String(chunk)));
  try {
    // The very first answer of the home page, asked for from the moment the shop starts.
    let first: Response | undefined;
    const deadline = Date.now() + 240_000;
    while (!first) {
      if (shop.exitCode !== null) throw new Error(`the shop stopped while starting:\n${output.join('')}`);
      if (Date.now() > deadline) throw new Error(`the shop did not answer:\n${output.join('')}`);
      first = await fetch(`http://127.0.0.1:${storefrontPort}/`).catch(() => undefined);
      if (!first) await new Promise((done) => setTimeout(done, 100));
    }
    expect(first.status).toBe(200);
    const html = await first.text();
    for (const section of ['Bestseller', 'Meistgekauft', 'Das sagen unsere Kunden', 'Pakete']) {
      expect(html, `the first home page shows ${section}`).toContain(section);
    }
    expect(output.join('')).not.toMatch(/ECONNREFUSED/);

    const databasePid = Number(
      readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    expect(isAlive(databasePid)).toBe(true);
    const stopping = performance.now();
    const exited = new Promise<void>((done) => shop?.once('exit', () => done()));
    shop.kill('SIGTERM');
    await exited;
    // The database server stops after the api has closed its connections.
    while (isAlive(databasePid) && performance.now() - stopping < 10_000) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const seconds = (performance.now() - stopping) / 1000;
    expect(isAlive(databasePid)).toBe(false);
    expect(seconds).toBeLessThan(10);
    shop = undefined;
  } finally {
    shop?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, isDatabaseUnavailable, openDatabase } from './database.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';

// The embedded server's supervision: killed from outside, it is started again on the same files
// and port, and the pool's next statements work; a second start on a folder in use is refused.

const folder = mkdtempSync(join(tmpdir(), 'shop-embedded-test-'));
const dataDir = join(folder, 'postgres');
let server: EmbeddedPostgres;
let db: Database;
const logged: string[] = [];

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDir, durability: 'scratch', log: (line) => logged.push(line) });
  db = await openDatabase({ databaseUrl: server.url, statementTimeoutMs: 2_000 });
  await db.query('CREATE TABLE kept (value text)');
  await db.query(`INSERT INTO kept VALUES ('before the kill')`);
}, 60_000);

afterAll(async () => {
  await db?.close();
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('the embedded PostgreSQL server', () => {
  it('is started again when it is killed, keeps its data, and the pool recovers', async () => {
    const killed = server.pid as number;
    process.kill(killed, 'SIGKILL');
    // Statements meanwhile fail as "unavailable", never hang.
    const during = await db.query('SELECT 1').catch((error: unknown) => error);
    if (during instanceof Error) expect(isDatabaseUnavailable(during)).toBe(true);

    const deadline = Date.now() + 30_000;
    while ((server.pid === undefined || server.pid === killed) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.pid).toBeGreaterThan(0);
    let rows: { value: string }[] | undefined;
    while (!rows && Date.now() < deadline) {
      rows = await db.query<{ value: string }>('SELECT value FROM kept').catch(async (error: unknown) => {
        expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return undefined;
      });
    }
    expect(rows).toEqual([{ value: 'before the kill' }]);
    expect(logged.join('\n')).toMatch(/stopped on its own \(SIGKILL\); starting it again/);
  }, 60_000);

  it('refuses a second start on a folder whose server is in use', async () => {
    await expect(startEmbeddedPostgres({ dataDir, durability: 'scratch', log: () => {} })).rejects.toThrow(
      /is in use by process \d+/,
    );
    expect((await db.query<{ one: number }>('SELECT 1 AS one'))[0]?.one).toBe(1);
  }, 30_000);
});

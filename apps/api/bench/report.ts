import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { apiPath } from '../src/paths.js';

const BENCHMARKS = apiPath('../../docs/BENCHMARKS.md');

/**
 * Replaces the section between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->` in
 * docs/BENCHMARKS.md (appending it when missing), so each benchmark rewrites only its own figures.
 */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const current = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${escapeRegExp(start)}[\\s\\S]*?${escapeRegExp(end)}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(BENCHMARKS, next);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function machineLine(): string {
  return `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/** CPU time (user and system) of a process so far in clock ticks (/proc: 100 a second on Linux). */
function ticks(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const total = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(total) ? total : undefined;
  } catch {
    return undefined; // ended since the query, or not readable
  }
}

/** CPU time in milliseconds the processes have spent so far (a process that cannot be read counts 0). */
export function processesCpuMilliseconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (ticks(pid) ?? 0), 0) * 10;
}

/** How often serverCpu reads the server processes' CPU time. */
const SERVER_CPU_SAMPLE_MS = 500;

/**
 * CPU time of the PostgreSQL server processes connected to the database since the call (Linux
 * /proc). Read every SERVER_CPU_SAMPLE_MS as well, so that a connection a pool closes meanwhile
 * keeps what it spent up to its last reading. Undefined where /proc cannot tell.
 */
export async function serverCpu(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  /** Per server process: its ticks when first seen (0 for one started since the call) and at the last reading. */
  const processes = new Map<number, { first: number; last: number }>();
  let readable = true;
  const read = async (started: boolean) => {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    let unreadable = 0;
    for (const { pid } of rows) {
      const now = ticks(pid);
      if (now === undefined) {
        unreadable++;
        continue;
      }
      const known = processes.get(pid);
      if (known) known.last = now;
      else processes.set(pid, { first: started ? 0 : now, last: now });
    }
    // None readable: the server runs elsewhere (one ending between query and reading is a race).
    if (rows.length > 0 && unreadable === rows.length) readable = false;
  };
  await read(false);
  let reading = Promise.resolve();
  const sampler = setInterval(() => {
    reading = reading.then(() => read(true)).catch(() => {});
  }, SERVER_CPU_SAMPLE_MS);
  return {
    milliseconds: async (): Promise<number | undefined> => {
      reading = reading.then(() => read(true));
      await reading;
      if (!readable) return undefined;
      return [...processes.values()].reduce((sum, { first, last }) => sum + last - first, 0) * 10;
    },
    close: async () => {
      clearInterval(sampler);
      await reading.catch(() => {});
      await client.end();
    },
  };
}

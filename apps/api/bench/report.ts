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

/**
 * CPU time so far of the PostgreSQL server processes connected to the database (Linux /proc; the
 * api's pool keeps its connections open while it is busy). Undefined where /proc cannot tell.
 */
export async function serverCpu(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // /proc counts in clock ticks, 100 a second on Linux.
  const ticks = (pid: number) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  };
  return {
    milliseconds: async (): Promise<number | undefined> => {
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      try {
        const total = rows.reduce((sum, row) => sum + ticks(row.pid), 0);
        return Number.isFinite(total) ? total * 10 : undefined;
      } catch {
        return undefined;
      }
    },
    close: () => client.end(),
  };
}

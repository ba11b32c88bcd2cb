import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// A PostgreSQL primary and its streaming replica of the test's own (the machine's server does not
// take replication connections), and the server processes of a fleet (each killed with its workers).
// bench/fleet.ts builds its fleet with them too.

/** The machine's PostgreSQL binaries (Debian's layout); POSTGRES_BIN_DIR names another folder. */
export const POSTGRES_BIN = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const BINARIES = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** The binaries the test needs that the machine lacks. */
export function missingPostgresBinaries(): string[] {
  return BINARIES.filter((name) => !existsSync(join(POSTGRES_BIN, name)));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: there it runs as the system user `postgres`. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * One PostgreSQL server on a folder of the test: started with pg_stat_statements (the replica's
 * statement counters show which server answered) and without fsync (scratch data).
 */
export class PostgresServer {
  private readonly runAs = serverUser();

  constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** initdb, with trust for local connections and replication (the default hba of --auth=trust). */
  async initialise(): Promise<void> {
    await this.run('initdb', [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '-N',
    ]);
  }

  /** A streaming replica of `primary` made with pg_basebackup (-R writes its standby settings). */
  async copyAsReplicaOf(primary: PostgresServer): Promise<void> {
    await this.run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      this.dataDir,
      '-R',
      '-X',
      'stream',
      '-N',
      // Not the spread checkpoint of the default, which waits minutes on an idle server.
      '--checkpoint=fast',
    ]);
  }

  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      "-c unix_socket_directories=''",
      '-c shared_preload_libraries=pg_stat_statements',
      '-c fsync=off',
      '-c max_connections=200',
      '-c log_min_messages=warning',
    ].join(' ');
    await this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      `${this.dataDir}.log`,
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
  }

  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    if (!existsSync(join(this.dataDir, 'postmaster.pid'))) return;
    await this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  /** Runs a binary without blocking: requests of the test go on meanwhile. */
  private async run(binary: string, args: string[]): Promise<void> {
    try {
      await promisify(execFile)(join(POSTGRES_BIN, binary), args, {
        ...(this.runAs ?? {}),
        env: { ...process.env, LC_MESSAGES: 'C' },
      });
    } catch (error) {
      const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
      throw new Error(`${binary} failed: ${stderr || (error as Error).message}`);
    }
  }

  /** Gives the folder the test made to the server's user. */
  static ownFolder(folder: string): void {
    const runAs = serverUser();
    if (runAs) chownSync(folder, runAs.uid, runAs.gid);
  }
}

/** Runs one statement on a fresh connection (the test's own checks and changes). */
export async function sql<Row = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A server process of the fleet, in a process group of its own (its workers die with it). */
export class FleetProcess {
  readonly child: ChildProcess;
  private output = '';

  constructor(
    readonly name: string,
    readonly url: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    cwd: string,
  ) {
    this.child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      this.output = `${this.output}${chunk}`.slice(-6000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
  }

  get log(): string {
    return this.output;
  }

  /** Resolves when `path` answers 200; rejects with the output when the process ends first. */
  async ready(path: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(
          `${this.name} stopped (${this.child.exitCode ?? this.child.signalCode}):\n${this.output}`,
        );
      }
      const status = await fetch(`${this.url}${path}`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name} not ready within ${timeoutMs} ms:\n${this.output}`);
  }

  /** The process ids of its cluster workers. */
  workers(): number[] {
    try {
      return execFileSync('ps', ['-o', 'pid=', '--ppid', String(this.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0);
    } catch {
      return [];
    }
  }

  kill(): void {
    if (this.child.pid === undefined || this.child.exitCode !== null) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

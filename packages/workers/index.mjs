// Runs a server as several processes sharing one port (node:cluster), for the api and the
// storefront alike. Plain JavaScript: the storefront's server.mjs runs without a build step.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** More processes than this on one machine is a typo, not a plan. */
const MAX_WORKERS = 64;
/** A worker that has not ended this long after its SIGTERM (its own stop has a deadline too) is killed. */
const WORKER_STOP_DEADLINE_MS = 15_000;
/** A worker that dies again this soon after its start is restarted only after this pause (no busy loop). */
const RESTART_PAUSE_MS = 1_000;

export class WorkersConfigError extends Error {}

/** The number of processes `name` asks for: unset 1, `auto` one per core, else 1 to MAX_WORKERS. */
export function workerCount(env, name) {
  const raw = env[name]?.trim();
  if (!raw) return 1;
  if (raw === 'auto') return availableParallelism();
  // Digits only: Number() would also take `1e1` or `0x10`, a count nobody meant to write.
  const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(count >= 1 && count <= MAX_WORKERS)) {
    throw new WorkersConfigError(
      `${name} must be auto or a whole number from 1 to ${MAX_WORKERS} (got "${raw}")`,
    );
  }
  return count;
}

/**
 * Runs `work` (which starts the server and installs its own SIGTERM handling) in this process when
 * `count` is 1, and in each of `count` worker processes otherwise. The primary then serves no
 * request: it runs `inPrimary` first (the services of the whole machine, e.g. an embedded database
 * the workers share; each may give environment variables for the workers and a stop), forks the
 * workers, starts a new one for each that dies, and on SIGTERM/SIGINT stops them one after another
 * (each finishes its requests while the others still take new ones), then stops its services in
 * reverse order. SIGHUP replaces the workers one by one (a rolling restart: a new one listens
 * before an old one stops).
 */
export async function runWorkers({ name, count, work, inPrimary = [] }) {
  if (count === 1 || cluster.isWorker) {
    await work();
    return;
  }
  const services = [];
  const stopServices = async () => {
    for (const service of services.reverse()) await service.stop?.();
  };
  let stopping = false;
  const onEarlySignal = () => {
    stopping = true;
  };
  process.once('SIGTERM', onEarlySignal);
  process.once('SIGINT', onEarlySignal);
  try {
    for (const start of inPrimary) {
      services.push((await start()) ?? {});
      if (stopping) break;
    }
  } catch (error) {
    await stopServices().catch(() => {});
    throw error;
  }
  process.off('SIGTERM', onEarlySignal);
  process.off('SIGINT', onEarlySignal);
  if (stopping) {
    await stopServices();
    process.exit(0);
  }
  const env = Object.assign({}, ...services.map((service) => service.env ?? {}));
  new Fleet(name, count, env, stopServices).start();
}

/** The primary's bookkeeping of its workers. */
class Fleet {
  constructor(name, count, env, stopServices) {
    this.name = name;
    this.count = count;
    this.env = env;
    this.stopServices = stopServices;
    /** Workers that were told to stop (a stop or a rolling restart): their end is no death. */
    this.retiring = new WeakSet();
    this.listened = new WeakSet();
    this.stopping = false;
    this.rolling = false;
  }

  start() {
    cluster.on('listening', (worker) => this.listened.add(worker));
    cluster.on('exit', (worker, code, signal) => this.ended(worker, code, signal));
    for (let index = 0; index < this.count; index++) this.fork();
    console.log(`${this.name}: ${this.count} worker processes (primary ${process.pid})`);
    process.on('SIGTERM', () => this.stop('SIGTERM'));
    process.on('SIGINT', () => this.stop('SIGINT'));
    process.on('SIGHUP', () => {
      this.restartOneByOne().catch((error) => {
        console.error(`${this.name}: rolling restart stopped: ${error.message}`);
      });
    });
  }

  fork() {
    const worker = cluster.fork(this.env);
    worker.startedAt = Date.now();
    return worker;
  }

  ended(worker, code, signal) {
    if (this.stopping || this.retiring.has(worker)) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (!this.listened.has(worker) && this.rolling) return; // the rolling restart stops and says why
    if (!this.listened.has(worker)) {
      // A worker that could not start (configuration, port, database) fails the same way again:
      // its own message says why, and the whole server ends with it.
      console.error(`${this.name}: a worker ended before it listened (${how}), stopping`);
      this.stop('start failure', 1);
      return;
    }
    const pause = Date.now() - worker.startedAt < RESTART_PAUSE_MS * 5 ? RESTART_PAUSE_MS : 0;
    console.error(`${this.name}: worker ${worker.process.pid} ended (${how}), starting another`);
    setTimeout(() => {
      if (!this.stopping) this.fork();
    }, pause).unref();
  }

  /** Stops one worker (SIGTERM: it finishes its requests) and resolves once it has ended. */
  retire(worker) {
    this.retiring.add(worker);
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      const deadline = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_DEADLINE_MS);
      worker.once('exit', () => {
        clearTimeout(deadline);
        resolve();
      });
      worker.process.kill('SIGTERM');
    });
  }

  async restartOneByOne() {
    if (this.rolling || this.stopping) return;
    this.rolling = true;
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (this.stopping) return;
        const fresh = this.fork();
        await new Promise((resolve, reject) => {
          fresh.once('listening', resolve);
          fresh.once('exit', () => reject(new Error('a new worker ended before it listened')));
        });
        await this.retire(old);
      }
      console.log(`${this.name}: every worker restarted`);
    } finally {
      this.rolling = false;
    }
  }

  async stop(reason, exitCode = 0) {
    if (this.stopping) {
      console.error(`${this.name}: ${reason} again, stopping at once`);
      for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    this.stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) await this.retire(worker);
    try {
      await this.stopServices();
    } catch (error) {
      console.error(`${this.name}: stopping failed: ${error.message}`);
      process.exit(1);
    }
    process.exit(exitCode);
  }
}

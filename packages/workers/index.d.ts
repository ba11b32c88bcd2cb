/** What a service the primary starts gives its workers and how it stops. */
export interface PrimaryService {
  /** Environment variables every worker is started with (e.g. the url of a database started here). */
  env?: Record<string, string>;
  stop?: () => Promise<void>;
}

export interface WorkersOptions {
  /** Prefix of the primary's log lines, e.g. `api`. */
  name: string;
  count: number;
  /** Starts the server in this process: the only one when `count` is 1, else each worker. */
  work: () => Promise<void>;
  /**
   * Runs in the primary only, in order, before the first worker starts: the place for what the whole
   * machine shares (a database the workers use, the aggregation of the workers' metrics).
   */
  inPrimary?: ReadonlyArray<() => Promise<PrimaryService | undefined>>;
}

export class WorkersConfigError extends Error {}

/** The number of processes the variable `name` asks for: unset 1, `auto` one per core, else 1 to 64. */
export function workerCount(
  env: NodeJS.ProcessEnv | Record<string, string | undefined>,
  name: string,
): number;

export function runWorkers(options: WorkersOptions): Promise<void>;

import { redactUrl } from './database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** The PostgreSQL server the shop's data lives on: DATABASE_URL's, or the embedded one. */
export interface DatabaseServer {
  /** postgres://… url of the shop's database. */
  url: string;
  /** Where the data is, for log lines (no password). */
  description: string;
  /** Stops the embedded server (nothing for DATABASE_URL's, which is not ours). */
  stop(): Promise<void>;
}

/**
 * The database of the configuration: DATABASE_URL as it is, else the embedded PostgreSQL server in
 * `dataDir/postgres`, started here (initialised on first use) and stopped by `stop()`.
 */
export async function databaseServer(
  config: { databaseUrl: string | undefined; dataDir: string },
  options: { durability?: 'durable' | 'scratch'; log?: (line: string) => void } = {},
): Promise<DatabaseServer> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, description: redactUrl(config.databaseUrl), stop: async () => {} };
  }
  const dataDir = `${config.dataDir}/postgres`;
  const embedded = await startEmbeddedPostgres({ dataDir, ...options });
  return {
    url: embedded.url,
    description: `embedded PostgreSQL in ${dataDir}`,
    stop: () => embedded.stop(),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from './auth.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/database.js';
import type { StoreView } from './modules/store/stores.js';

/** What every resolver gets: the database, the request's store view and its caller. */
export interface RequestContext {
  db: Database;
  config: ApiConfig;
  store: StoreView;
  caller: Caller;
  log: FastifyBaseLogger;
}

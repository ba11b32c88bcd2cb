import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from './auth.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/database.js';
import { type CategoryLoaders, createCategoryLoaders } from './modules/catalog/categories.js';
import type { StoreView } from './modules/store/stores.js';

/** Batch loaders live for one request, so their caches never leak between callers or stores. */
export interface Loaders {
  categories: CategoryLoaders;
}

/** What every resolver gets: the database, the request's store view and its caller. */
export interface RequestContext {
  db: Database;
  config: ApiConfig;
  store: StoreView;
  caller: Caller;
  log: FastifyBaseLogger;
  loaders: Loaders;
}

export function createLoaders(db: Database, store: StoreView): Loaders {
  return { categories: createCategoryLoaders(db, store.code) };
}

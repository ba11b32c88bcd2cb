import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from './auth.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/database.js';
import { type BrandLoaders, createBrandLoaders } from './modules/brand/brands.js';
import { type CategoryLoaders, createCategoryLoaders } from './modules/catalog/categories.js';
import { createProductLoaders, type ProductLoaders } from './modules/product/loaders.js';
import { createReviewLoaders, type ReviewLoaders } from './modules/review/reviews.js';
import type { StoreView } from './modules/store/stores.js';

/** Batch loaders live for one request, so their caches never leak between callers or stores. */
export interface Loaders {
  categories: CategoryLoaders;
  product: ProductLoaders;
  brands: BrandLoaders;
  reviews: ReviewLoaders;
}

/** What every resolver gets: the database, the request's store view and its caller. */
export interface RequestContext {
  db: Database;
  config: ApiConfig;
  store: StoreView;
  caller: Caller;
  log: FastifyBaseLogger;
  loaders: Loaders;
  /** Resolvers that answer something about one visitor (e.g. by tracking id) clear `shareable`. */
  responseCache: { shareable: boolean };
}

export function createLoaders(db: Database, store: StoreView): Loaders {
  return {
    categories: createCategoryLoaders(db, store.code),
    product: createProductLoaders(db, store),
    brands: createBrandLoaders(db, store.code),
    reviews: createReviewLoaders(db, store.code),
  };
}

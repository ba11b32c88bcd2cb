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
  responseCache: AnswerScope;
}

/** What the response cache (src/response-cache.ts) learns of a request's answer while it runs. */
export interface AnswerScope {
  /** Resolvers that answer something about one visitor (e.g. by tracking id) clear it. */
  shareable: boolean;
  /** Every product the answer read through the product loaders or a listing's product set. */
  products: Set<number>;
  /**
   * Root fields whose answer shows no product outside `products`, except through changes that
   * notify without naming products (migration 0014): `products` with its whole product set,
   * `route` and `categoryList`.
   */
  productScopedFields: number;
  /** Set by a nested field that shows products it cannot name (a category's or landing page's listing). */
  unnamedProducts: boolean;
}

export function createAnswerScope(): AnswerScope {
  return { shareable: true, products: new Set(), productScopedFields: 0, unnamedProducts: false };
}

export function createLoaders(db: Database, store: StoreView, scope: AnswerScope): Loaders {
  return {
    categories: createCategoryLoaders(db, store.code),
    product: createProductLoaders(db, store, scope.products),
    brands: createBrandLoaders(db, store.code),
    reviews: createReviewLoaders(db, store.code),
  };
}

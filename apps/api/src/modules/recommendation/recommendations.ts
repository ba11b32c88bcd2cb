import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';
import { loadProducts, MAX_PAGE_SIZE, type ProductRow } from '../catalog/products.js';
import { checkTrackingUserId } from './views.js';

/** The category `bestsellers` lists when no category is given (docs/BEHAVIOUR.md#limits: 92 in the German deployment). */
export const BESTSELLER_CATEGORY_ID = 92;

export interface RecommendationPage {
  products: ProductRow[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
}

interface Paging {
  pageSize?: number | null;
  currentPage?: number | null;
}

interface Store {
  code: string;
  rootCategoryId: number;
}

/**
 * Purchases: one row per top-level order line of an order that was neither canceled, refunded
 * (closed) nor fraud, counted for the product a shopper sees in the catalogue: the line's own
 * product, or for a line of a product not visible on its own (a grouped product's part) its parent.
 */
const PURCHASE = `
  SELECT i.order_id, i.qty_ordered,
         CASE WHEN ip.visibility IN (2, 4) THEN ip.id
              ELSE (SELECT min(r.parent_id) FROM product_relation r WHERE r.child_id = ip.id) END AS product_id
    FROM sales_order_item i
    JOIN sales_order o ON o.id = i.order_id AND o.status NOT IN ('canceled', 'closed', 'fraud')
    JOIN product ip ON ip.id = i.product_id
   WHERE i.parent_item_id IS NULL`;

/** Orders and units per purchased product. */
const ORDER_COUNTS = `
  SELECT product_id, count(DISTINCT order_id) AS orders, sum(qty_ordered) AS qty
    FROM purchase GROUP BY product_id`;

/** The product a shopper sees for a sku (a configurable's child or a grouped part: its parent). */
const TARGET = `
  SELECT CASE WHEN p.visibility IN (2, 4) THEN p.id
              ELSE (SELECT min(r.parent_id) FROM product_relation r WHERE r.child_id = p.id) END AS id
    FROM product p WHERE p.sku = $2`;

/** Products the store view ($1) lists in its catalogue. */
const LISTED = `p.is_enabled AND p.visibility IN (2, 4)
  AND EXISTS (SELECT 1 FROM product_store ps WHERE ps.product_id = p.id AND ps.store_code = $1)`;

/** A category of the store view's tree: `c.path` below the root category given as `root`. */
const inStoreTree = (root: string) => `('/' || c.path || '/') LIKE '%/' || ${root}::text || '/%'`;

function paging(args: Paging): { pageSize: number; currentPage: number } {
  const pageSize = args.pageSize ?? 10;
  const currentPage = args.currentPage ?? 1;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw inputError(`pageSize must be from 1 to ${MAX_PAGE_SIZE}; got ${pageSize}`, {
      argument: 'pageSize',
    });
  }
  if (!Number.isInteger(currentPage) || currentPage < 1) {
    throw inputError(`currentPage value must be greater than 0; got ${currentPage}`, {
      argument: 'currentPage',
    });
  }
  return { pageSize, currentPage };
}

/** How every ranking starts: the product id and the number of products over all pages. */
const RANKED = 'SELECT p.id, count(*) OVER ()::int AS total';

/**
 * Runs a ranking (RANKED FROM … ORDER BY …, over listed products `p`) for one page, then
 * loads the page's products: two statements.
 */
async function rankedPage(
  db: Queryable,
  storeCode: string,
  ranking: string,
  params: unknown[],
  args: Paging,
): Promise<RecommendationPage> {
  const { pageSize, currentPage } = paging(args);
  const rows = await db.query<{ id: number; total: number }>(
    `${ranking} LIMIT ${pageSize} OFFSET ${(currentPage - 1) * pageSize}`,
    params,
  );
  // Beyond the last page no row carries the total: count on its own.
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && currentPage > 1) {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${ranking}) ranked`,
      params,
    );
    totalCount = row?.total ?? 0;
  }
  const products = await loadProducts(
    db,
    storeCode,
    rows.map((row) => Number(row.id)),
  );
  return { products, totalCount, pageSize, currentPage, totalPages: Math.ceil(totalCount / pageSize) };
}

/** The listed products bought in the most orders, then the most units. */
export function mostPurchased(db: Queryable, store: Store, args: Paging): Promise<RecommendationPage> {
  return rankedPage(
    db,
    store.code,
    `WITH purchase AS (${PURCHASE}), counted AS (${ORDER_COUNTS})
     ${RANKED} FROM counted JOIN product p ON p.id = counted.product_id AND ${LISTED}
      ORDER BY counted.orders DESC, counted.qty DESC, p.id`,
    [store.code],
    args,
  );
}

/** The listed products the tracking user viewed, the latest view first (then the most viewed). */
export function retargeted(
  db: Queryable,
  store: Store,
  trackingUserId: string,
  args: Paging,
): Promise<RecommendationPage> {
  return rankedPage(
    db,
    store.code,
    `${RANKED} FROM (
       SELECT product_id, max(viewed_at) AS last_viewed, count(*) AS views
         FROM product_view WHERE tracking_user_id = $2 GROUP BY product_id
     ) viewed JOIN product p ON p.id = viewed.product_id AND ${LISTED}
     ORDER BY viewed.last_viewed DESC, viewed.views DESC, p.id`,
    [store.code, checkTrackingUserId(trackingUserId)],
    args,
  );
}

/** The listed products bought in the same orders as the sku's product, the most shared orders first. */
export function purchasedTogether(
  db: Queryable,
  store: Store,
  sku: string,
  args: Paging,
): Promise<RecommendationPage> {
  return rankedPage(
    db,
    store.code,
    `WITH target AS (${TARGET}), purchase AS (${PURCHASE})
     ${RANKED} FROM (
       SELECT other.product_id, count(DISTINCT other.order_id) AS orders, sum(other.qty_ordered) AS qty
         FROM purchase other
        WHERE other.order_id IN (SELECT order_id FROM purchase WHERE product_id = (SELECT id FROM target))
          AND other.product_id <> (SELECT id FROM target)
        GROUP BY other.product_id
     ) together JOIN product p ON p.id = together.product_id AND ${LISTED}
     ORDER BY together.orders DESC, together.qty DESC, p.id`,
    [store.code, sku.trim()],
    args,
  );
}

/**
 * Alternatives to the sku's product: the other listed products of its most specific categories
 * (or, where those hold no other product, of the nearest ancestors that do, up to the top-level
 * categories), those viewed by the most shoppers who also viewed it first, then the most
 * purchased, then the catalogue's best sellers.
 */
export function alternatives(
  db: Queryable,
  store: Store,
  sku: string,
  args: Paging,
): Promise<RecommendationPage> {
  return rankedPage(
    db,
    store.code,
    `WITH target AS (${TARGET}),
     target_category AS (
       SELECT c.path FROM category_product cp JOIN category c ON c.id = cp.category_id AND c.is_active
        WHERE cp.product_id = (SELECT id FROM target) AND ${inStoreTree('$3')}
     ),
     scope AS (
       SELECT DISTINCT c.id, c.path, c.level FROM target_category t
         JOIN category c ON ('/' || t.path || '/') LIKE '%/' || c.id || '/%' AND c.is_active
        WHERE c.level > (SELECT level FROM category WHERE id::text = $3::text)
     ),
     candidate_at AS (
       SELECT s.level, cp.product_id FROM scope s
         JOIN category c ON (c.id = s.id OR c.path LIKE s.path || '/%') AND c.is_active
         JOIN category_product cp ON cp.category_id = c.id
         JOIN product p ON p.id = cp.product_id AND ${LISTED}
        WHERE cp.product_id <> (SELECT id FROM target)
     ),
     candidate AS (
       SELECT DISTINCT product_id AS id FROM candidate_at WHERE level = (SELECT max(level) FROM candidate_at)
     ),
     co_viewed AS (
       SELECT v.product_id, count(DISTINCT v.tracking_user_id) AS viewers FROM product_view v
        WHERE v.tracking_user_id IN (SELECT tracking_user_id FROM product_view WHERE product_id = (SELECT id FROM target))
        GROUP BY v.product_id
     ),
     purchase AS (${PURCHASE}), counted AS (${ORDER_COUNTS})
     ${RANKED} FROM candidate
       JOIN product p ON p.id = candidate.id AND ${LISTED}
       LEFT JOIN co_viewed ON co_viewed.product_id = p.id
       LEFT JOIN counted ON counted.product_id = p.id
      ORDER BY coalesce(co_viewed.viewers, 0) DESC, coalesce(counted.orders, 0) DESC, p.num_sales DESC, p.id`,
    [store.code, sku.trim(), String(store.rootCategoryId)],
    args,
  );
}

/**
 * The listed products of the categories named so (name, case-insensitive, or url key) in the store
 * view, with their subcategories: the most purchased first, then the most viewed, then the
 * catalogue's best sellers.
 */
export function topHierarchies(
  db: Queryable,
  store: Store,
  categoryName: string,
  args: Paging,
): Promise<RecommendationPage> {
  return rankedPage(
    db,
    store.code,
    `WITH named AS (
       SELECT c.id, c.path FROM category c
         JOIN category_store cs ON cs.category_id = c.id AND cs.store_code = $1
        WHERE c.is_active AND (lower(cs.name) = lower($2) OR cs.url_key = lower($2)) AND ${inStoreTree('$3')}
     ),
     member AS (
       SELECT DISTINCT cp.product_id AS id FROM category_product cp
         JOIN category c ON c.id = cp.category_id AND c.is_active
         JOIN named ON c.id = named.id OR c.path LIKE named.path || '/%'
     ),
     viewed AS (
       SELECT product_id, count(*) AS views FROM product_view
        WHERE product_id IN (SELECT id FROM member) GROUP BY product_id
     ),
     purchase AS (${PURCHASE}), counted AS (${ORDER_COUNTS})
     ${RANKED} FROM member
       JOIN product p ON p.id = member.id AND ${LISTED}
       LEFT JOIN counted ON counted.product_id = p.id
       LEFT JOIN viewed ON viewed.product_id = p.id
      ORDER BY coalesce(counted.orders, 0) DESC, coalesce(viewed.views, 0) DESC, p.num_sales DESC, p.id`,
    [store.code, categoryName.trim(), String(store.rootCategoryId)],
    args,
  );
}

/**
 * The best sellers of a category of the store view's tree (with its subcategories when it is an
 * anchor, as the listing shows them): by the catalogue's number of sales, then by orders.
 */
export function bestsellers(
  db: Queryable,
  store: Store,
  categoryId: number | null | undefined,
  limit: number | null | undefined,
): Promise<RecommendationPage> {
  const id = categoryId ?? BESTSELLER_CATEGORY_ID;
  const size = limit ?? 10;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw inputError(`limit must be from 1 to ${MAX_PAGE_SIZE}; got ${size}`, { argument: 'limit' });
  }
  return rankedPage(
    db,
    store.code,
    `WITH chosen AS (
       SELECT c.id, c.path, c.is_anchor FROM category c
        WHERE c.id = $2 AND c.is_active AND ${inStoreTree('$3')}
     ),
     member AS (
       SELECT DISTINCT cp.product_id AS id FROM category_product cp
         JOIN category c ON c.id = cp.category_id AND c.is_active
         JOIN chosen ON c.id = chosen.id OR (chosen.is_anchor AND c.path LIKE chosen.path || '/%')
     ),
     purchase AS (${PURCHASE}), counted AS (${ORDER_COUNTS})
     ${RANKED} FROM member
       JOIN product p ON p.id = member.id AND ${LISTED}
       LEFT JOIN counted ON counted.product_id = p.id
      ORDER BY p.num_sales DESC, coalesce(counted.orders, 0) DESC, p.id`,
    [store.code, id, String(store.rootCategoryId)],
    { pageSize: size, currentPage: 1 },
  );
}

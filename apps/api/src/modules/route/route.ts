import type { Queryable } from '../../db/database.js';
import { CATEGORY_COLUMNS, type CategoryRow, toCategory } from '../catalog/categories.js';
import { PRODUCT_ROW_COLUMNS, type ProductRow, productRowJoins, toProduct } from '../catalog/products.js';

/** What a url of a store view points at, from url_rewrite. */
export interface RouteTarget {
  entityType: 'category' | 'product' | 'cms_page' | 'landing_page';
  entityId: number;
  /** 0 for the entity's current url; 301/302 for an old url of it. */
  redirectCode: number;
  /**
   * The product's or category's row, read with the url (null: not in the store view; null for
   * pages, which the content module reads).
   */
  entity: { product: ProductRow } | { category: CategoryRow } | null;
}

/** Longest url `route` looks up; anything longer names no page. */
const MAX_URL_LENGTH = 2000;

/**
 * The path of a url as url_rewrite stores it: without scheme and host, query string and
 * fragment, percent-decoding, and leading, trailing and doubled slashes.
 */
export function routePath(url: string): string | undefined {
  if (url.length > MAX_URL_LENGTH) return undefined;
  let path = url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  path = path.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: look it up as it is.
  }
  return path.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
}

/**
 * The paths a url may be stored under: itself, and with '.html' added (a product url key given
 * without its suffix) or removed (a category or landing page url given with one).
 */
export function candidatePaths(path: string): string[] {
  return path.endsWith('.html') ? [path, path.slice(0, -'.html'.length)] : [path, `${path}.html`];
}

/**
 * The url_rewrite row for a path of the store view, preferring the path as given. Only rows of
 * entities a shopper may see: enabled, individually visible products and active categories in
 * the store view's tree. One statement, which also reads the product's or category's row (as
 * loadProducts and the category loader read them), so that a route costs one statement.
 */
export async function findRoute(
  db: Queryable,
  store: { code: string; rootCategoryId: number },
  path: string,
): Promise<RouteTarget | null> {
  const candidates = candidatePaths(path);
  const rows = await db.query<{
    request_path: string;
    entity_type: RouteTarget['entityType'];
    entity_id: number;
    redirect_type: number;
    product: Record<string, unknown> | null;
    category: Record<string, unknown> | null;
  }>(
    `SELECT u.request_path, u.entity_type, u.entity_id, u.redirect_type,
            CASE WHEN u.entity_type = 'product' THEN (
              SELECT to_json(found) FROM (
                SELECT ${PRODUCT_ROW_COLUMNS} FROM product p ${productRowJoins('$1')} WHERE p.id = u.entity_id
              ) found) END AS product,
            CASE WHEN u.entity_type = 'category' THEN (
              SELECT to_json(found) FROM (
                SELECT ${CATEGORY_COLUMNS}
                  FROM category c JOIN category_store cs ON cs.category_id = c.id AND cs.store_code = $1
                 WHERE c.id = u.entity_id
              ) found) END AS category
       FROM url_rewrite u
      WHERE u.store_code = $1 AND u.request_path = ANY($2::text[])
        AND CASE u.entity_type
              WHEN 'product' THEN EXISTS (
                SELECT 1 FROM product p
                 WHERE p.id = u.entity_id AND p.is_enabled AND p.visibility IN (2, 3, 4))
              WHEN 'category' THEN EXISTS (
                SELECT 1 FROM category c
                 WHERE c.id = u.entity_id AND c.is_active AND c.path LIKE '%/' || $3::text || '/%')
              ELSE true
            END`,
    [store.code, candidates, String(store.rootCategoryId)],
  );
  const row = candidates
    .map((candidate) => rows.find((found) => found.request_path === candidate))
    .find(Boolean);
  if (!row) return null;
  return {
    entityType: row.entity_type,
    entityId: Number(row.entity_id),
    redirectCode: Number(row.redirect_type),
    entity: row.product
      ? { product: toProduct(row.product) }
      : row.category
        ? { category: toCategory(row.category) }
        : null,
  };
}

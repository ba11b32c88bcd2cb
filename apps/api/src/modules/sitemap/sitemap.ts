import type { Queryable } from '../../db/database.js';
import type { Paging } from '../content/paging.js';
import { CMS_HOME_PAGE, CMS_NO_ROUTE_PAGE } from '../store/resolvers.js';

/** In the GraphQL type's shape (SitemapPage). */
export interface SitemapPageRow {
  type: 'CMS_PAGE' | 'LANDING_PAGE';
  identifier: string;
  relative_url: string;
}

/** In the GraphQL type's shape (SitemapProduct). */
export interface SitemapProductRow {
  sku: string;
  url_key: string;
}

export interface SitemapSlice<Row> {
  items: Row[];
  totalCount: number;
}

// Active pages with texts in the store view; the home page has its own place in a sitemap and
// the not-found page is no page to index.
const SITEMAP_PAGES = `
  SELECT 'CMS_PAGE' AS type, p.identifier, s.url_key AS relative_url, 0 AS kind, p.id
    FROM cms_page p JOIN cms_page_store s ON s.page_id = p.id AND s.store_code = $1
   WHERE p.is_active AND p.identifier <> ALL($2::text[])
  UNION ALL
  SELECT 'LANDING_PAGE', p.identifier, s.relative_url, 1, p.id
    FROM landing_page p JOIN landing_page_store s ON s.landing_page_id = p.id AND s.store_code = $1
   WHERE p.is_active`;

/** A page of the store view's CMS and landing pages, CMS pages first. */
export async function findSitemapPages(
  db: Queryable,
  storeCode: string,
  paging: Paging,
): Promise<SitemapSlice<SitemapPageRow>> {
  const excluded = [CMS_HOME_PAGE, CMS_NO_ROUTE_PAGE];
  const [rows, [count]] = await Promise.all([
    db.query<SitemapPageRow>(
      `SELECT type, identifier, relative_url FROM (${SITEMAP_PAGES}) pages
        ORDER BY kind, id LIMIT $3 OFFSET $4`,
      [storeCode, excluded, paging.pageSize, (paging.currentPage - 1) * paging.pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${SITEMAP_PAGES}) pages`, [
      storeCode,
      excluded,
    ]),
  ]);
  return {
    items: rows,
    totalCount: Number(count?.total ?? 0),
  };
}

// A product with a page of its own, as `route` finds it (route.ts): enabled, visibility 2, 3 or 4.
const SITEMAP_PRODUCTS = `
  FROM product p JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
 WHERE p.is_enabled AND p.visibility IN (2, 3, 4) AND ($2::text[] IS NULL OR p.sku = ANY($2::text[]))`;

/** A page of the store view's products that have a page, by id; `skus` narrows them. */
export async function findSitemapProducts(
  db: Queryable,
  storeCode: string,
  paging: Paging,
  skus: readonly string[] | null,
): Promise<SitemapSlice<SitemapProductRow>> {
  const [rows, [count]] = await Promise.all([
    db.query<SitemapProductRow>(
      `SELECT p.sku, ps.url_key ${SITEMAP_PRODUCTS} ORDER BY p.id LIMIT $3 OFFSET $4`,
      [storeCode, skus, paging.pageSize, (paging.currentPage - 1) * paging.pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${SITEMAP_PRODUCTS}`, [storeCode, skus]),
  ]);
  return {
    items: rows,
    totalCount: Number(count?.total ?? 0),
  };
}

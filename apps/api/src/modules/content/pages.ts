import type { Queryable } from '../../db/database.js';

/**
 * Routing override for `route(url)`: a page reached through an old url answers with the url it
 * lives at now and the redirect code (301/302). Without it a page answers its own url and 0.
 */
export interface RoutingOverride {
  /** The url to answer as `relative_url` (defaults to the page's own url). */
  relativeUrl?: string;
  /** The code to answer as `redirect_code` (defaults to 0). */
  redirectCode?: number;
}

/** A CMS page as one store view sees it; content is HTML as stored ({{media}} expanded by resolvers). */
export interface CmsPageRow extends RoutingOverride {
  id: number;
  identifier: string;
  urlKey: string;
  title: string;
  content: string;
  contentHeading: string | null;
  pageLayout: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

/** A landing page as one store view sees it; `productFilters` has the shape of `products(filter:)`. */
export interface LandingPageRow extends RoutingOverride {
  id: number;
  identifier: string;
  /** The page's own url in this store view (the `relative_url` when no override is given). */
  pageUrl: string;
  title: string;
  content: string | null;
  secondaryContent: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  productFilters: Record<string, unknown>;
}

const CMS_PAGE_COLUMNS = `p.id, p.identifier, p.page_layout, s.url_key, s.title, s.content, s.content_heading,
  s.meta_title, s.meta_description, s.meta_keywords`;

function toCmsPage(row: Record<string, unknown>): CmsPageRow {
  return {
    id: Number(row.id),
    identifier: String(row.identifier),
    urlKey: String(row.url_key),
    title: String(row.title),
    content: String(row.content ?? ''),
    contentHeading: (row.content_heading as string | null) ?? null,
    pageLayout: String(row.page_layout),
    metaTitle: (row.meta_title as string | null) ?? null,
    metaDescription: (row.meta_description as string | null) ?? null,
    metaKeywords: (row.meta_keywords as string | null) ?? null,
  };
}

async function findCmsPage(
  db: Queryable,
  storeCode: string,
  condition: string,
  value: unknown,
): Promise<CmsPageRow | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${CMS_PAGE_COLUMNS}
       FROM cms_page p JOIN cms_page_store s ON s.page_id = p.id AND s.store_code = $1
      WHERE p.is_active AND ${condition}`,
    [storeCode, value],
  );
  return row ? toCmsPage(row) : null;
}

/**
 * Contract for `route(url)` (CMS_PAGE): the active page with this id in the store view, or null
 * when it does not exist, is inactive or has no text in that store view. To answer a redirect,
 * return `{ ...page, relativeUrl: newUrl, redirectCode: 301 }`; the CmsPage resolvers use both.
 */
export function loadCmsPageById(db: Queryable, storeCode: string, id: number): Promise<CmsPageRow | null> {
  if (!Number.isInteger(id)) return Promise.resolve(null);
  return findCmsPage(db, storeCode, 'p.id = $2', id);
}

/** The active page with this identifier (e.g. 'about-us') in the store view, or null. */
export function loadCmsPageByIdentifier(
  db: Queryable,
  storeCode: string,
  identifier: string,
): Promise<CmsPageRow | null> {
  return findCmsPage(db, storeCode, 'p.identifier = $2', identifier);
}

/** The active page whose url key in this store view is `urlKey` (e.g. 'ueber-uns' in de), or null. */
export function loadCmsPageByUrlKey(
  db: Queryable,
  storeCode: string,
  urlKey: string,
): Promise<CmsPageRow | null> {
  return findCmsPage(db, storeCode, 's.url_key = $2', urlKey);
}

const LANDING_PAGE_COLUMNS = `p.id, p.identifier, p.product_filters, s.relative_url, s.title, s.content,
  s.secondary_content, s.meta_title, s.meta_description, s.meta_keywords`;

function toLandingPage(row: Record<string, unknown>): LandingPageRow {
  const filters =
    typeof row.product_filters === 'string' ? JSON.parse(row.product_filters) : row.product_filters;
  return {
    id: Number(row.id),
    identifier: String(row.identifier),
    pageUrl: String(row.relative_url),
    title: String(row.title),
    content: (row.content as string | null) ?? null,
    secondaryContent: (row.secondary_content as string | null) ?? null,
    metaTitle: (row.meta_title as string | null) ?? null,
    metaDescription: (row.meta_description as string | null) ?? null,
    metaKeywords: (row.meta_keywords as string | null) ?? null,
    productFilters: filters && typeof filters === 'object' ? (filters as Record<string, unknown>) : {},
  };
}

async function findLandingPage(
  db: Queryable,
  storeCode: string,
  condition: string,
  value: unknown,
): Promise<LandingPageRow | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${LANDING_PAGE_COLUMNS}
       FROM landing_page p JOIN landing_page_store s ON s.landing_page_id = p.id AND s.store_code = $1
      WHERE p.is_active AND ${condition}`,
    [storeCode, value],
  );
  return row ? toLandingPage(row) : null;
}

/**
 * Contract for `route(url)` (LANDING_PAGE): the active landing page with this id in the store
 * view, or null. For a redirect return `{ ...page, redirectCode: 301 }` (its `relative_url` is
 * already the page's current url; set `relativeUrl` to answer another one).
 */
export function loadLandingPageById(
  db: Queryable,
  storeCode: string,
  id: number,
): Promise<LandingPageRow | null> {
  if (!Number.isInteger(id)) return Promise.resolve(null);
  return findLandingPage(db, storeCode, 'p.id = $2', id);
}

export function loadLandingPageByIdentifier(
  db: Queryable,
  storeCode: string,
  identifier: string,
): Promise<LandingPageRow | null> {
  return findLandingPage(db, storeCode, 'p.identifier = $2', identifier);
}

/** By the page's url in the store view; a leading slash and a trailing '.html' or slash are ignored. */
export function loadLandingPageByRelativeUrl(
  db: Queryable,
  storeCode: string,
  relativeUrl: string,
): Promise<LandingPageRow | null> {
  const url = relativeUrl
    .trim()
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.html$/, '');
  return findLandingPage(db, storeCode, 's.relative_url = $2', url);
}

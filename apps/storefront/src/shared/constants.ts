// Fixed values of the spec (docs/BEHAVIOUR.md#limits) that are not deployment settings (those are in config/).

/** Products on the home page grid (the spec's page size of product list calls). */
export const HOME_PRODUCT_COUNT = 12;

/** The loading indicator stays on this long after a navigation ends (docs/BEHAVIOUR.md#pages-and-routes, #limits). */
export const LOADING_HIDE_DELAY_MS = 1000;

/** …and this long after the login, account and not-found transitions. */
export const LOADING_HIDE_DELAY_SHORT_MS = 500;

/** A script chunk that has not loaded after this long raises a load error (docs/BEHAVIOUR.md#error-texts, #limits). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Cache-Control of anonymous page data (and of a page's routes' headers): browsers revalidate,
 * shared caches (CDN, reverse proxy) keep it 5 minutes and may serve it 10 more while fetching a
 * fresh one.
 */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

/**
 * Cache-Control of an html document: the browser revalidates it, and no shared cache keeps it,
 * because its inline scripts run by a nonce of its own response (docs/SECURITY.md).
 */
export const DOCUMENT_CACHE_CONTROL = 'private, max-age=0';

/** Not-found answers are kept a short while only (the page may be published soon). */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** Failures are never kept. */
export const NO_STORE_CACHE_CONTROL = 'no-store';

/** Products of a landing page's filter shown on it (docs/BEHAVIOUR.md#api-calls: 15 per page, page 1). */
export const LANDING_PAGE_PRODUCT_COUNT = 15;

/** Best sellers shown on an anchor category and on the home page (docs/BEHAVIOUR.md#limits "Best sellers limit"). */
export const BESTSELLER_LIMIT = 10;

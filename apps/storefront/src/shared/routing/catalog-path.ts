// Catalogue urls (docs/BEHAVIOUR.md#dynamic-routing), parsed and built in this one place:
//   /kleding/dames/f/kleur:rood,blauw/price:10-50   category kleding/dames with two filters
//   /kleding/dames/f                                 the same category (a trailing /f is dropped)
//   /vitamine-c-1000.html                           a product, url key vitamine-c-1000
// Filter segments are `attribute_code:value,value` (values percent-encoded); they follow the
// marker segment `f` when the storefront builds them, and are accepted without it.

/** The segment that starts the filters of a category url. */
export const FILTER_MARKER = 'f';

/** Active filters by attribute code; the price filter is `price: ['from-to']`. */
export type CatalogFilters = Readonly<Record<string, readonly string[]>>;

export interface CatalogPath {
  /** The path without filters, e.g. '/kleding/dames' (what route(url) is asked about). */
  basePath: string;
  filters: CatalogFilters;
}

const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]*$/;
const PRODUCT_SUFFIX = '.html';

/** Splits a path (without language prefix) into its base path and its filter segments. */
export function parseCatalogPath(path: string): CatalogPath {
  const segments = path.split('/').filter((segment) => segment !== '');
  const base: string[] = [];
  const filters: Record<string, string[]> = {};
  let inFilters = false;
  for (const [index, segment] of segments.entries()) {
    if (segment.includes(':')) {
      inFilters = true;
      addFilterSegment(filters, segment);
    } else if (!inFilters && segment === FILTER_MARKER && segments.slice(index + 1).every(isFilterSegment)) {
      inFilters = true;
    } else if (!inFilters) {
      base.push(segment);
    }
    // A plain segment after the filters is not part of any url we build: ignored.
  }
  return { basePath: `/${base.join('/')}`, filters };
}

/** The url of a category (its '/' + url_path) with filters; inverse of parseCatalogPath. */
export function buildCatalogPath(basePath: string, filters: CatalogFilters = {}): string {
  const base = `/${basePath.split('/').filter(Boolean).join('/')}`;
  const segments = Object.keys(filters)
    .filter((code) => ATTRIBUTE_CODE.test(code))
    .sort()
    .flatMap((code) => {
      const values = [...new Set((filters[code] ?? []).filter((value) => value !== ''))].sort();
      return values.length === 0 ? [] : [`${code}:${values.map(encodeURIComponent).join(',')}`];
    });
  if (segments.length === 0) return base;
  return `${base === '/' ? '' : base}/${FILTER_MARKER}/${segments.join('/')}`;
}

function isFilterSegment(segment: string): boolean {
  return segment.includes(':');
}

function addFilterSegment(filters: Record<string, string[]>, segment: string): void {
  const colon = segment.indexOf(':');
  const code = safeDecode(segment.slice(0, colon));
  if (!code || !ATTRIBUTE_CODE.test(code)) return;
  const values = segment
    .slice(colon + 1)
    .split(',')
    .map(safeDecode)
    .filter((value): value is string => value !== undefined && value !== '');
  if (values.length === 0) return;
  const list = filters[code] ?? [];
  for (const value of values) if (!list.includes(value)) list.push(value);
  filters[code] = list;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Product urls end in '.html'. */
export function isProductPath(path: string): boolean {
  return lastSegment(path).endsWith(PRODUCT_SUFFIX);
}

/** The product url key of a path: its last segment with '.html' removed. */
export function productUrlKey(path: string): string | undefined {
  const last = safeDecode(lastSegment(path));
  if (!last) return undefined;
  const key = last.endsWith(PRODUCT_SUFFIX) ? last.slice(0, -PRODUCT_SUFFIX.length) : last;
  return key === '' ? undefined : key;
}

/** The url of a product by its url key. */
export function buildProductPath(urlKey: string): string {
  return `/${encodeURIComponent(urlKey)}${PRODUCT_SUFFIX}`;
}

/** A relative url as the api writes it ('kleding/dames', '/x.html') as a storefront path. */
export function pathOfRelativeUrl(relativeUrl: string): string {
  const [path = ''] = relativeUrl.split(/[?#]/);
  return `/${path.replace(/^\/+/, '')}`;
}

function lastSegment(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}

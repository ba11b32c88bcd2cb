import type { Queryable } from '../../db/database.js';
import { encodeUid } from '../../uid.js';
import {
  type ListingPage,
  type ListingRequest,
  ListingSql,
  PRICE_SQL,
  type SortField,
  STARS_SQL,
} from './listing.js';
import type { SearchAttempt } from './search.js';

export interface AggregationOptionModel {
  label: string;
  value: string;
  count: number;
  swatch: { type: string; value: string } | null;
}

/** One group of the layered navigation (Magento's `Aggregation`). */
export interface AggregationModel {
  attributeCode: string;
  label: string;
  position: number;
  options: AggregationOptionModel[];
  minValue: number | null;
  maxValue: number | null;
  /** A filter on this group is active. */
  filtered: boolean;
}

export interface AggregationOptions {
  /** The category group lists only direct subcategories (else every level below). */
  directChildrenOnly: boolean;
  /** The store's root category: the category group lists categories below it without a category filter. */
  rootCategoryId: number;
  mediaBaseUrl: string;
  language: string;
}

const CATEGORY_LABEL: Record<string, string> = { de: 'Kategorie', nl: 'Categorie', en: 'Category' };
const RATING_LABEL: Record<string, string> = { de: 'Bewertung', nl: 'Beoordeling', en: 'Rating' };
const STARS_LABEL: Record<string, (stars: number) => string> = {
  de: (stars) => (stars === 1 ? '1 Stern' : `${stars} Sterne`),
  nl: (stars) => (stars === 1 ? '1 ster' : `${stars} sterren`),
  en: (stars) => (stars === 1 ? '1 star' : `${stars} stars`),
};

/**
 * The most products an answer names as what it depends on (the response cache forgets it when one
 * of them changes). A larger set is not named: its answer is forgotten on any change, which in a
 * set of thousands is soon anyway, and naming them cost more than computing the answer's page
 * (a search matching 17 801 products: about 5 ms of the api's CPU for their ids alone).
 */
export const MAX_NAMED_MEMBERS = 1000;

interface AggregationRow {
  kind: 'price' | 'bucket' | 'attribute' | 'rating' | 'category' | 'total' | 'page' | 'members' | 'sort';
  code: string | null;
  value: string | null;
  label: string | null;
  count: number;
  position: number | null;
  swatch: string | null;
  low: string | null;
  high: string | null;
}

/**
 * Every aggregation of the filtered set in ONE statement — with `withPage` also the page's ids
 * and the total, so that a listing with aggregations costs one statement for all of it. Each
 * product carries a bit mask of the facet filters (attributes, price, rating) it misses; an
 * attribute's options count the products that miss no filter except the attribute's own, so
 * choosing another option of an attribute already filtered by shows what it would give
 * (Magento's multi-select semantics); the price range ignores the price filter likewise.
 */
export async function loadAggregations(
  db: Queryable,
  request: ListingRequest,
  attempt: SearchAttempt | undefined,
  options: AggregationOptions,
  withPage: boolean,
): Promise<{ aggregations: AggregationModel[]; page?: ListingPage; categorySortBy?: string | null }> {
  const sql = new ListingSql(request, attempt);
  const facetKeys = [...sql.facets.keys()];
  const bit = (key: string) => {
    const index = facetKeys.indexOf(key);
    return index < 0 ? 0 : 2 ** index;
  };
  const misses = facetKeys.length
    ? facetKeys
        .map((key, index) => `(CASE WHEN ${sql.facets.get(key)} THEN 0 ELSE ${2 ** index} END)`)
        .join(' + ')
    : '0';
  const codes = request.attributes.map((attribute) => attribute.code);
  const attributeBits = request.attributes
    .filter((attribute) => bit(attribute.code) > 0)
    .map((attribute) => `WHEN ${sql.param(attribute.code)} THEN ${bit(attribute.code)}`);
  const ownBit = attributeBits.length
    ? `(CASE ao.attribute_code ${attributeBits.join(' ')} ELSE 0 END)`
    : '0';
  const onlyCategory =
    request.filters.categoryIds?.length === 1 && !request.filters.categoryUrlPaths
      ? request.filters.categoryIds[0]
      : undefined;
  const listed = sql.param(onlyCategory ?? options.rootCategoryId);
  // A category narrowed to one more (category_id with category_uid): the group lists the
  // categories below the deeper of the two.
  const narrowedTo =
    onlyCategory !== undefined && request.filters.alsoInCategoryIds?.length === 1
      ? request.filters.alsoInCategoryIds[0]
      : undefined;
  const parent =
    narrowedTo === undefined
      ? listed
      : `(SELECT id FROM category WHERE id IN (${listed}, ${sql.param(narrowedTo)}) ORDER BY level DESC, id LIMIT 1)`;
  // For a category a product is in, the categories below the parent it counts for: the one on its
  // path right below the parent (direct children), or every one on its path below the parent; an
  // active category counts its own products, and those of its descendants only when it is an anchor.
  const countedFor = options.directChildrenOnly
    ? `SELECT split_part(c.path, '/', parent.level + 2)::int AS id`
    : `SELECT a.id FROM unnest(string_to_array(c.path, '/')::int[]) WITH ORDINALITY AS a (id, depth)
        WHERE a.depth > parent.level + 1`;
  // Products that miss no facet filter except the one(s) in `except` (bit mask); without facet
  // filters every product qualifies (no condition: better row estimates for the planner).
  const qualifies = (column: string, except: string) =>
    facetKeys.length ? `${column} & ~${except} = 0` : 'true';

  // The page: sort columns in the candidate rows, the page's ids with their order and the total.
  const sortColumns: Record<SortField, string> = {
    relevance: 'relevance',
    position: 'position',
    name: 'name',
    price: 'price',
    created_at: 'created_at',
    num_sales: 'num_sales',
  };
  const expressions = sql.sortExpressions();
  // Relevance (ts_rank reads every matching text) only when the page is sorted by it.
  const byRelevance =
    request.search !== undefined &&
    (request.sort.length === 0 || request.sort.some((entry) => entry.field === 'relevance'));
  // A search in its own order needs no other sort column in every candidate row (the rows of a
  // broad search are many, and each column makes them wider).
  const byRelevanceOnly = request.search !== undefined && request.sort.length === 0;
  const pageColumns = !withPage
    ? ''
    : byRelevanceOnly
      ? `, ${expressions.relevance} AS relevance`
      : `, ${byRelevance ? expressions.relevance : '0'} AS relevance, ${expressions.position} AS position, ${expressions.name} AS name,
       ${expressions.created_at} AS created_at, ${expressions.num_sales} AS num_sales`;
  const order = withPage ? sql.orderBy(sortColumns, 'id') : '';
  // Without facet filters the candidates are the set itself: no copy of them. On the postings path
  // with facet filters, the set's own candidates are others than those the aggregations count.
  const matched = sql.baseHits
    ? `matched AS (SELECT ps.product_id AS id ${pageColumns} FROM ${sql.from} WHERE ${sql.where()}),`
    : facetKeys.length
      ? `matched AS (SELECT * FROM cand WHERE ${qualifies('misses', '0')}),`
      : '';
  const matchedRows = facetKeys.length ? 'matched' : 'cand';
  const pageParts = withPage
    ? {
        ctes: `
     ${matched}
     page AS (${sql.pageRows(matchedRows, order)}),`,
        rows: `
     UNION ALL
     SELECT 'total', NULL, NULL, NULL, ${sql.total(`(SELECT count(*) FROM ${matchedRows})`)}::int, NULL, NULL, NULL, NULL
     UNION ALL
     SELECT 'page', NULL, id::text, NULL, 0, place::int, NULL, NULL, NULL FROM page
     UNION ALL
     -- Every product of the set before the facet filters, what the answer depends on: up to one
     -- more than the most an answer names (MAX_NAMED_MEMBERS).
     SELECT 'members', NULL, string_agg(id::text, ','), NULL, ${sql.baseTotal() ?? 0}, NULL, NULL, NULL, NULL
       FROM (SELECT id FROM cand LIMIT ${MAX_NAMED_MEMBERS + 1}) named
     UNION ALL
     -- The category's own default sort field, for sort_fields (no statement of its own).
     SELECT 'sort', NULL, default_sort_by, NULL, 0, NULL, NULL, NULL, NULL FROM category WHERE id = ${listed}
        AND ${onlyCategory !== undefined ? 'true' : 'false'}`,
      }
    : { ctes: '', rows: '' };

  const rows = await db.query<AggregationRow>(
    `WITH ${sql.withHits()} cand AS MATERIALIZED (
       SELECT ps.product_id AS id, ${PRICE_SQL} AS price, ${STARS_SQL} AS stars, ${misses} AS misses,
              ppi.option_ids, ppi.category_ids ${pageColumns}
         FROM ${sql.from}
        WHERE ${sql.baseWhere()}
     ),${pageParts.ctes}
     -- The prices in one pass: counted per unit below 10 and per ten from 10 on, with each group's
     -- lowest and highest. The range is their lowest and highest; the buckets of every range width
     -- (10^n, or 1 below a highest price of 10) are sums of these groups (priceBuckets).
     price_units AS MATERIALIZED (
       SELECT CASE WHEN price < 10 THEN floor(price) ELSE 10 * floor(price / 10) END::bigint AS unit,
              count(*)::int AS n, min(price) AS low, max(price) AS high
         FROM cand
        WHERE ${qualifies('misses', String(bit('price')))} AND price IS NOT NULL
        GROUP BY 1
     ),
     -- The option ids of each product come with its index row (migration 0010). The candidates are
     -- grouped by their option ids and missed filters first (a broad search's thousands of products
     -- have about a hundred such groups), then each group's ids are unnested (in the select list,
     -- which costs less than a function scan in FROM) and counted by option id, weighted by the
     -- group's products, and joined to the few options counted (an option's own attribute is looked
     -- up per group only when a facet filter is active).
     option_sets AS (
       SELECT option_ids, misses, count(*)::int AS n FROM cand GROUP BY option_ids, misses
     ),
     options AS (
       SELECT ao.attribute_code AS code, ao.id AS option_id, o.n
         FROM (SELECT u.id, sum(u.n)::int AS n
                 FROM (SELECT unnest(option_ids) AS id, misses, n FROM option_sets) u
                 ${facetKeys.length ? 'JOIN attribute_option ao ON ao.id = u.id' : ''}
                WHERE ${qualifies('u.misses', ownBit)}
                GROUP BY u.id) o
         JOIN attribute_option ao ON ao.id = o.id
        WHERE ao.attribute_code = ANY(${sql.param(codes)}::text[])
     ),
     ratings AS (
       SELECT stars, count(*)::int AS n FROM cand
        WHERE ${qualifies('misses', String(bit('rating_summary')))} AND stars > 0 GROUP BY stars
     ),
     parent AS (SELECT id, path, level FROM category WHERE id = ${parent}),
     -- The category counts, worked out once per distinct set of categories rather than per product:
     -- the candidates are grouped by their category ids (a broad search's thousands of products have
     -- a few hundred sets), each set is expanded to the categories it counts for (countedFor), each
     -- once, and a category's count is the sum of its sets' products. Worked out from the category
     -- path, without joining category lists (whose row counts PostgreSQL cannot foresee).
     category_sets AS MATERIALIZED (
       SELECT row_number() OVER () AS set_id, category_ids, n
         FROM (SELECT category_ids, count(*)::int AS n
                 FROM cand
                WHERE ${qualifies('misses', '0')}
                  -- nothing to count below a category without subcategories
                  AND EXISTS (SELECT 1 FROM category k WHERE k.parent_id = ${parent} AND k.is_active)
                GROUP BY category_ids) grouped
     ),
     counted_sets AS (
       SELECT DISTINCT s.set_id, s.n, counted.id
         FROM category_sets s
         CROSS JOIN LATERAL unnest(s.category_ids) AS assigned (category_id)
         JOIN category c ON c.id = assigned.category_id
         CROSS JOIN parent
         CROSS JOIN LATERAL (${countedFor}) counted
        WHERE c.path LIKE parent.path || '/%'
          AND ((counted.id = c.id AND counted.id = ANY(ARRAY(SELECT id FROM category WHERE is_active)))
               OR counted.id = ANY(ARRAY(SELECT id FROM category WHERE is_active AND is_anchor)))
     ),
     categories AS (SELECT id, sum(n)::int AS n FROM counted_sets GROUP BY id)
     SELECT 'price' AS kind, NULL AS code, NULL AS value,
            (SELECT label FROM attribute_store WHERE attribute_code = 'price' AND store_code = $1) AS label,
            sum(n)::int AS count, NULL::int AS position, NULL AS swatch, min(low)::text AS low, max(high)::text AS high
       FROM price_units
     HAVING count(*) > 0
     UNION ALL
     SELECT 'bucket', NULL, unit::text, NULL, n, NULL, NULL, NULL, NULL FROM price_units
     UNION ALL
     SELECT 'attribute', o.code, o.option_id::text, os.label, o.n, ao.position, ao.swatch_value, NULL, ast.label
       FROM options o
       JOIN attribute_option ao ON ao.id = o.option_id
       LEFT JOIN attribute_option_store os ON os.option_id = o.option_id AND os.store_code = $1
       LEFT JOIN attribute_store ast ON ast.attribute_code = o.code AND ast.store_code = $1
     UNION ALL
     SELECT 'rating', NULL, stars::text, NULL, n, NULL, NULL, NULL, NULL FROM ratings
     UNION ALL
     SELECT 'category', NULL, k.id::text, cs.name, k.n, c.position, NULL, c.level::text, NULL
       FROM categories k
       JOIN category c ON c.id = k.id
       JOIN category_store cs ON cs.category_id = k.id AND cs.store_code = $1
     ${pageParts.rows}`,
    sql.params,
  );
  const aggregations = buildAggregations(rows, request, sql, options);
  if (!withPage) return { aggregations };
  const ids = rows
    .filter((row) => row.kind === 'page')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((row) => Number(row.value));
  const totalCount = rows.find((row) => row.kind === 'total')?.count ?? 0;
  const membersRow = rows.find((row) => row.kind === 'members');
  const members = (membersRow?.value ?? '').split(',').filter(Boolean).map(Number);
  const sort = rows.find((row) => row.kind === 'sort');
  return {
    aggregations,
    page: {
      ids,
      totalCount,
      attempt,
      // A search answered from the postings reads only its candidates: all of its set before the
      // facet filters when that is no larger.
      ...(members.length <= MAX_NAMED_MEMBERS && (!sql.hits || (membersRow?.count ?? 0) <= members.length)
        ? { members }
        : {}),
    },
    ...(sort ? { categorySortBy: sort.value } : {}),
  };
}

function buildAggregations(
  rows: AggregationRow[],
  request: ListingRequest,
  sql: ListingSql,
  options: AggregationOptions,
): AggregationModel[] {
  const result: AggregationModel[] = [];
  const language = options.language in CATEGORY_LABEL ? options.language : 'en';

  const categories = rows
    .filter((row) => row.kind === 'category')
    // Shallower first, then by position (the category level travels in `low`).
    .sort(
      (a, b) =>
        Number(a.low) - Number(b.low) ||
        (a.position ?? 0) - (b.position ?? 0) ||
        Number(a.value) - Number(b.value),
    );
  if (categories.length > 0) {
    result.push({
      attributeCode: 'category_uid',
      label: CATEGORY_LABEL[language] ?? 'Category',
      position: -1,
      options: categories.map((row) => ({
        label: String(row.label),
        value: encodeUid(String(row.value)),
        count: row.count,
        swatch: null,
      })),
      minValue: null,
      maxValue: null,
      filtered: sql.inCategory,
    });
  }

  const price = rows.find((row) => row.kind === 'price');
  if (price) {
    const attribute = request.attributes.find((candidate) => candidate.code === 'price');
    result.push({
      attributeCode: 'price',
      label: price.label ?? 'Price',
      position: attribute?.position ?? 0,
      options: priceBuckets(
        rows.filter((row) => row.kind === 'bucket'),
        Number(price.high),
      ),
      minValue: Number(price.low),
      maxValue: Number(price.high),
      filtered: sql.facets.has('price'),
    });
  }

  for (const attribute of request.attributes) {
    const optionRows = rows
      .filter((row) => row.kind === 'attribute' && row.code === attribute.code)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || Number(a.value) - Number(b.value));
    if (optionRows.length === 0) continue;
    result.push({
      attributeCode: attribute.code,
      label: optionRows[0]?.high ?? attribute.code,
      position: attribute.position,
      options: optionRows.map((row) => ({
        label: row.label ?? String(row.value),
        value: String(row.value),
        count: row.count,
        swatch: swatch(attribute.swatchType, row, options.mediaBaseUrl),
      })),
      minValue: null,
      maxValue: null,
      filtered: sql.facets.has(attribute.code),
    });
  }

  const ratings = rows
    .filter((row) => row.kind === 'rating')
    .sort((a, b) => Number(b.value) - Number(a.value));
  if (ratings.length > 0) {
    const stars = STARS_LABEL[language] ?? ((count: number) => `${count}`);
    result.push({
      attributeCode: 'rating_summary',
      label: RATING_LABEL[language] ?? 'Rating',
      position: 1000,
      options: ratings.map((row) => ({
        label: stars(Number(row.value)),
        value: String(row.value),
        count: row.count,
        swatch: null,
      })),
      minValue: null,
      maxValue: null,
      filtered: sql.facets.has('rating_summary'),
    });
  }
  return result.sort((a, b) => a.position - b.position);
}

/**
 * Magento's automatic price ranges: the range is 10 to the power of (digits of the highest
 * price − 1), made ten times smaller while it is above 10 and gives fewer than two buckets.
 * A bucket `from_to` holds the prices from `from` up to below `to`. `units` count the prices per
 * unit below 10 and per ten from 10 on.
 */
function priceBuckets(units: AggregationRow[], highest: number): AggregationOptionModel[] {
  if (units.length === 0) return [];
  // A unit's value is its lowest possible price; every range width is a power of ten no finer than
  // the units, so each unit falls in one bucket of it.
  const finest = highest >= 10 ? 10 : 1;
  const digits = String(Math.max(Math.floor(highest), 1)).length;
  let chosen: Map<number, number> | undefined;
  let chosenSize = finest;
  for (let size = 10 ** (digits - 1); size >= finest; size /= 10) {
    const counts = new Map<number, number>();
    for (const unit of units) {
      const bucket = Math.floor(Number(unit.value) / size);
      counts.set(bucket, (counts.get(bucket) ?? 0) + unit.count);
    }
    chosen = counts;
    chosenSize = size;
    if (counts.size >= 2) break;
  }
  return [...(chosen ?? [])]
    .sort(([a], [b]) => a - b)
    .map(([bucket, count]) => {
      const from = formatAmount(bucket * chosenSize);
      const to = formatAmount((bucket + 1) * chosenSize);
      return { label: `${from}-${to}`, value: `${from}_${to}`, count, swatch: null };
    });
}

function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

function swatch(
  type: 'color' | 'image' | 'text' | null,
  row: AggregationRow,
  mediaBaseUrl: string,
): AggregationOptionModel['swatch'] {
  if (!type) return null;
  if (type === 'text') return { type, value: row.swatch ?? row.label ?? String(row.value) };
  if (!row.swatch) return null;
  return { type, value: type === 'image' ? `${mediaBaseUrl}${row.swatch}` : row.swatch };
}

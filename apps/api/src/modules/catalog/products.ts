import type { Queryable } from '../../db/database.js';
import type {
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
} from '../../generated/resolvers-types.js';
import { type AggregationModel, type AggregationOptions, loadAggregations } from './aggregations.js';
import {
  checkPage,
  countListing,
  type ListingOptions,
  type ListingPage,
  type ListingRequest,
  ListingSql,
  type ListingStore,
  listingPage,
  parseListing,
  refreshStalePrices,
} from './listing.js';
import { firstThatFinds } from './search.js';

export { MAX_PAGE_SIZE } from './listing.js';

export type ProductType = 'simple' | 'configurable' | 'bundle' | 'grouped';

export interface PriceBounds {
  regular: number;
  final: number;
}

/** A product as one store view sees it, with the price range over its children where it has them. */
export interface ProductRow {
  id: number;
  sku: string;
  typeId: ProductType;
  name: string;
  urlKey: string;
  inStock: boolean;
  minimumPrice: PriceBounds;
  maximumPrice: PriceBounds;
  imageFile: string | null;
  imageLabel: string | null;
  /**
   * Set by `route(url)` when the url asked for is an old url of the product (301/302): the
   * product's `redirect_code`. Absent (0) everywhere else.
   */
  redirectCode?: number;
}

export interface ProductSearchArgs {
  search?: string | null;
  filter?: ProductAttributeFilterInput | null;
  sort?: ProductAttributeSortInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

/** Restrictions a caller adds beyond the GraphQL arguments (brand pages, the part finder). */
export type ProductSearchOptions = ListingOptions;

export interface ProductPage {
  items: ProductRow[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
  /** The search behind the page, for its aggregations, sort fields and suggestions. */
  listing: ProductListing;
}

/**
 * What a field of type `Products` answers. `listing` is the search behind the page; without it
 * (a plain list) `aggregations` and `suggestions` are empty.
 */
export interface ProductsResult {
  items: ProductRow[];
  total_count: number;
  page_info: { page_size: number; current_page: number; total_pages: number };
  listing?: ProductListing;
}

/** A `Products` answer for a page of `searchProducts` (brand pages, landing pages, part finder …). */
export function toProductsResult(page: ProductPage): ProductsResult {
  return {
    items: page.items,
    total_count: page.totalCount,
    page_info: { page_size: page.pageSize, current_page: page.currentPage, total_pages: page.totalPages },
    listing: page.listing,
  };
}

/**
 * One `products` request: checked arguments, its page and, when asked for, its aggregations.
 * Statements: the page's ids with the total (with the aggregations when the query selects them:
 * still one statement), then the page's rows — whatever the page size. Results are kept, so every
 * field of the answer shares them.
 */
export class ProductListing {
  private pagePromise: Promise<ListingPage> | undefined;
  private sortByPromise: Promise<string | null | undefined> | undefined;
  private readonly aggregationPromises = new Map<string, Promise<AggregationModel[]>>();

  private constructor(
    readonly db: Queryable,
    readonly request: ListingRequest,
  ) {}

  /** Checks the arguments; bad input throws a `graphql-input` error naming the argument. */
  static async create(
    db: Queryable,
    store: ListingStore,
    args: ProductSearchArgs,
    options: ProductSearchOptions = {},
  ): Promise<ProductListing> {
    const request = await parseListing(db, store, args, options);
    refreshStalePrices(db);
    return new ProductListing(db, request);
  }

  /**
   * Starts the page together with the aggregations, in one statement. A search that finds
   * nothing tries its typo fallbacks (search.ts, firstThatFinds), each again in one statement.
   */
  startWithAggregations(options: AggregationOptions): void {
    if (this.pagePromise) return;
    const combined = (async () => {
      const result = await firstThatFinds(
        this.db,
        this.request.store,
        this.request.search,
        async (attempt) => {
          const { aggregations, page, categorySortBy } = await loadAggregations(
            this.db,
            this.request,
            attempt,
            options,
            true,
          );
          if (!page) throw new Error('the listing statement answered no page');
          return { aggregations, page, categorySortBy, totalCount: page.totalCount };
        },
      );
      checkPage(this.request, result.totalCount);
      return result;
    })();
    this.pagePromise = combined.then((result) => result.page);
    this.sortByPromise = combined.then((result) => result.categorySortBy).catch(() => undefined);
    const aggregations = combined.then((result) => result.aggregations);
    // Whoever awaits the page reports a failure; the aggregations must not report it again.
    aggregations.catch(() => {});
    this.aggregationPromises.set(aggregationKey(options), aggregations);
  }

  /**
   * The default sort field of the one category filtered by (null: none of its own), when the
   * listing statement answered it; undefined when it did not.
   */
  async categorySortBy(): Promise<string | null | undefined> {
    return this.sortByPromise ? await this.sortByPromise : undefined;
  }

  /** Ids of the page and the total; a page beyond the last is an error saying how many there are. */
  page(): Promise<ListingPage> {
    this.pagePromise ??= listingPage(this.db, this.request);
    return this.pagePromise;
  }

  async result(): Promise<ProductPage> {
    const { pageSize, currentPage, search } = this.request;
    let items: ProductRow[] | undefined;
    if (!this.pagePromise && search === undefined) {
      const combined = pageWithRows(this.db, this.request);
      this.pagePromise = combined.then((result) => result.page);
      // The failure reaches the caller below; the page's own promise must not report it again.
      this.pagePromise.catch(() => {});
      items = (await combined).items;
    }
    const page = await this.page();
    return {
      items: items ?? (await loadProducts(this.db, this.request.store.code, page.ids)),
      totalCount: page.totalCount,
      pageSize,
      currentPage,
      totalPages: Math.ceil(page.totalCount / pageSize),
      listing: this,
    };
  }

  /**
   * Every product of the set before its facet filters (attributes, price, rating), from which
   * the total, the order, the page and the aggregations are computed: the products an answer of
   * this listing depends on. Undefined when the listing statement did not answer them, or the
   * set is too large to name.
   */
  async members(): Promise<number[] | undefined> {
    const page = await this.page();
    if (page.members) return page.members;
    // Without facet filters, a first page that holds the whole set is the set.
    const { currentPage, pageSize } = this.request;
    const wholeSet = currentPage === 1 && page.totalCount <= pageSize;
    return wholeSet && new ListingSql(this.request, page.attempt).facets.size === 0 ? page.ids : undefined;
  }

  /** The aggregations of the whole filtered set (with the search attempt the page found its products with). */
  aggregations(options: AggregationOptions): Promise<AggregationModel[]> {
    const key = aggregationKey(options);
    let promise = this.aggregationPromises.get(key);
    if (!promise) {
      promise = this.page().then(
        async (page) =>
          (await loadAggregations(this.db, this.request, page.attempt, options, false)).aggregations,
      );
      this.aggregationPromises.set(key, promise);
    }
    return promise;
  }

  /**
   * The search's correction (search.ts, searchAttempts), when the text as typed found nothing:
   * the text the products were found with, or for a search without results the correction that
   * found nothing either ("did you mean"). Magento answers suggestions only for a search without
   * results; a shop that shows another text's products says which text they are for.
   */
  async suggestions(): Promise<string[]> {
    const { search } = this.request;
    if (!search) return [];
    const corrected = (await this.page()).attempt?.text;
    return corrected && corrected !== search ? [corrected] : [];
  }
}

function aggregationKey(options: AggregationOptions): string {
  return options.directChildrenOnly ? 'direct' : 'all';
}

/**
 * One page of `products` for callers outside GraphQL's `products` field (brand pages, landing
 * pages, the part finder): the same arguments, checks and answer.
 */
export async function searchProducts(
  db: Queryable,
  store: ListingStore,
  args: ProductSearchArgs,
  options: ProductSearchOptions = {},
): Promise<ProductPage> {
  return (await ProductListing.create(db, store, args, options)).result();
}

/** The columns toProduct reads, over `product p` and the joins of productRowJoins. */
export const PRODUCT_ROW_COLUMNS = `p.id, p.sku, p.type_id, ps.name, ps.url_key,
            coalesce(ppi.min_regular, live.min_regular) AS min_regular,
            coalesce(ppi.min_final, live.min_final) AS min_final,
            coalesce(ppi.max_regular, live.max_regular) AS max_regular,
            coalesce(ppi.max_final, live.max_final) AS max_final,
            coalesce(ppi.in_stock, live.in_stock) AS in_stock,
            media.file AS image_file, media.label AS image_label`;

/**
 * The joins of a product row to `product p`: its texts in the store view (`store` is the
 * placeholder of the store code), its price range from the price index row while it holds (migrations 0010, 0028),
 * else from the definition itself, and its first image.
 */
export function productRowJoins(store: string): string {
  return `JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = ${store}
       LEFT JOIN product_price_index ppi ON ppi.product_id = p.id AND current_date < ppi.valid_until
       -- fenced (OFFSET 0) so that the range is computed only without an index row that holds
       LEFT JOIN LATERAL (
         SELECT * FROM product_price_range_of(p.id) WHERE ppi.product_id IS NULL OFFSET 0
       ) live ON true
       LEFT JOIN LATERAL (
         SELECT file, label FROM product_media
          WHERE product_id = p.id AND NOT disabled ORDER BY position, id LIMIT 1
       ) media ON true`;
}

/** Rows for the given ids in the given order; unknown ids are left out. One statement. */
export async function loadProducts(db: Queryable, storeCode: string, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${PRODUCT_ROW_COLUMNS}
       FROM product p ${productRowJoins('$1')}
      WHERE p.id = ANY($2::int[])`,
    [storeCode, ids],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page without a search (no typo fallbacks to try): its ids, total and rows in one statement
 * (two for a page beyond the last), instead of the page and then its rows.
 */
async function pageWithRows(
  db: Queryable,
  request: ListingRequest,
): Promise<{ page: ListingPage; items: ProductRow[] }> {
  const sql = new ListingSql(request, undefined);
  const order = sql.orderBy();
  const rows = await db.query<Record<string, unknown>>(
    `WITH page AS (
       SELECT ps.product_id AS id, count(*) OVER ()::int AS total, row_number() OVER (ORDER BY ${order}) AS n
         FROM ${sql.from}
        WHERE ${sql.where()}
        ORDER BY ${order}
        ${sql.limit()}
     )
     SELECT page.total, ${PRODUCT_ROW_COLUMNS}
       FROM page JOIN product p ON p.id = page.id ${productRowJoins('$1')}
      ORDER BY page.n`,
    sql.params,
  );
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && request.currentPage > 1) totalCount = await countListing(db, request, undefined);
  checkPage(request, totalCount);
  const items = rows.map(toProduct);
  return { page: { ids: items.map((item) => item.id), totalCount, attempt: undefined }, items };
}

export function toProduct(row: Record<string, unknown>): ProductRow {
  // A composite product without purchasable children has no range: it costs nothing and is out of stock.
  const amount = (column: string) => Number(row[column] ?? 0);
  return {
    id: Number(row.id),
    sku: String(row.sku),
    typeId: row.type_id as ProductType,
    name: String(row.name),
    urlKey: String(row.url_key),
    inStock: row.in_stock === true,
    minimumPrice: { regular: amount('min_regular'), final: amount('min_final') },
    maximumPrice: { regular: amount('max_regular'), final: amount('max_final') },
    imageFile: (row.image_file as string | null) ?? null,
    imageLabel: (row.image_label as string | null) ?? null,
  };
}

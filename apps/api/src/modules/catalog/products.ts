import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';
import type {
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
} from '../../generated/resolvers-types.js';
import { decodeUid } from '../../uid.js';
import { equalityValues } from './categories.js';

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
}

export const MAX_PAGE_SIZE = 100;

export interface ProductSearchArgs {
  search?: string | null;
  filter?: ProductAttributeFilterInput | null;
  sort?: ProductAttributeSortInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

export interface ProductPage {
  items: ProductRow[];
  totalCount: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
}

/** The lowest price a shopper pays for the product today (over its children where it has them). */
const MIN_FINAL_PRICE = '(SELECT min_final FROM product_price_range(p))';

/**
 * One page of `products`: a count, the page's ids, then the page's rows. Three statements
 * whatever the page size, so a larger page never means more round trips.
 */
export async function searchProducts(
  db: Queryable,
  store: { code: string; searchConfig: string },
  args: ProductSearchArgs,
): Promise<ProductPage> {
  const pageSize = args.pageSize ?? 20;
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

  const params: unknown[] = [store.code];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const searchText = args.search?.trim() ? searchQuery(args.search) : undefined;
  if (args.search?.trim() && !searchText) {
    return { items: [], totalCount: 0, pageSize, currentPage, totalPages: 0 };
  }
  // Magento visibility: catalogue listings show 2 and 4, search results 3 and 4.
  const conditions = ['p.is_enabled', searchText ? 'p.visibility IN (3, 4)' : 'p.visibility IN (2, 4)'];
  let relevance = '0';
  if (searchText) {
    const query = `to_tsquery(${param(store.searchConfig)}::regconfig, ${param(searchText)})`;
    conditions.push(`ps.search_vector @@ ${query}`);
    relevance = `ts_rank(ps.search_vector, ${query})`;
  }
  const filter = args.filter ?? {};
  const urlKeys = equalityValues(filter.url_key);
  if (urlKeys) conditions.push(`ps.url_key = ANY(${param(urlKeys)}::text[])`);
  const skus = equalityValues(filter.sku);
  if (skus) conditions.push(`p.sku = ANY(${param(skus)}::text[])`);
  const categoryIds = [
    ...(equalityValues(filter.category_id) ?? []),
    ...(equalityValues(filter.category_uid) ?? []).map(decodeUid),
  ];
  let position = 'p.id';
  if (filter.category_id || filter.category_uid) {
    const ids = categoryIds.map((value) => {
      const id = Number(value);
      if (!Number.isInteger(id))
        throw inputError(`filter.category_id must hold category ids; got "${value}"`);
      return id;
    });
    // Anchor categories list the products of all their descendants too.
    const inCategory = `FROM category_product cp
        JOIN category c ON c.id = cp.category_id
        JOIN category f ON f.id = ANY(${param(ids)}::int[])
       WHERE cp.product_id = p.id AND (c.id = f.id OR (f.is_anchor AND c.path LIKE f.path || '/%'))`;
    conditions.push(`EXISTS (SELECT 1 ${inCategory})`);
    position = `(SELECT min(cp.position) ${inCategory})`;
  }
  if (filter.price?.from) conditions.push(`${MIN_FINAL_PRICE} >= ${param(priceBound(filter.price.from))}`);
  if (filter.price?.to) conditions.push(`${MIN_FINAL_PRICE} <= ${param(priceBound(filter.price.to))}`);
  const name = filter.name?.match?.trim();
  if (name) conditions.push(`ps.name ILIKE ${param(`%${name.replace(/[%_\\]/g, '\\$&')}%`)}`);

  const from = `FROM product p JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
               WHERE ${conditions.join(' AND ')}`;
  const [countRow] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  const totalCount = countRow?.total ?? 0;
  const totalPages = Math.ceil(totalCount / pageSize);
  if (totalCount > 0 && currentPage > totalPages) {
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
      {
        argument: 'currentPage',
      },
    );
  }
  const order = orderBy(args.sort, { searching: Boolean(searchText), inCategory: categoryIds.length > 0 });
  const sortExpressions = { relevance, position, name: 'ps.name', price: MIN_FINAL_PRICE };
  const orderSql = order.map(({ field, direction }) => `${sortExpressions[field]} ${direction}`).join(', ');
  const idRows = await db.query<{ id: number }>(
    `SELECT p.id ${from} ORDER BY ${orderSql}, p.id ASC LIMIT ${pageSize} OFFSET ${(currentPage - 1) * pageSize}`,
    params,
  );
  const items = await loadProducts(
    db,
    store.code,
    idRows.map((row) => row.id),
  );
  return { items, totalCount, pageSize, currentPage, totalPages };
}

type SortField = 'relevance' | 'position' | 'name' | 'price';

function orderBy(
  sort: ProductAttributeSortInput | null | undefined,
  context: { searching: boolean; inCategory: boolean },
): { field: SortField; direction: 'ASC' | 'DESC' }[] {
  const chosen = Object.entries(sort ?? {})
    .filter(([, direction]) => direction === 'ASC' || direction === 'DESC')
    .map(([field, direction]) => ({ field: field as SortField, direction: direction as 'ASC' | 'DESC' }));
  if (chosen.length > 0) return chosen;
  if (context.searching) return [{ field: 'relevance', direction: 'DESC' }];
  return [{ field: context.inCategory ? 'position' : 'name', direction: 'ASC' }];
}

function priceBound(value: string): number {
  const amount = Number(value);
  if (!Number.isFinite(amount)) throw inputError(`filter.price must be a number; got "${value}"`);
  return amount;
}

/** Prefix query over the words of the search text, so "hos" finds "Hose". */
function searchQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** Rows for the given ids in the given order; unknown ids are left out. */
export async function loadProducts(db: Queryable, storeCode: string, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT p.id, p.sku, p.type_id, ps.name, ps.url_key,
            range.min_regular, range.min_final, range.max_regular, range.max_final, range.in_stock,
            media.file AS image_file, media.label AS image_label
       FROM product p
       JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
       LEFT JOIN LATERAL product_price_range(p) range ON true
       LEFT JOIN LATERAL (
         SELECT file, label FROM product_media
          WHERE product_id = p.id AND NOT disabled ORDER BY position, id LIMIT 1
       ) media ON true
      WHERE p.id = ANY($2::int[])`,
    [storeCode, ids],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toProduct(row: Record<string, unknown>): ProductRow {
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

import DataLoader from 'dataloader';
import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';
import type { CategoryFilterInput } from '../../generated/resolvers-types.js';
import { decodeUid } from '../../uid.js';

/** A category as one store view sees it. */
export interface CategoryRow {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  isAnchor: boolean;
  includeInMenu: boolean;
  isActive: boolean;
  image: string | null;
  defaultSortBy: string | null;
  /** Sort fields the category offers; null: the store's (every listing sort field). */
  availableSortBy: string[] | null;
  name: string;
  urlKey: string;
  urlPath: string;
  description: string | null;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
  /**
   * Set by `route(url)` when the url asked for is an old url of the category (301/302): the
   * category's `redirect_code`. Absent (0) everywhere else.
   */
  redirectCode?: number;
}

/** The columns toCategory reads, over `category c` joined to its store row `category_store cs`. */
export const CATEGORY_COLUMNS = `
  c.id, c.parent_id, c.path, c.level, c.position, c.is_anchor, c.include_in_menu, c.is_active, c.image,
  c.default_sort_by, c.available_sort_by, cs.name, cs.url_key, cs.url_path, cs.description, cs.meta_title,
  cs.meta_keywords, cs.meta_description`;

export function toCategory(row: Record<string, unknown>): CategoryRow {
  return {
    id: Number(row.id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    path: String(row.path),
    level: Number(row.level),
    position: Number(row.position),
    isAnchor: Boolean(row.is_anchor),
    includeInMenu: Boolean(row.include_in_menu),
    isActive: Boolean(row.is_active),
    image: (row.image as string | null) ?? null,
    defaultSortBy: (row.default_sort_by as string | null) ?? null,
    availableSortBy: (row.available_sort_by as string[] | null) ?? null,
    name: String(row.name),
    urlKey: String(row.url_key),
    urlPath: String(row.url_path),
    description: (row.description as string | null) ?? null,
    metaTitle: (row.meta_title as string | null) ?? null,
    metaKeywords: (row.meta_keywords as string | null) ?? null,
    metaDescription: (row.meta_description as string | null) ?? null,
  };
}

/** Values of an equality filter as a list ("eq" or "in"); undefined when the filter is absent. */
export function equalityValues(
  filter: { eq?: string | null; in?: (string | null)[] | null } | null | undefined,
) {
  if (!filter) return undefined;
  if (filter.eq !== undefined && filter.eq !== null) return [filter.eq];
  if (filter.in) return filter.in.filter((value): value is string => value !== null);
  return undefined;
}

function integerIds(values: string[], argument: string): number[] {
  return values.map((value) => {
    const id = Number(value);
    if (!Number.isInteger(id))
      throw inputError(`${argument} must hold category ids (whole numbers); got "${value}"`);
    return id;
  });
}

/**
 * The categories `categoryList` answers. Without filters Magento answers the store's root
 * category, so a storefront can ask for its menu tree without knowing the root id.
 */
export async function findCategories(
  db: Queryable,
  storeCode: string,
  rootCategoryId: number,
  filters: CategoryFilterInput | null | undefined,
): Promise<CategoryRow[]> {
  const conditions: string[] = ['c.is_active'];
  const params: unknown[] = [storeCode];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const ids = equalityValues(filters?.ids);
  const uids = equalityValues(filters?.category_uid);
  const parentIds = equalityValues(filters?.parent_id);
  const parentUids = equalityValues(filters?.parent_category_uid);
  const urlKeys = equalityValues(filters?.url_key);
  const urlPaths = equalityValues(filters?.url_path);
  const name = filters?.name?.match?.trim();
  if (ids) add((p) => `c.id = ANY(${p}::int[])`, integerIds(ids, 'filters.ids'));
  if (uids) add((p) => `c.id = ANY(${p}::int[])`, integerIds(uids.map(decodeUid), 'filters.category_uid'));
  if (parentIds) add((p) => `c.parent_id = ANY(${p}::int[])`, integerIds(parentIds, 'filters.parent_id'));
  if (parentUids) {
    add(
      (p) => `c.parent_id = ANY(${p}::int[])`,
      integerIds(parentUids.map(decodeUid), 'filters.parent_category_uid'),
    );
  }
  if (urlKeys) add((p) => `cs.url_key = ANY(${p}::text[])`, urlKeys);
  if (urlPaths) add((p) => `cs.url_path = ANY(${p}::text[])`, urlPaths);
  if (name) add((p) => `cs.name ILIKE ${p}`, `%${name.replace(/[%_\\]/g, '\\$&')}%`);
  if (conditions.length === 1) add((p) => `c.id = ${p}`, rootCategoryId);
  // Only categories inside this store's tree.
  add((p) => `(c.id = ${p} OR c.path LIKE '%/' || ${p} || '/%')`, rootCategoryId);
  const rows = await db.query(
    `SELECT ${CATEGORY_COLUMNS}
       FROM category c JOIN category_store cs ON cs.category_id = c.id AND cs.store_code = $1
      WHERE ${conditions.join(' AND ')}
      ORDER BY c.level, c.position, c.id`,
    params,
  );
  return rows.map(toCategory);
}

/** Per-request batch loaders, so a tree of any width costs one query per level. */
export function createCategoryLoaders(db: Queryable, storeCode: string) {
  const childrenByParent = new DataLoader<number, CategoryRow[]>(async (parentIds) => {
    const rows = (
      await db.query(
        `SELECT ${CATEGORY_COLUMNS}
           FROM category c JOIN category_store cs ON cs.category_id = c.id AND cs.store_code = $1
          WHERE c.parent_id = ANY($2::int[]) AND c.is_active
          ORDER BY c.position, c.id`,
        [storeCode, [...parentIds]],
      )
    ).map(toCategory);
    return parentIds.map((parentId) => rows.filter((row) => row.parentId === parentId));
  });

  const byId = new DataLoader<number, CategoryRow | null>(async (ids) => {
    const rows = (
      await db.query(
        `SELECT ${CATEGORY_COLUMNS}
           FROM category c JOIN category_store cs ON cs.category_id = c.id AND cs.store_code = $1
          WHERE c.id = ANY($2::int[])`,
        [storeCode, [...ids]],
      )
    ).map(toCategory);
    return ids.map((id) => rows.find((row) => row.id === id) ?? null);
  });

  // Visible products in the category; anchor categories also count their descendants' products.
  const productCount = new DataLoader<CategoryRow, number, number>(
    async (categories) => {
      const rows = await db.query<{ id: number; count: number }>(
        `SELECT parent.id, count(DISTINCT cp.product_id)::int AS count
           FROM category parent
           JOIN category c ON c.id = parent.id OR (parent.is_anchor AND c.path LIKE parent.path || '/%')
           JOIN category_product cp ON cp.category_id = c.id
           JOIN product p ON p.id = cp.product_id AND p.is_enabled AND p.visibility IN (2, 4)
          WHERE parent.id = ANY($1::int[])
          GROUP BY parent.id`,
        [categories.map((category) => category.id)],
      );
      return categories.map((category) => rows.find((row) => row.id === category.id)?.count ?? 0);
    },
    { cacheKeyFn: (category) => category.id },
  );

  // The active categories of this store's tree a product is in itself (Magento's product `categories`).
  const byProduct = new DataLoader<number, CategoryRow[]>(async (productIds) => {
    const rows = await db.query(
      `SELECT cp.product_id, ${CATEGORY_COLUMNS}
         FROM category_product cp
         JOIN category c ON c.id = cp.category_id AND c.is_active
         JOIN category_store cs ON cs.category_id = c.id AND cs.store_code = $1
         JOIN store s ON s.code = $1 AND c.path LIKE '%/' || s.root_category_id || '/%'
        WHERE cp.product_id = ANY($2::int[])
        ORDER BY c.level, c.position, c.id`,
      [storeCode, [...productIds]],
    );
    return productIds.map((productId) =>
      rows.filter((row) => Number(row.product_id) === productId).map(toCategory),
    );
  });

  return { childrenByParent, byId, productCount, byProduct };
}

export type CategoryLoaders = ReturnType<typeof createCategoryLoaders>;

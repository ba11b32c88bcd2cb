// What validation needs to know of the shop before it writes anything: store views, the category
// tree under the store views' root, attributes with their options, and every product's sku.
import type { Queryable } from '../src/db/database.js';
import { getOrAdd } from './format.js';

export interface ShopState {
  stores: string[];
  defaultStore: string;
  rootId: number;
  /** Names a category path may start with to mean the root. */
  rootNames: Set<string>;
  /** Category ids by their names below the root, joined by '/'. */
  categoryByPath: Map<string, number>;
  /** Attribute codes and their input type. */
  attributes: Map<string, string>;
  /** Option ids of select attributes by attribute code and lower-cased default label. */
  options: Map<string, Map<string, number>>;
  products: Map<string, { id: number; type: string }>;
}

export async function loadShopState(db: Queryable): Promise<ShopState> {
  const stores = await db.query<{ code: string; is_default: boolean; root_category_id: number }>(
    'SELECT code, is_default, root_category_id FROM store ORDER BY sort_order, code',
  );
  const defaultRow = stores.find((store) => store.is_default) ?? stores[0];
  if (!defaultRow)
    throw new Error('the shop has no store views yet: run `npm run seed` or start the api once');
  const defaultStore = defaultRow.code;
  const rootId = defaultRow.root_category_id;
  const categories = await db.query<{ id: number; parent_id: number | null; name: string }>(
    `SELECT c.id, c.parent_id, s.name FROM category c
       JOIN category_store s ON s.category_id = c.id AND s.store_code = $1
      ORDER BY c.id`,
    [defaultStore],
  );
  const byId = new Map(categories.map((category) => [category.id, category]));
  const categoryByPath = new Map<string, number>();
  const pathOf = (id: number): string | undefined => {
    const category = byId.get(id);
    if (!category || category.parent_id === null) return undefined;
    if (category.parent_id === rootId) return category.name;
    const parent = pathOf(category.parent_id);
    return parent === undefined ? undefined : `${parent}/${category.name}`;
  };
  for (const category of categories) {
    const path = pathOf(category.id);
    // The first of two same-named siblings is the one a path means.
    if (path !== undefined && !categoryByPath.has(path)) categoryByPath.set(path, category.id);
  }
  const rootNames = new Set(['Default Category']);
  const rootName = byId.get(rootId)?.name;
  if (rootName) rootNames.add(rootName);

  const attributes = new Map(
    (
      await db.query<{ code: string; frontend_input: string }>('SELECT code, frontend_input FROM attribute')
    ).map((row) => [row.code, row.frontend_input]),
  );
  const options = new Map<string, Map<string, number>>();
  for (const row of await db.query<{ attribute_code: string; id: number; label: string }>(
    `SELECT o.attribute_code, o.id, s.label FROM attribute_option o
       JOIN attribute_option_store s ON s.option_id = o.id AND s.store_code = $1
      ORDER BY o.id`,
    [defaultStore],
  )) {
    const labels = getOrAdd(options, row.attribute_code, () => new Map<string, number>());
    if (!labels.has(row.label.toLowerCase())) labels.set(row.label.toLowerCase(), row.id);
  }
  const products = new Map(
    (
      await db.query<{ sku: string; id: number; type_id: string }>('SELECT sku, id, type_id FROM product')
    ).map((row) => [row.sku, { id: row.id, type: row.type_id }]),
  );
  return {
    stores: stores.map((store) => store.code),
    defaultStore,
    rootId,
    rootNames,
    categoryByPath,
    attributes,
    options,
    products,
  };
}

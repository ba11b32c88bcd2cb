// A shop before its catalogue: the store views and the two roots of the category tree. What an
// import of a whole catalogue (a move from Magento, the export round trip) starts from.
import { seedStores } from '../seed/stores.js';
import type { Queryable } from '../src/db/database.js';

export async function createEmptyShop(db: Queryable): Promise<void> {
  await seedStores(db);
  await db.exec(`
    INSERT INTO category (id, parent_id, path, level) VALUES (1, NULL, '1', 0), (3, 1, '1/3', 1);
    INSERT INTO category_store (category_id, store_code, name, url_key, url_path)
    SELECT id, code, CASE id WHEN 1 THEN 'Root Catalog' ELSE 'Shop' END, 'root-' || id, 'root-' || id
      FROM category CROSS JOIN store;`);
}

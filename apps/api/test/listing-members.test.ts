// The products an answer of a listing names as what it depends on: the response cache forgets the
// answer when one of them changes. A set too large to name is not named, and its answer is then
// forgotten on any change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.js';
import { migrate } from '../src/db/migrate.js';
import { MAX_NAMED_MEMBERS } from '../src/modules/catalog/aggregations.js';
import { ProductListing } from '../src/modules/catalog/products.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

describe('the products a listing answer depends on', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrate(database.db);
    await seedDatabase(database.db, {
      products: MAX_NAMED_MEMBERS + 100,
      mediaDir: `${database.dataDir}/media`,
    });
  }, 600_000);

  afterAll(async () => {
    await database?.drop();
  });

  async function listedWithAggregations(args: object) {
    const [store] = await database.db.query<{ search_config: string; root_category_id: number }>(
      `SELECT search_config, root_category_id FROM store WHERE code = 'de'`,
    );
    if (!store) throw new Error('no store view de');
    const listing = await ProductListing.create(
      database.db,
      { code: 'de', searchConfig: store.search_config },
      { pageSize: 12, ...args },
    );
    listing.startWithAggregations({
      directChildrenOnly: true,
      rootCategoryId: store.root_category_id,
      mediaBaseUrl: '',
      language: 'de',
    });
    return { total: (await listing.result()).totalCount, members: await listing.members() };
  }

  it('names every product of a set of at most the limit, and none of a larger set', async () => {
    const [leaf] = await database.db.query<{ id: number; products: number }>(
      `SELECT category_id AS id, count(DISTINCT product_id)::int AS products FROM category_listing
        WHERE store_code = 'de' AND is_enabled AND visibility IN (2, 4)
        GROUP BY category_id ORDER BY count(DISTINCT product_id) DESC LIMIT 1`,
    );
    if (!leaf) throw new Error('no category with products');
    const category = await listedWithAggregations({ filter: { category_id: { eq: String(leaf.id) } } });
    expect(category.total).toBeGreaterThan(12);
    expect(category.total).toBeLessThanOrEqual(MAX_NAMED_MEMBERS);
    expect(category.members?.length).toBe(category.total);

    const everything = await listedWithAggregations({});
    expect(everything.total).toBeGreaterThan(MAX_NAMED_MEMBERS);
    expect(everything.members).toBeUndefined();
  });
});

// category_listing (migration 0012) is what category pages read instead of category_product,
// product_store and product_price_index, and product_search (0024) what searches read instead of
// product_store and product_price_index: each must stay exactly its join through every kind of
// catalogue change, or a listing or a search would show stale names, prices, positions or counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { ProductListing } from '../src/modules/catalog/products.js';
import { encodeUid } from '../src/uid.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Each derived table, and the join it stands for. */
const DERIVED = {
  category_listing: {
    joined: `
      SELECT cp.category_id, ps.store_code, cp.product_id, cp.position, ps.name, ps.rating_summary, ppi.min_final,
             ppi.valid_until, ppi.is_enabled, ppi.visibility, ppi.created_at, ppi.num_sales, ppi.option_ids,
             ppi.category_ids
        FROM category_product cp
        JOIN product_store ps ON ps.product_id = cp.product_id
        JOIN product_price_index ppi ON ppi.product_id = cp.product_id`,
    listed: `
      SELECT category_id, store_code, product_id, position, name, rating_summary, min_final, valid_until, is_enabled,
             visibility, created_at, num_sales, option_ids, category_ids
        FROM category_listing`,
  },
  product_search: {
    joined: `
      SELECT ps.store_code, ps.product_id, ps.name, ps.rating_summary, ppi.min_final, ppi.valid_until, ppi.created_at,
             ppi.num_sales, ppi.option_ids, ppi.category_ids, ps.search_vector::text, r.rank
        FROM product_store ps
        JOIN product_price_index ppi ON ppi.product_id = ps.product_id
        JOIN product p ON p.id = ps.product_id
        JOIN search_rank r ON r.product_id = ps.product_id
       WHERE p.is_enabled AND p.visibility IN (3, 4)`,
    listed: `
      SELECT store_code, product_id, name, rating_summary, min_final, valid_until, created_at, num_sales, option_ids,
             category_ids, search_vector::text, search_rank
        FROM product_search`,
  },
  // The postings (0029, 0030): per word, chunk and store view, the ranks of the texts that hold
  // it; a product's options, categories, price and rating are words of its name (' option 12',
  // ' category 5', its whole euros in buckets of 10^k euros ' price k n', ' price exact n' for whole
  // euros, ' rating 4' for four stars).
  search_posting: {
    joined: `
      SELECT ps.store_code, w.lexeme COLLATE "C" AS lexeme, ps.search_rank >> 12 AS chunk,
             array_agg(ps.search_rank ORDER BY ps.search_rank) AS members,
             coalesce(array_agg(ps.search_rank ORDER BY ps.search_rank) FILTER (WHERE w.in_name), '{}')
               AS name_members
        FROM product_search ps
       CROSS JOIN LATERAL (SELECT t.lexeme, 'A' = ANY (t.weights) AS in_name FROM unnest(ps.search_vector) AS t
                           UNION SELECT ' option ' || o, true FROM unnest(ps.option_ids) AS o
                           UNION SELECT ' category ' || c, true FROM unnest(ps.category_ids) AS c
                           UNION SELECT ' price ' || k || ' ' || floor(ps.min_final)::bigint / (10 ^ k)::bigint, true
                                   FROM generate_series(0, 6) AS k WHERE ps.min_final IS NOT NULL
                           UNION SELECT ' price exact ' || ps.min_final::bigint, true
                                  WHERE ps.min_final = floor(ps.min_final)
                           UNION SELECT ' rating ' || round(ps.rating_summary / 20)::int, true) AS w
       GROUP BY 1, 2, 3`,
    listed: `
      SELECT store_code, lexeme, chunk, members, name_members FROM search_posting WHERE cardinality(members) > 0`,
  },
};

describe('category_listing and product_search', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await migrate(db);
    await seedDatabase(db, { products: 60, mediaDir: `${database.dataDir}/media` });
  }, 600_000);

  afterAll(async () => {
    await database?.drop();
  });

  /** Per derived table: rows only the join has, and rows only the table has. */
  async function drift() {
    const found: Record<string, { missing: number; extra: number; rows: number }> = {};
    for (const [table, { joined, listed }] of Object.entries(DERIVED)) {
      const [counts] = await db.query<{ missing: number; extra: number; rows: number }>(
        `SELECT (SELECT count(*) FROM (${joined} EXCEPT ALL ${listed}) m)::int AS missing,
                (SELECT count(*) FROM (${listed} EXCEPT ALL ${joined}) e)::int AS extra,
                (SELECT count(*) FROM ${table})::int AS rows`,
      );
      if (counts) found[table] = counts;
    }
    return found;
  }

  const NO_DRIFT = {
    category_listing: { missing: 0, extra: 0 },
    product_search: { missing: 0, extra: 0 },
    search_posting: { missing: 0, extra: 0 },
  };

  /** A visible product in a category, with a configurable parent's child when asked for. */
  async function listedProduct(where = 'true') {
    const [row] = await db.query<{ id: number; category_id: number }>(
      `SELECT p.id, min(cp.category_id) AS category_id FROM product p JOIN category_product cp ON cp.product_id = p.id
        WHERE p.visibility = 4 AND p.is_enabled AND ${where} GROUP BY p.id ORDER BY p.id LIMIT 1`,
    );
    if (!row) throw new Error('the seeded shop has no such product');
    return row;
  }

  it('holds the join of the seeded catalogue', async () => {
    const counts = await drift();
    expect(counts.category_listing?.rows).toBeGreaterThan(60);
    expect(counts.product_search?.rows).toBeGreaterThan(60);
    expect(counts.search_posting?.rows).toBeGreaterThan(60);
    expect(counts).toMatchObject(NO_DRIFT);
  });

  it('answers a search from the postings with the matches of the text index, names first, by rank', async () => {
    // Words of names and descriptions, prefixes, compounds typed apart, short words after a word,
    // several words, and texts without matches, in both languages.
    const texts = {
      de: [
        'bio',
        'tee',
        'sch',
        'produkt',
        'brems scheibe',
        'vitamin d',
        'omega 3',
        'natürliche bio',
        'set',
        'xyz',
        'und',
      ],
      nl: ['thee', 'bio', 'parket', 'vitamine d', 'kat', 'xyz'],
    };
    let compared = 0;
    for (const [store, words] of Object.entries(texts)) {
      for (const text of words) {
        const [result] = await db.query<{ hits: number[]; total: number; expected: number[] }>(
          `WITH q AS (SELECT search_tsquery(s.search_config::regconfig, s.code, $2, s.search_config IN ('german', 'dutch'),
                                            false) AS query
                        FROM store s WHERE s.code = $1)
           SELECT coalesce((SELECT ranks FROM search_hits($1, (SELECT query FROM q), 0, 100000)), '{}') AS hits,
                  coalesce((SELECT total FROM search_hits($1, (SELECT query FROM q), 0, 1)), 0) AS total,
                  ARRAY(SELECT ps.search_rank FROM product_search ps
                         WHERE ps.store_code = $1 AND ps.search_vector @@ (SELECT query FROM q)
                         ORDER BY ts_filter(ps.search_vector, '{a}') @@ (SELECT query FROM q) DESC, ps.search_rank)
                    AS expected`,
          [store, text],
        );
        expect(result?.hits, `${store} "${text}"`).toEqual(result?.expected);
        expect(result?.total, `${store} "${text}"`).toBe(result?.expected.length);
        compared += result?.expected.length ?? 0;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // A slice: the places from skip + 1 on.
    const [slice] = await db.query<{ all: number[]; part: number[] }>(
      `WITH q AS (SELECT search_tsquery('german', 'de', 'bio', true, false) AS query)
       SELECT (SELECT ranks FROM search_hits('de', (SELECT query FROM q), 0, 100000)) AS all,
              (SELECT ranks FROM search_hits('de', (SELECT query FROM q), 3, 4)) AS part`,
    );
    expect(slice?.part).toEqual(slice?.all.slice(3, 7));
  });

  it('covers a range of whole euros with buckets of the postings exactly', async () => {
    // Each bucket ' price k n' holds the whole euros n * 10^k to (n + 1) * 10^k - 1.
    const ranges = [
      [0, 0],
      [13, 47],
      [0, 9],
      [10, 19],
      [7, 1234],
      [99, 101],
      [0, 9999999],
      [5, 4],
    ];
    for (const [low, high] of ranges) {
      const [covered] = await db.query<{
        euros: number;
        first: number | null;
        last: number | null;
        words: number;
      }>(
        `SELECT coalesce(sum(size), 0)::int AS euros, min(first)::int AS first, max(first + size - 1)::int AS last,
                count(*)::int AS words
           FROM (SELECT (split_part(w, ' ', 4))::bigint * 10 ^ split_part(w, ' ', 3)::int AS first,
                        (10 ^ split_part(w, ' ', 3)::int)::bigint AS size
                   FROM unnest(search_price_range_words($1, $2)) AS w) buckets`,
        [low, high],
      );
      const span = Math.max(0, (high ?? 0) - (low ?? 0) + 1);
      expect(covered?.euros, `${low}-${high}`).toBe(span);
      expect([covered?.first, covered?.last], `${low}-${high}`).toEqual(
        span > 0 ? [low, high] : [null, null],
      );
      // Few words: at most 9 per power of ten on either side.
      expect(covered?.words, `${low}-${high}`).toBeLessThanOrEqual(2 * 9 * 7);
    }
  });

  it('narrows a search by options, categories, prices and ratings through their postings, as the rows hold them', async () => {
    // The most common options and categories of the seeded products, alone and two together.
    const [common] = await db.query<{ options: number[]; categories: number[] }>(
      `SELECT ARRAY(SELECT o FROM product_search, unnest(option_ids) o WHERE store_code = 'de'
                     GROUP BY o ORDER BY count(*) DESC, o LIMIT 3) AS options,
              ARRAY(SELECT c FROM product_search, unnest(category_ids) c WHERE store_code = 'de'
                     GROUP BY c ORDER BY count(*) DESC, c LIMIT 3) AS categories`,
    );
    const options = common?.options ?? [];
    const categories = common?.categories ?? [];
    expect(options.length).toBe(3);
    expect(categories.length).toBe(3);
    // Each filter as its query over the postings and as the condition on a product_search row ($2).
    const option = (ids: number[]) => ({
      label: `options ${ids}`,
      query: 'search_filter_query($3, $2)',
      row: 'ps.option_ids && $2::int[]',
      params: [ids, 'option'],
    });
    const category = (ids: number[]) => ({
      label: `categories ${ids}`,
      query: 'search_filter_query($3, $2)',
      row: 'ps.category_ids && $2::int[]',
      params: [ids, 'category'],
    });
    const price = (low: number | null, high: number | null) => ({
      label: `price ${low}-${high}`,
      query: 'search_price_query($2, $3)',
      row: '($2::numeric IS NULL OR ps.min_final >= $2) AND ($3::numeric IS NULL OR ps.min_final <= $3)',
      params: [low, high],
    });
    const rating = (stars: number[]) => ({
      label: `stars ${stars}`,
      query: 'search_filter_query($3, $2)',
      row: 'round(ps.rating_summary / 20)::int = ANY($2::int[])',
      params: [stars, 'rating'],
    });
    const filters = [
      rating([4]),
      rating([0, 5]),
      ...options.map((id) => option([id])),
      option(options.slice(0, 2)),
      ...categories.map((id) => category([id])),
      category(categories.slice(1)),
      option([0]),
      // Lists longer than one lexeme of a tsquery holds (2 047 bytes).
      option([...options, ...Array.from({ length: 300 }, (_, index) => 100_000 + index)]),
      category([...Array.from({ length: 300 }, (_, index) => 100_000 + index), ...categories]),
      price(10, 30),
      price(null, 15),
      price(20, null),
      price(13, 47),
      price(0, 0),
      price(30, 10),
    ];
    let compared = 0;
    for (const text of ['produkt', 'bio', 'sch']) {
      for (const filter of filters) {
        const [result] = await db.query<{ hits: number[]; total: number; expected: number[] }>(
          `WITH q AS (SELECT search_tsquery('german', 'de', $1, true, false) AS query)
           SELECT coalesce((SELECT ranks FROM search_hits('de', (SELECT query FROM q) && ${filter.query}, 0, 100000)),
                           '{}') AS hits,
                  coalesce((SELECT total FROM search_hits('de', (SELECT query FROM q) && ${filter.query}, 0, 1)), 0)
                    AS total,
                  ARRAY(SELECT ps.search_rank FROM product_search ps
                         WHERE ps.store_code = 'de' AND ps.search_vector @@ (SELECT query FROM q) AND ${filter.row}
                         ORDER BY ts_filter(ps.search_vector, '{a}') @@ (SELECT query FROM q) DESC, ps.search_rank)
                    AS expected`,
          [text, ...filter.params],
        );
        expect(result?.hits, `"${text}", ${filter.label}`).toEqual(result?.expected);
        expect(result?.total, `"${text}", ${filter.label}`).toBe(result?.expected.length);
        compared += result?.expected.length ?? 0;
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('follows renames, ratings, prices, status, options and sales', async () => {
    const product = await listedProduct();
    await db.query(
      `UPDATE product_store SET name = name || ' neu' WHERE product_id = $1 AND store_code = 'de'`,
      [product.id],
    );
    await db.query(
      `UPDATE review SET status = CASE status WHEN 'approved' THEN 'not_approved' ELSE 'approved' END
        WHERE id = (SELECT min(id) FROM review)`,
    );
    await db.query('UPDATE product SET price = price + 7, num_sales = num_sales + 3 WHERE id = $1', [
      product.id,
    ]);
    // A child's price moves its configurable parent's range.
    await db.query(
      `UPDATE product SET special_price = 1.5, special_from_date = NULL, special_to_date = NULL
        WHERE id = (SELECT min(child_id) FROM product_relation WHERE kind = 'configurable')`,
    );
    await db.query(
      `INSERT INTO product_attribute_option (product_id, attribute_code, option_id)
       SELECT $1, o.attribute_code, o.id FROM attribute_option o
        WHERE NOT EXISTS (SELECT 1 FROM product_attribute_option v WHERE v.product_id = $1 AND v.attribute_code = o.attribute_code)
        ORDER BY o.id LIMIT 1`,
      [product.id],
    );
    expect(await drift()).toMatchObject(NO_DRIFT);
    // No longer found by a search (visibility 2: the catalogue only), then disabled.
    await db.query('UPDATE product SET visibility = 2 WHERE id = $1', [product.id]);
    await db.query(
      'UPDATE product SET is_enabled = false WHERE id = (SELECT max(id) FROM product WHERE visibility = 4)',
    );
    expect(await drift()).toMatchObject(NO_DRIFT);
  });

  it('follows category assignments added, moved and removed, and deleted categories', async () => {
    const product = await listedProduct();
    const [other] = await db.query<{ id: number }>(
      `SELECT min(c.id) AS id FROM category c
        WHERE c.level > 1 AND NOT EXISTS (SELECT 1 FROM category_product cp WHERE cp.category_id = c.id AND cp.product_id = $1)`,
      [product.id],
    );
    await db.query('INSERT INTO category_product (category_id, product_id, position) VALUES ($1, $2, 0)', [
      other?.id,
      product.id,
    ]);
    await db.query('UPDATE category_product SET position = position + 100 WHERE product_id = $1', [
      product.id,
    ]);
    await db.query('DELETE FROM category_product WHERE category_id = $1 AND product_id = $2', [
      product.category_id,
      product.id,
    ]);
    await db.query(
      `DELETE FROM category WHERE id = (SELECT max(c.id) FROM category c
          WHERE NOT EXISTS (SELECT 1 FROM category k WHERE k.parent_id = c.id)
            AND EXISTS (SELECT 1 FROM category_product cp WHERE cp.category_id = c.id))`,
    );
    expect(await drift()).toMatchObject(NO_DRIFT);
  });

  it('follows products and store-view texts added and deleted', async () => {
    const product = await listedProduct();
    await db.exec(`
      CREATE TEMP TABLE copied_product AS SELECT * FROM product WHERE id = ${product.id};
      UPDATE copied_product SET id = 900001, sku = sku || '-copy';
      INSERT INTO product SELECT * FROM copied_product;
      CREATE TEMP TABLE copied_texts AS SELECT * FROM product_store WHERE product_id = ${product.id};
      UPDATE copied_texts SET product_id = 900001, url_key = url_key || '-copy';
      INSERT INTO product_store SELECT * FROM copied_texts;
      INSERT INTO category_product (category_id, product_id, position) VALUES (${product.category_id}, 900001, 1);`);
    const [copy] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM category_listing WHERE product_id = 900001',
    );
    expect(copy?.n).toBeGreaterThan(0);
    await db.query(`DELETE FROM product_store WHERE product_id = 900001 AND store_code = 'nl'`);
    expect(await drift()).toMatchObject(NO_DRIFT);
    await db.query('DELETE FROM product WHERE id = 900001');
    expect(await drift()).toMatchObject(NO_DRIFT);
  });

  it('knows until when each price holds, and the nightly refresh recomputes only the rows whose day has come', async () => {
    // A simple product whose special price starts tomorrow, and a configurable product whose child's
    // special price ends today: both rows hold until tomorrow; a product without one, for ever.
    const [simple, child, plain] = await db.query<{ id: number; parent_id: number | null }>(
      `(SELECT p.id, NULL::int AS parent_id FROM product p WHERE p.type_id = 'simple'
           AND NOT EXISTS (SELECT 1 FROM product_relation r WHERE r.child_id = p.id) ORDER BY p.id LIMIT 1)
       UNION ALL
       (SELECT r.child_id, r.parent_id FROM product_relation r WHERE r.kind = 'configurable' ORDER BY r.child_id LIMIT 1)
       UNION ALL
       (SELECT p.id, NULL FROM product p WHERE p.type_id = 'simple' AND p.special_price IS NULL
           AND NOT EXISTS (SELECT 1 FROM product_relation r WHERE r.child_id = p.id) ORDER BY p.id DESC LIMIT 1)`,
    );
    if (!simple || !child?.parent_id || !plain) throw new Error('the seed has no such products');
    await db.query(
      `UPDATE product SET special_price = price / 2, special_from_date = current_date + 1, special_to_date = NULL
        WHERE id = $1`,
      [simple.id],
    );
    await db.query(
      `UPDATE product SET special_price = price / 2, special_from_date = current_date - 3, special_to_date = current_date
        WHERE id = $1`,
      [child.id],
    );
    const validUntil = async (id: number) =>
      (
        await db.query<{ until: string }>(
          `SELECT CASE WHEN valid_until = 'infinity' THEN 'infinity' ELSE (valid_until - current_date)::text END AS until
             FROM product_price_index WHERE product_id = $1`,
          [id],
        )
      )[0]?.until;
    expect(await validUntil(simple.id)).toBe('1');
    expect(await validUntil(child.parent_id)).toBe('1');
    expect(await validUntil(plain.id)).toBe('infinity');

    // Nothing has come due: the refresh writes no row of the index or of its copies.
    const versions = `SELECT (SELECT array_agg(xmin::text ORDER BY product_id) FROM product_price_index)
                          || (SELECT array_agg(xmin::text ORDER BY product_id, store_code) FROM product_search) AS v`;
    const [before] = await db.query<{ v: string[] }>(versions);
    const [none] = await db.query<{ n: number }>('SELECT refresh_stale_product_price_index() AS n');
    expect(none?.n).toBe(0);
    const [after] = await db.query<{ v: string[] }>(versions);
    expect(after?.v).toEqual(before?.v);

    // The day of the simple product has come (as tomorrow would bring it): only its row is recomputed.
    await db.query('UPDATE product_price_index SET valid_until = current_date WHERE product_id = $1', [
      simple.id,
    ]);
    const [due] = await db.query<{ n: number }>('SELECT refresh_stale_product_price_index() AS n');
    expect(due?.n).toBe(1);
    expect(await validUntil(simple.id)).toBe('1');
    expect(await drift()).toMatchObject(NO_DRIFT);
  });

  it('counts a product once in a category that two of its categories count for', async () => {
    // An anchor category with two active subcategories, and a searchable product in neither.
    const [anchor] = await db.query<{ id: number; first: number; second: number }>(
      `SELECT a.id, min(c.id) AS first, max(c.id) AS second FROM category a
         JOIN category c ON c.parent_id = a.id AND c.is_active
        WHERE a.is_anchor AND a.is_active AND a.level >= 2
        GROUP BY a.id HAVING count(*) >= 2 ORDER BY a.id LIMIT 1`,
    );
    if (!anchor) throw new Error('the seeded shop has no anchor category with two subcategories');
    const product = await listedProduct(
      `NOT EXISTS (SELECT 1 FROM category_product o WHERE o.product_id = p.id AND o.category_id IN (${anchor.first}, ${anchor.second}))`,
    );
    await db.query(
      'INSERT INTO category_product (category_id, product_id, position) VALUES ($1, $3, 0), ($2, $3, 0)',
      [anchor.first, anchor.second, product.id],
    );
    const [store] = await db.query<{ search_config: string; root_category_id: number }>(
      `SELECT search_config, root_category_id FROM store WHERE code = 'de'`,
    );
    if (!store) throw new Error('no store view de');
    const listing = (args: object) =>
      ProductListing.create(db, { code: 'de', searchConfig: store.search_config }, { pageSize: 1, ...args });
    const anchorCount = async (args: object) => {
      const aggregations = await (await listing(args)).aggregations({
        directChildrenOnly: false,
        rootCategoryId: store.root_category_id,
        mediaBaseUrl: '',
        language: 'de',
      });
      const categories = aggregations.find((aggregation) => aggregation.attributeCode === 'category_uid');
      return categories?.options.find((option) => option.value === encodeUid(anchor.id))?.count;
    };
    // Every product of the shop, and a search for this product's sku (which finds it).
    const inAnchor = (await (await listing({ filter: { category_id: { eq: String(anchor.id) } } })).result())
      .totalCount;
    expect(await anchorCount({})).toBe(inAnchor);
    const [sku] = await db.query<{ sku: string }>('SELECT sku FROM product WHERE id = $1', [product.id]);
    const found = await (await listing({ search: sku?.sku, pageSize: 100 })).result();
    expect(found.items.map((item) => item.id)).toContain(product.id);
    expect(await anchorCount({ search: sku?.sku })).toBe(
      (
        await (
          await listing({ search: sku?.sku, filter: { category_id: { eq: String(anchor.id) } } })
        ).result()
      ).totalCount,
    );
  });
});

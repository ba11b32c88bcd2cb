-- Bulk loads (0017, 0019): the derived data of the whole catalogue in bulk.
--
-- finish_bulk_load() recomputed the price index and the category listing of every product with
-- the functions the triggers call for a few products: refresh_product_price_index(ids) looks up
-- each product's option and category ids with a function call per product (product_option_ids,
-- product_category_ids), refresh_category_listing(ids) joins each product's rows by index lookups.
-- For the whole catalogue each table is now read once, grouped or joined in bulk, and the rows are
-- written in the order of their primary key. The search terms call search_terms_of once per name,
-- which PostgreSQL now inlines. On a 100 000-product seed (208 177 products with the configurable
-- children) these three statements took 28 s of the database's CPU time before and 18 s after
-- (search terms 10.9 → 6.2 s, price index 10.6 → 6.5 s, category listing 6.9 → 5.1 s).

-- The words of a name worth suggesting, as in 0005. Not STRICT any more: PostgreSQL inlines a SQL
-- function that returns a set into the query that calls it only when it is not strict, and a
-- function call per name was most of the search terms' time (a NULL name still has no words). The
-- lexemes come as an array: unnest of the vector itself builds a row of positions and weights for
-- each of them.
CREATE OR REPLACE FUNCTION search_terms_of(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lexeme FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, name))) AS lexeme
   WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9.,]+$' AND position('-' IN lexeme) = 0
$$;

-- The rows of category_listing (0012): the join of category_product, product_store and
-- product_price_index. One definition for the triggers' refresh of some products and for a bulk
-- load's refresh of all.
CREATE VIEW category_listing_source AS
SELECT cp.category_id, ps.store_code, cp.product_id, cp.position, ps.name, ps.rating_summary, ppi.min_final,
       ppi.valid_on, ppi.is_enabled, ppi.visibility, ppi.created_at, ppi.num_sales, ppi.option_ids, ppi.category_ids
  FROM category_product cp
  JOIN product_store ps ON ps.product_id = cp.product_id
  JOIN product_price_index ppi ON ppi.product_id = cp.product_id;

CREATE OR REPLACE FUNCTION refresh_category_listing(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT lock_category_listing(ids);
  DELETE FROM category_listing WHERE product_id = ANY(ids);
  INSERT INTO category_listing (category_id, store_code, product_id, position, name, rating_summary, min_final,
                                valid_on, is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT * FROM category_listing_source WHERE product_id = ANY(ids);
$$;

-- As in 0019, with the price index and the category listing of every product computed in bulk.
-- Its sorts (the category listing's rows in key order: 50 MB at 100 000 products) stay in memory.
CREATE OR REPLACE FUNCTION finish_bulk_load() RETURNS void
LANGUAGE plpgsql VOLATILE SET work_mem = '64MB' AS $$
BEGIN
  IF NOT bulk_loading() THEN
    RAISE EXCEPTION 'finish_bulk_load() outside a bulk load (SET LOCAL shop.bulk_load = on)';
  END IF;
  -- The loaded tables' statistics, for the plans below (and the rest of the transaction).
  ANALYZE product, product_store, category_product, product_attribute_option, product_relation, bundle_option,
          bundle_selection, review, review_rating_vote;

  -- Search vectors and searchable (product_store_search_vector, product_store_searchable; 0010).
  UPDATE product_store ps
     SET search_vector = coalesce(ps.search_vector,
           product_text_search_vector(s.search_config, p.sku, ps.name, ps.short_description, ps.description)),
         searchable = p.is_enabled AND p.visibility IN (3, 4)
    FROM product p, store s
   WHERE p.id = ps.product_id AND s.code = ps.store_code
     AND (ps.search_vector IS NULL OR ps.searchable IS DISTINCT FROM (p.is_enabled AND p.visibility IN (3, 4)));

  -- Search terms (search_term_counts, 0005): how many names hold each word; words no name holds
  -- any more keep their row with 0, as the triggers leave them.
  WITH counted AS (
    SELECT ps.store_code, t.term, count(*)::integer AS products
      FROM product_store ps CROSS JOIN LATERAL search_terms_of(ps.name) AS t (term)
     GROUP BY ps.store_code, t.term
  ), gone AS (
    UPDATE search_term s SET products = 0
     WHERE s.products <> 0
       AND NOT EXISTS (SELECT 1 FROM counted c WHERE c.store_code = s.store_code AND c.term = s.term)
  )
  INSERT INTO search_term (store_code, term, fold, products)
  SELECT store_code, term, search_fold(term), products FROM counted
  ON CONFLICT (store_code, term) DO UPDATE SET products = EXCLUDED.products
   WHERE search_term.products <> EXCLUDED.products;

  -- Ratings per store view (0005): of every text that has reviews or had a rating.
  PERFORM refresh_product_store_rating(ARRAY(
    SELECT product_id FROM review UNION SELECT product_id FROM product_store WHERE rating_summary <> 0));

  -- Price index of every product, as refresh_product_price_index (0010) computes it, with the
  -- option and category ids grouped as product_option_ids and product_category_ids group them.
  -- Rows of deleted products went with them.
  INSERT INTO product_price_index (product_id, min_regular, min_final, max_regular, max_final, in_stock, valid_on,
                                   is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT p.id, r.min_regular, r.min_final, r.max_regular, r.max_final, coalesce(r.in_stock, false), current_date,
         p.is_enabled, p.visibility, p.created_at, p.num_sales, coalesce(o.ids, '{}'), coalesce(c.ids, '{}')
    FROM product p
    LEFT JOIN LATERAL product_price_range(p) r ON true
    LEFT JOIN (SELECT v.product_id, array_agg(v.option_id ORDER BY v.option_id) AS ids
                 FROM product_attribute_option v GROUP BY v.product_id) o ON o.product_id = p.id
    LEFT JOIN (SELECT cp.product_id, array_agg(cp.category_id ORDER BY cp.category_id) AS ids
                 FROM category_product cp GROUP BY cp.product_id) c ON c.product_id = p.id
   ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE
    SET min_regular = EXCLUDED.min_regular, min_final = EXCLUDED.min_final, max_regular = EXCLUDED.max_regular,
        max_final = EXCLUDED.max_final, in_stock = EXCLUDED.in_stock, valid_on = EXCLUDED.valid_on,
        is_enabled = EXCLUDED.is_enabled, visibility = EXCLUDED.visibility, created_at = EXCLUDED.created_at,
        num_sales = EXCLUDED.num_sales, option_ids = EXCLUDED.option_ids, category_ids = EXCLUDED.category_ids;

  -- Category listing: every row again, as refresh_category_listing of every product would. Its lock
  -- on their price index rows is held already: the statement above wrote each of them.
  DELETE FROM category_listing;
  INSERT INTO category_listing (category_id, store_code, product_id, position, name, rating_summary, min_final,
                                valid_on, is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT * FROM category_listing_source ORDER BY category_id, store_code, product_id;

  PERFORM set_config('shop.bulk_load', 'off', true);
  PERFORM pg_notify('shop_public_data_changed', '');
END $$;

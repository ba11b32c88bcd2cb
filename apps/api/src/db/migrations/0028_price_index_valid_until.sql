-- A price index row says until when its prices hold, not the day it was computed on.
--
-- Each row carried `valid_on`, the day it was computed: at midnight every row was stale, and
-- refresh_stale_product_price_index() recomputed all of them, which rewrote every row of
-- category_listing and product_search too (their copy of the day differed). At 100 000 products
-- that took 20 s each night, doubled product_search (194 -> 387 MB) and scattered one store view's
-- rows across it, so that a search read more pages until the next bulk load wrote them in order.
-- A final price changes with the calendar only where a special price starts or ends: `valid_until`
-- is the first day on which the prices of the row may differ (a special price of the product, or
-- of a child or bundle choice its price is made of, starts that day or ended the day before), or
-- 'infinity'. The nightly refresh now recomputes just the rows whose day has come. Readers use a
-- cached price while `current_date < valid_until`, as they used it on `valid_on` before.
ALTER TABLE product_price_index RENAME COLUMN valid_on TO valid_until;
ALTER INDEX product_price_index_valid_on RENAME TO product_price_index_valid_until;
ALTER TABLE category_listing RENAME COLUMN valid_on TO valid_until;
ALTER TABLE product_search RENAME COLUMN valid_on TO valid_until;

-- The first day after today on which the final prices product_price_range computes for the
-- product may change: the start of a coming special price, or the day after the end of a running
-- one, of the product itself, its children and its bundle choices. 'infinity' when none.
-- (A special price no lower than the price changes nothing, but its days are counted too: that
-- costs one early recomputation, never a wrong price.)
CREATE FUNCTION product_price_valid_until(priced integer) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT coalesce(min(CASE WHEN c.special_from_date > current_date THEN c.special_from_date
                           ELSE c.special_to_date + 1 END), 'infinity')
    FROM product c
   WHERE c.id IN (SELECT priced
                  UNION ALL
                  SELECT r.child_id FROM product_relation r WHERE r.parent_id = priced
                  UNION ALL
                  SELECT bs.product_id FROM bundle_option bo JOIN bundle_selection bs ON bs.option_id = bo.id
                   WHERE bo.product_id = priced)
     AND c.special_price IS NOT NULL
     AND (c.special_from_date > current_date OR c.special_to_date >= current_date)
$$;

CREATE OR REPLACE FUNCTION refresh_product_price_index(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO product_price_index (product_id, min_regular, min_final, max_regular, max_final, in_stock, valid_until,
                                   is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT p.id, r.min_regular, r.min_final, r.max_regular, r.max_final, coalesce(r.in_stock, false), product_price_valid_until(p.id),
         p.is_enabled, p.visibility, p.created_at, p.num_sales, product_option_ids(p.id), product_category_ids(p.id)
    FROM product p LEFT JOIN LATERAL product_price_range(p) r ON true
   WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE
    SET min_regular = EXCLUDED.min_regular, min_final = EXCLUDED.min_final, max_regular = EXCLUDED.max_regular,
        max_final = EXCLUDED.max_final, in_stock = EXCLUDED.in_stock, valid_until = EXCLUDED.valid_until,
        is_enabled = EXCLUDED.is_enabled, visibility = EXCLUDED.visibility, created_at = EXCLUDED.created_at,
        num_sales = EXCLUDED.num_sales, option_ids = EXCLUDED.option_ids, category_ids = EXCLUDED.category_ids
$$;

-- Recomputes every row whose day has come; answers how many. Two processes never run it at once.
CREATE OR REPLACE FUNCTION refresh_stale_product_price_index() RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  stale integer[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM product_price_index WHERE valid_until <= current_date)
     AND NOT EXISTS (SELECT 1 FROM product p WHERE NOT EXISTS (
       SELECT 1 FROM product_price_index i WHERE i.product_id = p.id)) THEN
    RETURN 0;
  END IF;
  IF NOT pg_try_advisory_xact_lock(7202612) THEN
    RETURN 0;
  END IF;
  SELECT array_agg(p.id) INTO stale
    FROM product p LEFT JOIN product_price_index i ON i.product_id = p.id
   WHERE i.product_id IS NULL OR i.valid_until <= current_date;
  IF stale IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM refresh_product_price_index(stale);
  RETURN cardinality(stale);
END;
$$;

-- The copies in category_listing and product_search, under the new name (a view keeps the names
-- of its columns, a function body its text).
DROP VIEW category_listing_source;
CREATE VIEW category_listing_source AS
SELECT cp.category_id, ps.store_code, cp.product_id, cp.position, ps.name, ps.rating_summary, ppi.min_final,
       ppi.valid_until, ppi.is_enabled, ppi.visibility, ppi.created_at, ppi.num_sales, ppi.option_ids, ppi.category_ids
  FROM category_product cp
  JOIN product_store ps ON ps.product_id = cp.product_id
  JOIN product_price_index ppi ON ppi.product_id = cp.product_id;

DROP VIEW product_search_source;
CREATE VIEW product_search_source AS
SELECT ps.store_code, ps.product_id, ps.name, ps.rating_summary, ppi.min_final, ppi.valid_until, ppi.created_at,
       ppi.num_sales, ppi.option_ids, ppi.category_ids, ps.search_vector
  FROM product_store ps
  JOIN product_price_index ppi ON ppi.product_id = ps.product_id
 WHERE ps.searchable AND ps.search_vector IS NOT NULL;

CREATE OR REPLACE FUNCTION refresh_category_listing(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT lock_category_listing(ids);
  DELETE FROM category_listing WHERE product_id = ANY(ids);
  INSERT INTO category_listing (category_id, store_code, product_id, position, name, rating_summary, min_final,
                                valid_until, is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT * FROM category_listing_source WHERE product_id = ANY(ids);
$$;

CREATE OR REPLACE FUNCTION category_listing_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_category_listing(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_category_listing(ARRAY(SELECT product_id FROM old_rows));
  ELSE
    -- The updated price index rows are locked by this transaction already.
    UPDATE category_listing cl
       SET min_final = n.min_final, valid_until = n.valid_until, is_enabled = n.is_enabled, visibility = n.visibility,
           created_at = n.created_at, num_sales = n.num_sales, option_ids = n.option_ids,
           category_ids = n.category_ids
      FROM new_rows n
     WHERE cl.product_id = n.product_id
       AND (cl.min_final, cl.valid_until, cl.is_enabled, cl.visibility, cl.created_at, cl.num_sales, cl.option_ids,
            cl.category_ids)
           IS DISTINCT FROM (n.min_final, n.valid_until, n.is_enabled, n.visibility, n.created_at, n.num_sales,
                             n.option_ids, n.category_ids);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT lock_category_listing(ids);
  DELETE FROM product_search WHERE product_id = ANY(ids);
  INSERT INTO product_search (store_code, product_id, name, rating_summary, min_final, valid_until, created_at,
                              num_sales, option_ids, category_ids, search_vector)
  SELECT * FROM product_search_source WHERE product_id = ANY(ids);
$$;

CREATE OR REPLACE FUNCTION product_search_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search(ARRAY(SELECT product_id FROM old_rows));
  ELSE
    -- The updated price index rows are locked by this transaction already.
    UPDATE product_search s
       SET min_final = n.min_final, valid_until = n.valid_until, created_at = n.created_at, num_sales = n.num_sales,
           option_ids = n.option_ids, category_ids = n.category_ids
      FROM new_rows n
     WHERE s.product_id = n.product_id
       AND (s.min_final, s.valid_until, s.created_at, s.num_sales, s.option_ids, s.category_ids)
           IS DISTINCT FROM (n.min_final, n.valid_until, n.created_at, n.num_sales, n.option_ids, n.category_ids);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION finish_bulk_load() RETURNS void
LANGUAGE plpgsql VOLATILE SET work_mem = '64MB' AS $$
BEGIN
  PERFORM finish_catalogue_bulk_load();
  DELETE FROM product_search;
  INSERT INTO product_search (store_code, product_id, name, rating_summary, min_final, valid_until, created_at,
                              num_sales, option_ids, category_ids, search_vector)
  SELECT * FROM product_search_source ORDER BY store_code, product_id;
  -- Their statistics, for the plans of the searches right after the load: without them the
  -- compound lookup of a search text (search_compound_items, 0022) read every search term of the
  -- store view instead of an index range per ending (5 ms → 0.15 ms a word at 100 000 products).
  ANALYZE product_search, search_term;
END $$;

CREATE OR REPLACE FUNCTION finish_catalogue_bulk_load() RETURNS void
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

  -- Search terms (search_term_counts, 0005 and 0027): how many names of searchable texts hold each
  -- word but a stop word; words no such name holds any more keep their row with 0, as the triggers
  -- leave them.
  WITH counted AS (
    SELECT * FROM search_term_source
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
  INSERT INTO product_price_index (product_id, min_regular, min_final, max_regular, max_final, in_stock, valid_until,
                                   is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT p.id, r.min_regular, r.min_final, r.max_regular, r.max_final, coalesce(r.in_stock, false), product_price_valid_until(p.id),
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
        max_final = EXCLUDED.max_final, in_stock = EXCLUDED.in_stock, valid_until = EXCLUDED.valid_until,
        is_enabled = EXCLUDED.is_enabled, visibility = EXCLUDED.visibility, created_at = EXCLUDED.created_at,
        num_sales = EXCLUDED.num_sales, option_ids = EXCLUDED.option_ids, category_ids = EXCLUDED.category_ids;

  -- Category listing: every row again, as refresh_category_listing of every product would. Its lock
  -- on their price index rows is held already: the statement above wrote each of them.
  DELETE FROM category_listing;
  INSERT INTO category_listing (category_id, store_code, product_id, position, name, rating_summary, min_final,
                                valid_until, is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT * FROM category_listing_source ORDER BY category_id, store_code, product_id;

  PERFORM set_config('shop.bulk_load', 'off', true);
  PERFORM pg_notify('shop_public_data_changed', '');
END $$;

-- Rows computed before: until when they hold (the triggers carry it into the copies).
UPDATE product_price_index SET valid_until = product_price_valid_until(product_id);

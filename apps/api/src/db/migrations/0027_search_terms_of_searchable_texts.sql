-- The search terms count only the names of searchable texts (an enabled product with visibility 3
-- or 4 in its store view: what a search can find), as product_search holds them, and no stop word
-- of the store view's language. Counting every name and word, they suggested and corrected to words
-- that only the names of variants hold ("xxl", "3xl": the sizes of a configurable product's
-- children) and to words a search drops ("für", "van", "for"): either way a search that finds nothing.

-- Whether a word is one the store view's language drops from a search ("für", "van", "for").
CREATE FUNCTION search_stop_word(store text, word text) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_tsvector(s.search_config::regconfig, word) = '' FROM store s WHERE s.code = store
$$;

-- New and deleted texts count when they are searchable.
CREATE OR REPLACE FUNCTION search_term_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_term (store_code, term, fold, products)
    SELECT c.store_code, c.term, search_fold(c.term), c.n
      FROM (SELECT n.store_code, t.term, count(*) AS n
              FROM new_rows n CROSS JOIN LATERAL search_terms_of(n.name) AS t (term)
             WHERE n.searchable
             GROUP BY n.store_code, t.term) c
     WHERE NOT search_stop_word(c.store_code, c.term)
    ON CONFLICT (store_code, term) DO UPDATE SET products = search_term.products + EXCLUDED.products;
  ELSE
    -- The same words as counted: a stop word's row (0 since this migration) must not go below.
    UPDATE search_term s SET products = s.products - gone.n
      FROM (SELECT o.store_code, t.term, count(*) AS n
              FROM old_rows o CROSS JOIN LATERAL search_terms_of(o.name) AS t (term)
             WHERE o.searchable
             GROUP BY o.store_code, t.term) gone
     WHERE s.store_code = gone.store_code AND s.term = gone.term
       AND NOT search_stop_word(gone.store_code, gone.term);
  END IF;
  RETURN NULL;
END;
$$;

-- A text renamed, or becoming searchable or not (its product enabled, disabled or shown elsewhere):
-- the old name's words lose it if it was searchable, the new name's gain it if it is.
CREATE OR REPLACE FUNCTION search_term_rename() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.searchable THEN
    UPDATE search_term SET products = products - 1
     WHERE store_code = OLD.store_code AND term IN (SELECT search_terms_of(OLD.name))
       AND NOT search_stop_word(OLD.store_code, term);
  END IF;
  IF NEW.searchable THEN
    INSERT INTO search_term (store_code, term, fold, products)
    SELECT NEW.store_code, t.term, search_fold(t.term), 1 FROM search_terms_of(NEW.name) AS t (term)
     WHERE NOT search_stop_word(NEW.store_code, t.term)
    ON CONFLICT (store_code, term) DO UPDATE SET products = search_term.products + 1;
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER search_term_rename ON product_store;
CREATE TRIGGER search_term_rename AFTER UPDATE OF name, searchable ON product_store
FOR EACH ROW WHEN (NOT bulk_loading()
                   AND (OLD.name IS DISTINCT FROM NEW.name OR OLD.searchable IS DISTINCT FROM NEW.searchable))
EXECUTE FUNCTION search_term_rename();

-- What search_term holds, counted for the whole catalogue: the words of the searchable texts' names
-- per store view and how many names hold each, stop words left out. One definition for a bulk load's
-- end and for this database's counts below.
CREATE VIEW search_term_source AS
SELECT c.store_code, c.term, c.products
  FROM (SELECT ps.store_code, t.term, count(*)::integer AS products
          FROM product_store ps CROSS JOIN LATERAL search_terms_of(ps.name) AS t (term)
         WHERE ps.searchable
         GROUP BY ps.store_code, t.term) c
 WHERE NOT search_stop_word(c.store_code, c.term);

-- A bulk load's end (0020, renamed in 0024) counts the same.
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

-- The counts of this database, once.
UPDATE search_term SET products = 0;
INSERT INTO search_term (store_code, term, fold, products)
SELECT store_code, term, search_fold(term), products FROM search_term_source
ON CONFLICT (store_code, term) DO UPDATE SET products = EXCLUDED.products;

-- What a search reads per match, in a narrow row of its own.
--
-- A search found its matches in product_store's full-text index and then read each match's
-- product_store row (about 2 KB with the descriptions: one heap page per match, the store views'
-- rows apart) and its price index row (an index lookup per match): at 100 000 products a text
-- that matches 17 801 of them read 19 472 pages and spent most of its 310 ms there.
-- product_search holds, for each searchable text (an enabled product with visibility 3 or 4, as
-- product_store.searchable says), the search vector and every column a search filters, sorts,
-- ranks and aggregates by, written in the order of store view and product: the same search reads
-- about 7 000 pages of one store view's rows and no price index.
--
-- It is the join of the searchable product_store rows with product_price_index, nothing else;
-- the triggers below keep it equal to that join whenever one of the two changes, and a bulk load
-- (0017) computes it once at its end.
CREATE TABLE product_search (
  store_code text NOT NULL,
  product_id integer NOT NULL,
  name text NOT NULL,
  rating_summary numeric(5, 2) NOT NULL,
  min_final numeric(12, 2),
  valid_on date NOT NULL,
  created_at timestamptz NOT NULL,
  num_sales integer NOT NULL,
  option_ids integer[] NOT NULL,
  category_ids integer[] NOT NULL,
  search_vector tsvector NOT NULL,
  -- Product first: the triggers find a product's rows by it.
  PRIMARY KEY (product_id, store_code)
);
-- The matches of a text in one store view (btree_gin, as product_store's index in 0013).
CREATE INDEX product_search_match ON product_search USING gin (store_code, search_vector);
-- Search suggestions: the products whose name or sku matches (the lexemes of weight A, as 0012
-- has them for product_store, which suggestions no longer read), and the best sellers of a store
-- view in order, among which a common prefix finds its few products without reading every match.
CREATE INDEX product_search_name_match ON product_search USING gin (store_code, ts_filter(search_vector, '{a}'));
CREATE INDEX product_search_best_sellers ON product_search (store_code, num_sales DESC, product_id);
DROP INDEX product_store_name_search_by_store;

CREATE VIEW product_search_source AS
SELECT ps.store_code, ps.product_id, ps.name, ps.rating_summary, ppi.min_final, ppi.valid_on, ppi.created_at,
       ppi.num_sales, ppi.option_ids, ppi.category_ids, ps.search_vector
  FROM product_store ps
  JOIN product_price_index ppi ON ppi.product_id = ps.product_id
 WHERE ps.searchable AND ps.search_vector IS NOT NULL;

-- Recomputes every row of the given products. Concurrent changes of one product wait for each
-- other on its price index row, as the category listing's do (lock_category_listing, 0012).
CREATE FUNCTION refresh_product_search(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT lock_category_listing(ids);
  DELETE FROM product_search WHERE product_id = ANY(ids);
  INSERT INTO product_search (store_code, product_id, name, rating_summary, min_final, valid_on, created_at,
                              num_sales, option_ids, category_ids, search_vector)
  SELECT * FROM product_search_source WHERE product_id = ANY(ids);
$$;

-- Texts added, changed (name, rating, search vector, searchable) or removed.
CREATE FUNCTION product_search_texts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_search(ARRAY(
      SELECT DISTINCT n.product_id
        FROM new_rows n LEFT JOIN old_rows o ON o.product_id = n.product_id AND o.store_code = n.store_code
       WHERE (o.name, o.rating_summary, o.searchable, o.search_vector)
             IS DISTINCT FROM (n.name, n.rating_summary, n.searchable, n.search_vector)
      UNION
      SELECT o.product_id FROM old_rows o
       WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.product_id = o.product_id AND n.store_code = o.store_code)));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_search_text_insert AFTER INSERT ON product_store
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN (NOT bulk_loading())
EXECUTE FUNCTION product_search_texts();

CREATE TRIGGER product_search_text_update AFTER UPDATE ON product_store
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT WHEN (NOT bulk_loading())
EXECUTE FUNCTION product_search_texts();

CREATE TRIGGER product_search_text_delete AFTER DELETE ON product_store
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT WHEN (NOT bulk_loading())
EXECUTE FUNCTION product_search_texts();

-- Price index rows added or removed (a new product), or changed (price, status, options,
-- categories, sales; every row once a day when the index moves to the new day).
CREATE FUNCTION product_search_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search(ARRAY(SELECT product_id FROM old_rows));
  ELSE
    -- The updated price index rows are locked by this transaction already.
    UPDATE product_search s
       SET min_final = n.min_final, valid_on = n.valid_on, created_at = n.created_at, num_sales = n.num_sales,
           option_ids = n.option_ids, category_ids = n.category_ids
      FROM new_rows n
     WHERE s.product_id = n.product_id
       AND (s.min_final, s.valid_on, s.created_at, s.num_sales, s.option_ids, s.category_ids)
           IS DISTINCT FROM (n.min_final, n.valid_on, n.created_at, n.num_sales, n.option_ids, n.category_ids);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_search_price_insert AFTER INSERT ON product_price_index
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN (NOT bulk_loading())
EXECUTE FUNCTION product_search_prices();

CREATE TRIGGER product_search_price_update AFTER UPDATE ON product_price_index
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN (NOT bulk_loading())
EXECUTE FUNCTION product_search_prices();

CREATE TRIGGER product_search_price_delete AFTER DELETE ON product_price_index
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT WHEN (NOT bulk_loading())
EXECUTE FUNCTION product_search_prices();

-- A bulk load computes the rows once at its end: what finish_bulk_load() did until now, then
-- every row of product_search in the order of store view and product, so that one store view's
-- rows lie together.
ALTER FUNCTION finish_bulk_load() RENAME TO finish_catalogue_bulk_load;

CREATE FUNCTION finish_bulk_load() RETURNS void
LANGUAGE plpgsql VOLATILE SET work_mem = '64MB' AS $$
BEGIN
  PERFORM finish_catalogue_bulk_load();
  DELETE FROM product_search;
  INSERT INTO product_search (store_code, product_id, name, rating_summary, min_final, valid_on, created_at,
                              num_sales, option_ids, category_ids, search_vector)
  SELECT * FROM product_search_source ORDER BY store_code, product_id;
  -- Their statistics, for the plans of the searches right after the load: without them the
  -- compound lookup of a search text (search_compound_items, 0022) read every search term of the
  -- store view instead of an index range per ending (5 ms → 0.15 ms a word at 100 000 products).
  ANALYZE product_search, search_term;
END $$;

-- Databases seeded before this migration.
INSERT INTO product_search (store_code, product_id, name, rating_summary, min_final, valid_on, created_at,
                            num_sales, option_ids, category_ids, search_vector)
SELECT * FROM product_search_source ORDER BY store_code, product_id;

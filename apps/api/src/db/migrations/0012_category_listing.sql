-- Category listing and search suggestion speed.
--
-- A category page reads every product of the category (and of its descendants when it is an
-- anchor) for the total, the price range and the layered navigation. Through category_product it
-- looks up each product's store-view row (name, rating) and its price index row (0010): two index
-- lookups per product, about 8 000 buffer reads for a category of 1 300 products.
-- category_listing holds these rows once more, ordered by category and store view, with every
-- column a listing filters, sorts and aggregates by in its primary key index: a category page
-- reads one index range (an index-only scan of a few dozen pages) instead.
--
-- It is the join of category_product, product_store and product_price_index, nothing else: a row
-- for each category assignment of a product in each store view that has its texts. The triggers
-- below keep it equal to that join whenever one of the three changes.
CREATE TABLE category_listing (
  category_id integer NOT NULL,
  store_code text NOT NULL,
  product_id integer NOT NULL,
  position integer NOT NULL,
  name text NOT NULL,
  rating_summary numeric(5, 2) NOT NULL,
  min_final numeric(12, 2),
  valid_on date NOT NULL,
  is_enabled boolean NOT NULL,
  visibility smallint NOT NULL,
  created_at timestamptz NOT NULL,
  num_sales integer NOT NULL,
  option_ids integer[] NOT NULL,
  category_ids integer[] NOT NULL,
  -- Covering: a listing reads its rows from the index alone.
  PRIMARY KEY (category_id, store_code, product_id)
      INCLUDE (position, name, rating_summary, min_final, valid_on, is_enabled, visibility, created_at,
               num_sales, option_ids, category_ids)
);
-- The triggers find a product's rows by it.
CREATE INDEX category_listing_product ON category_listing (product_id);

-- Two transactions that change the same product's rows wait for each other here, on the lock of
-- its price index row, which every change of the price index takes anyway: the second one then
-- reads what the first one wrote (each statement after it sees the data committed until then).
CREATE FUNCTION lock_category_listing(ids integer[]) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM product_price_index WHERE product_id = ANY(ids) ORDER BY product_id FOR NO KEY UPDATE;
END;
$$;

-- Recomputes every row of the given products from the three tables.
CREATE FUNCTION refresh_category_listing(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT lock_category_listing(ids);
  DELETE FROM category_listing WHERE product_id = ANY(ids);
  INSERT INTO category_listing (category_id, store_code, product_id, position, name, rating_summary, min_final,
                                valid_on, is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT cp.category_id, ps.store_code, cp.product_id, cp.position, ps.name, ps.rating_summary, ppi.min_final,
         ppi.valid_on, ppi.is_enabled, ppi.visibility, ppi.created_at, ppi.num_sales, ppi.option_ids, ppi.category_ids
    FROM category_product cp
    JOIN product_store ps ON ps.product_id = cp.product_id
    JOIN product_price_index ppi ON ppi.product_id = cp.product_id
   WHERE cp.product_id = ANY(ids);
$$;

-- Category assignments added, moved or removed.
CREATE FUNCTION category_listing_assignments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_category_listing(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_category_listing(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER category_listing_assignment_insert AFTER INSERT ON category_product
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_assignments();

CREATE TRIGGER category_listing_assignment_update AFTER UPDATE ON category_product
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_assignments();

CREATE TRIGGER category_listing_assignment_delete AFTER DELETE ON category_product
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_assignments();

-- Store-view texts added or removed (a new product, a new store view).
CREATE FUNCTION category_listing_texts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_category_listing(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSE
    PERFORM refresh_category_listing(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER category_listing_text_insert AFTER INSERT ON product_store
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_texts();

CREATE TRIGGER category_listing_text_delete AFTER DELETE ON product_store
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_texts();

-- Renamed products and new ratings; rows whose key changed are recomputed. (Most updates of
-- product_store change neither: the search texts, the searchable flag.)
CREATE FUNCTION category_listing_text_updates() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_category_listing(ARRAY(SELECT product_id FROM new_rows));
  UPDATE category_listing cl SET name = n.name, rating_summary = n.rating_summary
    FROM new_rows n
   WHERE cl.product_id = n.product_id AND cl.store_code = n.store_code
     AND (cl.name, cl.rating_summary) IS DISTINCT FROM (n.name, n.rating_summary);
  PERFORM refresh_category_listing(ARRAY(
    SELECT product_id FROM (
      (SELECT product_id, store_code FROM old_rows EXCEPT SELECT product_id, store_code FROM new_rows)
      UNION
      (SELECT product_id, store_code FROM new_rows EXCEPT SELECT product_id, store_code FROM old_rows)) moved));
  RETURN NULL;
END;
$$;

CREATE TRIGGER category_listing_text_update AFTER UPDATE ON product_store
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_text_updates();

-- Price index rows added or removed (a new product), or changed (price, stock, status, options,
-- categories, sales; every row once a day when the index moves to the new day).
CREATE FUNCTION category_listing_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_category_listing(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_category_listing(ARRAY(SELECT product_id FROM old_rows));
  ELSE
    -- The updated price index rows are locked by this transaction already.
    UPDATE category_listing cl
       SET min_final = n.min_final, valid_on = n.valid_on, is_enabled = n.is_enabled, visibility = n.visibility,
           created_at = n.created_at, num_sales = n.num_sales, option_ids = n.option_ids,
           category_ids = n.category_ids
      FROM new_rows n
     WHERE cl.product_id = n.product_id
       AND (cl.min_final, cl.valid_on, cl.is_enabled, cl.visibility, cl.created_at, cl.num_sales, cl.option_ids,
            cl.category_ids)
           IS DISTINCT FROM (n.min_final, n.valid_on, n.is_enabled, n.visibility, n.created_at, n.num_sales,
                             n.option_ids, n.category_ids);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER category_listing_price_insert AFTER INSERT ON product_price_index
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_prices();

CREATE TRIGGER category_listing_price_update AFTER UPDATE ON product_price_index
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_prices();

CREATE TRIGGER category_listing_price_delete AFTER DELETE ON product_price_index
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION category_listing_prices();

-- Derived from watched tables only, but watched like every table public answers read (0011).
CREATE TRIGGER category_listing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_listing
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();

-- Databases seeded before this migration.
INSERT INTO category_listing (category_id, store_code, product_id, position, name, rating_summary, min_final,
                              valid_on, is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
SELECT cp.category_id, ps.store_code, cp.product_id, cp.position, ps.name, ps.rating_summary, ppi.min_final,
       ppi.valid_on, ppi.is_enabled, ppi.visibility, ppi.created_at, ppi.num_sales, ppi.option_ids, ppi.category_ids
  FROM category_product cp
  JOIN product_store ps ON ps.product_id = cp.product_id
  JOIN product_price_index ppi ON ppi.product_id = cp.product_id;

-- Search suggestions match the typed words against the name and the sku only: the
-- lexemes of weight A of a text's search vector. Asked of the full-text index (0010) with a
-- weight (':*A'), PostgreSQL reads every text the words match in any field to check the weight;
-- this index holds the weight-A lexemes alone (searchSql in src/modules/catalog/search.ts).
CREATE INDEX product_store_name_search ON product_store USING gin (ts_filter(search_vector, '{a}'))
  WHERE searchable;

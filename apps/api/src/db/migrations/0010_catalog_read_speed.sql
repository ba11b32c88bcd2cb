-- Catalogue read speed.
--
-- 1. The price index (0005) keeps each product's whole price range and stock flag, as
--    product_price_range (0001) computes them, so that the product rows of a listing, a search, a
--    product page or a route read them instead of inlining product_price_range: its three branches
--    over six tables cost PostgreSQL more time to plan (about ten milliseconds a statement) than
--    the statement takes to run. Readers use a row when it is today's and compute the range
--    otherwise, as for min_final, so a stale row is slow, never wrong.
-- 2. It also keeps the product's listing columns (status, visibility, creation date, sales), its
--    attribute option ids and its category ids, which are current whatever day the row was
--    computed: a listing then reads everything it filters, sorts and aggregates by from this one
--    index per product (an index-only scan) instead of from product, product_price_index,
--    product_attribute_option and category_product: one index lookup per product instead of four.
-- 3. product_store knows whether its product is found by a search (enabled, visibility 3 or 4),
--    and a full-text index holds only those rows: a search for a colour or a product noun no
--    longer reads the texts of every variant of a configurable product (visibility 1), which
--    are most of what such a word matches.
ALTER TABLE product_price_index
  ADD COLUMN min_regular numeric(12, 2),
  ADD COLUMN max_regular numeric(12, 2),
  ADD COLUMN max_final numeric(12, 2),
  ADD COLUMN in_stock boolean NOT NULL DEFAULT false,
  ADD COLUMN is_enabled boolean NOT NULL DEFAULT false,
  ADD COLUMN visibility smallint NOT NULL DEFAULT 1,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN num_sales integer NOT NULL DEFAULT 0,
  ADD COLUMN option_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN category_ids integer[] NOT NULL DEFAULT '{}';

-- Covering: listings read these columns from the index alone.
ALTER TABLE product_price_index
  DROP CONSTRAINT product_price_index_pkey,
  ADD PRIMARY KEY (product_id)
      INCLUDE (min_final, valid_on, is_enabled, visibility, created_at, num_sales, option_ids, category_ids);

-- A product's option ids (select and multiselect values), in one array.
CREATE FUNCTION product_option_ids(product_id integer) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(v.option_id ORDER BY v.option_id), '{}')
    FROM product_attribute_option v WHERE v.product_id = product_option_ids.product_id
$$;

-- The categories a product is assigned to (not their ancestors), in one array.
CREATE FUNCTION product_category_ids(product_id integer) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(cp.category_id ORDER BY cp.category_id), '{}')
    FROM category_product cp WHERE cp.product_id = product_category_ids.product_id
$$;

-- The triggers of 0005 call this for every product that is inserted or updated and for every
-- product whose range may have changed (its children's prices, stock or status, its bundle
-- options'), so the new columns stay current with min_final.
CREATE OR REPLACE FUNCTION refresh_product_price_index(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO product_price_index (product_id, min_regular, min_final, max_regular, max_final, in_stock, valid_on,
                                   is_enabled, visibility, created_at, num_sales, option_ids, category_ids)
  SELECT p.id, r.min_regular, r.min_final, r.max_regular, r.max_final, coalesce(r.in_stock, false), current_date,
         p.is_enabled, p.visibility, p.created_at, p.num_sales, product_option_ids(p.id), product_category_ids(p.id)
    FROM product p LEFT JOIN LATERAL product_price_range(p) r ON true
   WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE
    SET min_regular = EXCLUDED.min_regular, min_final = EXCLUDED.min_final, max_regular = EXCLUDED.max_regular,
        max_final = EXCLUDED.max_final, in_stock = EXCLUDED.in_stock, valid_on = EXCLUDED.valid_on,
        is_enabled = EXCLUDED.is_enabled, visibility = EXCLUDED.visibility, created_at = EXCLUDED.created_at,
        num_sales = EXCLUDED.num_sales, option_ids = EXCLUDED.option_ids, category_ids = EXCLUDED.category_ids
$$;

-- Option values added, changed or removed: the products' option ids.
CREATE FUNCTION product_price_index_options() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE product_price_index i SET option_ids = product_option_ids(i.product_id)
     WHERE i.product_id IN (SELECT product_id FROM new_rows);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE product_price_index i SET option_ids = product_option_ids(i.product_id)
     WHERE i.product_id IN (SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_price_index_option_insert AFTER INSERT ON product_attribute_option
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_options();

CREATE TRIGGER product_price_index_option_update AFTER UPDATE ON product_attribute_option
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_options();

CREATE TRIGGER product_price_index_option_delete AFTER DELETE ON product_attribute_option
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_options();

-- Category assignments added, changed or removed: the products' category ids.
CREATE FUNCTION product_price_index_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE product_price_index i SET category_ids = product_category_ids(i.product_id)
     WHERE i.product_id IN (SELECT product_id FROM new_rows);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE product_price_index i SET category_ids = product_category_ids(i.product_id)
     WHERE i.product_id IN (SELECT product_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_price_index_category_insert AFTER INSERT ON category_product
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_categories();

CREATE TRIGGER product_price_index_category_update AFTER UPDATE ON category_product
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_categories();

CREATE TRIGGER product_price_index_category_delete AFTER DELETE ON category_product
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_categories();

-- The range of one product by the definition itself, for index rows that are not today's.
-- PL/pgSQL so that the planner does not inline it (see product_min_final_price in 0005).
CREATE FUNCTION product_price_range_of(product_id integer)
RETURNS TABLE (min_regular numeric, min_final numeric, max_regular numeric, max_final numeric, in_stock boolean)
LANGUAGE plpgsql STABLE COST 10 ROWS 1 AS $$
BEGIN
  RETURN QUERY SELECT r.min_regular, r.min_final, r.max_regular, r.max_final, r.in_stock
                 FROM product p CROSS JOIN LATERAL product_price_range(p) r WHERE p.id = product_id;
END;
$$;

ALTER TABLE product_store ADD COLUMN searchable boolean NOT NULL DEFAULT false;

-- The trigger of 0001 that writes a text's search vector reads its product anyway: it also sets
-- `searchable` of a new row.
CREATE OR REPLACE FUNCTION product_store_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  config regconfig;
  product_sku text;
  product_searchable boolean;
BEGIN
  SELECT search_config INTO config FROM store WHERE code = NEW.store_code;
  SELECT sku, is_enabled AND visibility IN (3, 4) INTO product_sku, product_searchable
    FROM product WHERE id = NEW.product_id;
  NEW.search_vector :=
    setweight(to_tsvector(config, coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(product_sku, '')), 'A') ||
    setweight(to_tsvector(config, coalesce(NEW.short_description, '')), 'B') ||
    setweight(to_tsvector(config, regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g')), 'C');
  NEW.searchable := coalesce(product_searchable, false);
  RETURN NEW;
END;
$$;

-- A product switched on or off, or made (in)visible in search.
CREATE FUNCTION product_store_searchable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_store SET searchable = NEW.is_enabled AND NEW.visibility IN (3, 4)
   WHERE product_id = NEW.id AND searchable IS DISTINCT FROM (NEW.is_enabled AND NEW.visibility IN (3, 4));
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_store_searchable AFTER UPDATE OF is_enabled, visibility ON product
FOR EACH ROW WHEN (OLD.is_enabled IS DISTINCT FROM NEW.is_enabled OR OLD.visibility IS DISTINCT FROM NEW.visibility)
EXECUTE FUNCTION product_store_searchable();

UPDATE product_store ps SET searchable = true
  FROM product p WHERE p.id = ps.product_id AND p.is_enabled AND p.visibility IN (3, 4);

-- Full-text search reads this index (searchSql in src/modules/catalog/search.ts), the only
-- reader of search_vector: the index over every row (0001) goes.
CREATE INDEX product_store_search_searchable ON product_store USING gin (search_vector) WHERE searchable;
DROP INDEX product_store_search;

-- Databases seeded before this migration: fill the new columns now.
SELECT refresh_product_price_index(ARRAY(SELECT id FROM product));

-- Bulk loads (0017) write their texts' search vectors in the statement that writes the texts.
--
-- The trigger that gives a text its search vector (0001, 0010) looked up the store view's search
-- configuration and the product's sku for every row: a third of the time 624 531 texts of a
-- 100 000-product seed took. The vector is now one function of those values, which the trigger
-- calls and a bulk load's INSERT … SELECT can call with the store and product joined once per
-- statement. In a bulk load the insert trigger does not fire; finish_bulk_load() computes the
-- vectors a load left empty. Updates of a text's words still compute it row by row, in bulk loads too.
CREATE FUNCTION product_text_search_vector(
  config regconfig, sku text, name text, short_description text, description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(config, coalesce(name, '')), 'A') ||
         setweight(to_tsvector('simple', coalesce(sku, '')), 'A') ||
         setweight(to_tsvector(config, coalesce(short_description, '')), 'B') ||
         setweight(to_tsvector(config, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')
$$;

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
  NEW.search_vector := product_text_search_vector(config, product_sku, NEW.name, NEW.short_description, NEW.description);
  NEW.searchable := coalesce(product_searchable, false);
  RETURN NEW;
END;
$$;

DROP TRIGGER product_store_search_vector_trigger ON product_store;
CREATE TRIGGER product_store_search_vector_insert BEFORE INSERT ON product_store
FOR EACH ROW WHEN (NOT bulk_loading()) EXECUTE FUNCTION product_store_search_vector();
CREATE TRIGGER product_store_search_vector_update BEFORE UPDATE OF name, short_description, description ON product_store
FOR EACH ROW EXECUTE FUNCTION product_store_search_vector();

-- As in 0017, and the search vectors of texts a bulk load wrote without one.
CREATE OR REPLACE FUNCTION finish_bulk_load() RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
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

  -- Price index (0005, 0010) of every product; rows of deleted products went with them.
  PERFORM refresh_product_price_index(ARRAY(SELECT id FROM product));

  -- Category listing (0012) of every product, and of products that are gone.
  PERFORM refresh_category_listing(ARRAY(SELECT id FROM product UNION SELECT product_id FROM category_listing));

  PERFORM set_config('shop.bulk_load', 'off', true);
  PERFORM pg_notify('shop_public_data_changed', '');
END $$;

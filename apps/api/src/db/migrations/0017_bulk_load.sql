-- Bulk loads: a seed or an import of 100 000 products without per-statement triggers.
--
-- The triggers of 0005 and 0010–0014 keep the derived data (price index, category listing, search
-- terms, ratings per store view, the searchable flag) and the change notifications current one
-- statement at a time: a load of 100 000 products recomputed the same products' rows again with
-- every batch of every table and sent a notification per statement. In bulk-load mode those
-- triggers do not fire; finish_bulk_load() then computes the derived data once, from the same
-- functions the triggers call, and sends one "anything may have changed":
--
--   BEGIN;
--   SET LOCAL shop.bulk_load = on;
--   … inserts, updates, deletes …
--   SELECT finish_bulk_load();
--   COMMIT;
--
-- The mode is a setting of the loading transaction alone: other sessions' triggers fire as always.
-- A load that commits without finish_bulk_load() leaves the derived data stale.
--
-- Every user trigger checks bulk_loading() in its WHEN clause, but the one that writes a text's own
-- search vector (0001, 0010): it reads nothing but its row, its store and its product's sku, and
-- computing the vector while the row is written is cheaper than writing every row a second time.
-- A trigger added by a later migration takes the same WHEN clause, and finish_bulk_load() what it
-- derives (test/bulk-load.test.ts fails for a trigger without it).
CREATE FUNCTION bulk_loading() RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(current_setting('shop.bulk_load', true), '') = 'on'
$$;

DO $$
DECLARE
  trigger_row record;
  definition text;
BEGIN
  FOR trigger_row IN
    SELECT t.oid, t.tgname, c.relname
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
       AND t.tgname <> 'product_store_search_vector_trigger'
  LOOP
    definition := pg_get_triggerdef(trigger_row.oid);
    -- pg_get_triggerdef prints a WHEN condition fully parenthesized: "WHEN ((a) OR (b)) EXECUTE".
    IF position(' WHEN (' IN definition) > 0 THEN
      definition := replace(definition, ' WHEN (', ' WHEN (NOT bulk_loading() AND ');
    ELSE
      definition := replace(definition, ' EXECUTE FUNCTION ', ' WHEN (NOT bulk_loading()) EXECUTE FUNCTION ');
    END IF;
    EXECUTE format('DROP TRIGGER %I ON %I', trigger_row.tgname, trigger_row.relname);
    EXECUTE definition;
  END LOOP;
END $$;

-- Computes everything the triggers derive, for the whole catalogue, and notifies once; ends the
-- bulk-load mode of the transaction.
CREATE FUNCTION finish_bulk_load() RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT bulk_loading() THEN
    RAISE EXCEPTION 'finish_bulk_load() outside a bulk load (SET LOCAL shop.bulk_load = on)';
  END IF;
  -- The loaded tables' statistics, for the plans below (and the rest of the transaction).
  ANALYZE product, product_store, category_product, product_attribute_option, product_relation, bundle_option,
          bundle_selection, review, review_rating_vote;

  -- Searchable (product_store_searchable, 0010): the vector trigger set it from the product as it
  -- was when the text was written.
  UPDATE product_store ps SET searchable = p.is_enabled AND p.visibility IN (3, 4)
    FROM product p
   WHERE p.id = ps.product_id AND ps.searchable IS DISTINCT FROM (p.is_enabled AND p.visibility IN (3, 4));

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

-- Search and listing speed: an accent-folding helper and trigram index for the
-- typo-tolerant search, and a price index so that listings filter, sort and aggregate by price
-- without evaluating product_price_range (0001) for every product of a category or search.

-- Lower-cased text without accents ("Zündspule" → "zundspule", "Größe" → "grosse"), the same
-- for names and search texts so that trigram similarity ignores umlauts and accents.
-- Plain SQL (translate) rather than the unaccent extension, which the embedded PGlite lacks.
CREATE FUNCTION search_fold(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(replace(lower($1), 'ß', 'ss'),
                   'àáâãäåāèéêëēìíîïòóôõöøùúûüýÿñçčšž',
                   'aaaaaaaeeeeeiiiioooooouuuuyynccsz')
$$;

-- Typo fallback and search suggestions: `search_fold(text) <% search_fold(ps.name)`.
CREATE INDEX product_store_name_fold_trgm ON product_store USING gin (search_fold(name) gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------
-- Search terms: the words of the product names per store view and in how many names each occurs,
-- for search suggestions (completing the word being typed, most frequent first) and for
-- correcting a mistyped word (trigram similarity). Triggers on product_store keep the counts.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE search_term (
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  term text NOT NULL,
  fold text NOT NULL,
  products integer NOT NULL,
  PRIMARY KEY (store_code, term)
);
CREATE INDEX search_term_prefix ON search_term (store_code, fold text_pattern_ops);
CREATE INDEX search_term_fold_trgm ON search_term USING gin (fold gin_trgm_ops);

-- The words of a name worth suggesting: lower-cased by the text parser, at least three
-- characters, no numbers, no hyphenated compounds (their parts count instead).
CREATE FUNCTION search_terms_of(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, name))
   WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9.,]+$' AND position('-' IN lexeme) = 0
$$;

CREATE FUNCTION search_term_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_term (store_code, term, fold, products)
    SELECT n.store_code, t.term, search_fold(t.term), count(*)
      FROM new_rows n CROSS JOIN LATERAL search_terms_of(n.name) AS t (term)
     GROUP BY n.store_code, t.term
    ON CONFLICT (store_code, term) DO UPDATE SET products = search_term.products + EXCLUDED.products;
  ELSE
    UPDATE search_term s SET products = s.products - gone.n
      FROM (SELECT o.store_code, t.term, count(*) AS n
              FROM old_rows o CROSS JOIN LATERAL search_terms_of(o.name) AS t (term)
             GROUP BY o.store_code, t.term) gone
     WHERE s.store_code = gone.store_code AND s.term = gone.term;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER search_term_insert AFTER INSERT ON product_store
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION search_term_counts();

CREATE TRIGGER search_term_delete AFTER DELETE ON product_store
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION search_term_counts();

-- A renamed product (rare) moves its counts from the old name's words to the new name's.
CREATE FUNCTION search_term_rename() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_term SET products = products - 1
   WHERE store_code = OLD.store_code AND term IN (SELECT search_terms_of(OLD.name));
  INSERT INTO search_term (store_code, term, fold, products)
  SELECT NEW.store_code, t.term, search_fold(t.term), 1 FROM search_terms_of(NEW.name) AS t (term)
  ON CONFLICT (store_code, term) DO UPDATE SET products = search_term.products + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER search_term_rename AFTER UPDATE OF name ON product_store
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION search_term_rename();

INSERT INTO search_term (store_code, term, fold, products)
SELECT ps.store_code, t.term, search_fold(t.term), count(*)
  FROM product_store ps CROSS JOIN LATERAL search_terms_of(ps.name) AS t (term)
 GROUP BY ps.store_code, t.term;

-- ---------------------------------------------------------------------------------------------
-- Rating per store view: reviews are written and shown per store view, so the rating a listing
-- filters and aggregates by (rating_summary in whole stars) is the store view's own, the same
-- average the product's `rating_summary` field answers: over the store view's approved reviews,
-- of each review's mean vote on the active ratings, in percent. Triggers keep it current.
-- ---------------------------------------------------------------------------------------------
ALTER TABLE product_store ADD COLUMN rating_summary numeric(5, 2) NOT NULL DEFAULT 0;
-- With the listing columns of product and product_price_index (above): index-only listings.
CREATE INDEX product_store_listing ON product_store (product_id, store_code) INCLUDE (name, rating_summary);

CREATE FUNCTION refresh_product_store_rating(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  UPDATE product_store ps SET rating_summary = fresh.summary
    FROM (
      SELECT x.product_id, x.store_code, coalesce((
               SELECT round(avg(votes.percent), 2)
                 FROM review r
                 CROSS JOIN LATERAL (
                   SELECT avg(v.percent) AS percent
                     FROM review_rating_vote v JOIN rating ra ON ra.id = v.rating_id AND ra.is_active
                    WHERE v.review_id = r.id
                 ) votes
                WHERE r.product_id = x.product_id AND r.store_code = x.store_code AND r.status = 'approved'
             ), 0) AS summary
        FROM product_store x WHERE x.product_id = ANY(ids)
    ) fresh
   WHERE ps.product_id = fresh.product_id AND ps.store_code = fresh.store_code
     AND ps.rating_summary <> fresh.summary
$$;

CREATE FUNCTION product_store_rating_reviews() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_store_rating(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_product_store_rating(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_store_rating_review_insert AFTER INSERT ON review
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_store_rating_reviews();

CREATE TRIGGER product_store_rating_review_update AFTER UPDATE ON review
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_store_rating_reviews();

CREATE TRIGGER product_store_rating_review_delete AFTER DELETE ON review
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_store_rating_reviews();

CREATE FUNCTION product_store_rating_votes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_store_rating(ARRAY(
      SELECT DISTINCT r.product_id FROM review r WHERE r.id IN (SELECT review_id FROM new_rows)));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_product_store_rating(ARRAY(
      SELECT DISTINCT r.product_id FROM review r WHERE r.id IN (SELECT review_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_store_rating_vote_insert AFTER INSERT ON review_rating_vote
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_store_rating_votes();

CREATE TRIGGER product_store_rating_vote_update AFTER UPDATE ON review_rating_vote
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_store_rating_votes();

CREATE TRIGGER product_store_rating_vote_delete AFTER DELETE ON review_rating_vote
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_store_rating_votes();

-- A rating switched on or off changes every average.
CREATE FUNCTION product_store_rating_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_store_rating(ARRAY(SELECT DISTINCT product_id FROM review));
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_store_rating_rating_update AFTER UPDATE OF is_active ON rating
FOR EACH STATEMENT EXECUTE FUNCTION product_store_rating_ratings();

SELECT refresh_product_store_rating(ARRAY(SELECT DISTINCT product_id FROM review));


-- ---------------------------------------------------------------------------------------------
-- Price index: each product's lowest final price as product_price_range (0001) computes it,
-- for the day `valid_on`. product_price_range stays the single definition; this table only
-- caches its answer. Readers use the cached price when it is today's and call the function
-- otherwise (PRICE_SQL in src/modules/catalog/listing.ts), so a stale or missing row is slow,
-- never wrong.
-- Triggers keep rows current when products, their children or bundle selections change; rows of
-- an earlier day (special prices start and end with dates) are refreshed by
-- refresh_stale_product_price_index(), which the api runs in the background once a day.
-- ---------------------------------------------------------------------------------------------
CREATE TABLE product_price_index (
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  -- NULL for a composite product without purchasable children (it has no price)
  min_final numeric(12, 2),
  valid_on date NOT NULL,
  -- covering: listings read the price from the index alone
  PRIMARY KEY (product_id) INCLUDE (min_final, valid_on)
);
CREATE INDEX product_price_index_valid_on ON product_price_index (valid_on);
-- Finding the bundles that offer a product (its price changes theirs).
CREATE INDEX bundle_selection_product ON bundle_selection (product_id);

-- The products whose price depends on the given ones: themselves, their configurable/grouped
-- parents and the bundles that offer them.
CREATE FUNCTION product_price_dependents(ids integer[]) RETURNS TABLE (product_id integer)
LANGUAGE sql STABLE AS $$
  SELECT unnest(ids)
  UNION
  SELECT r.parent_id FROM product_relation r WHERE r.child_id = ANY(ids)
  UNION
  SELECT bo.product_id FROM bundle_selection bs JOIN bundle_option bo ON bo.id = bs.option_id
   WHERE bs.product_id = ANY(ids)
$$;

-- Recomputes the index rows of the given products (not their dependents).
CREATE FUNCTION refresh_product_price_index(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO product_price_index (product_id, min_final, valid_on)
  SELECT p.id, (SELECT min_final FROM product_price_range(p)), current_date
    FROM product p WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET min_final = EXCLUDED.min_final, valid_on = EXCLUDED.valid_on
$$;

-- Recomputes every row of an earlier day; answers how many. Two processes never run it at once.
CREATE FUNCTION refresh_stale_product_price_index() RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  stale integer[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM product_price_index WHERE valid_on < current_date)
     AND NOT EXISTS (SELECT 1 FROM product p WHERE NOT EXISTS (
       SELECT 1 FROM product_price_index i WHERE i.product_id = p.id)) THEN
    RETURN 0;
  END IF;
  IF NOT pg_try_advisory_xact_lock(7202612) THEN
    RETURN 0;
  END IF;
  SELECT array_agg(p.id) INTO stale
    FROM product p LEFT JOIN product_price_index i ON i.product_id = p.id
   WHERE i.product_id IS NULL OR i.valid_on < current_date;
  IF stale IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM refresh_product_price_index(stale);
  RETURN cardinality(stale);
END;
$$;

-- The lowest final price of one product by the definition itself, for index rows that are not
-- today's. PL/pgSQL so that the planner does not inline it: its small COST keeps the plans (and
-- the JIT threshold) of listings that never need it as cheap as they are. It takes the id, not
-- the row, so that listings can read products from a covering index.
CREATE FUNCTION product_min_final_price(product_id integer) RETURNS numeric
LANGUAGE plpgsql STABLE COST 10 AS $$
BEGIN
  RETURN (SELECT r.min_final FROM product p CROSS JOIN LATERAL product_price_range(p) r WHERE p.id = product_id);
END;
$$;

-- Covering indexes: a listing reads a category's or a search's products from these alone
-- (index-only scans), not from the wide product and product_store rows.
CREATE INDEX product_listing ON product (id) INCLUDE (is_enabled, visibility, created_at, num_sales);

CREATE FUNCTION product_price_index_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_price_index(ARRAY(
    SELECT product_price_dependents(ARRAY(SELECT id FROM changed_rows))));
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_price_index_insert AFTER INSERT ON product
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_products();

CREATE TRIGGER product_price_index_update AFTER UPDATE ON product
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_products();

-- A child that is deleted changes its parents' range: refresh the parents it had (the relation
-- rows go with it, so the parents are found through the old relation rows below).
CREATE FUNCTION product_price_index_relations() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_price_index(ARRAY(
      SELECT product_price_dependents(ARRAY(SELECT parent_id FROM new_rows))));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_product_price_index(ARRAY(
      SELECT product_price_dependents(ARRAY(SELECT parent_id FROM old_rows))));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_price_index_relation_insert AFTER INSERT ON product_relation
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_relations();

CREATE TRIGGER product_price_index_relation_update AFTER UPDATE ON product_relation
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_relations();

CREATE TRIGGER product_price_index_relation_delete AFTER DELETE ON product_relation
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_relations();

-- Bundle options and selections change the bundle's range.
CREATE FUNCTION product_price_index_bundle_options() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_price_index(ARRAY(SELECT product_id FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_product_price_index(ARRAY(SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_price_index_bundle_option_insert AFTER INSERT ON bundle_option
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_bundle_options();

CREATE TRIGGER product_price_index_bundle_option_update AFTER UPDATE ON bundle_option
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_bundle_options();

CREATE TRIGGER product_price_index_bundle_option_delete AFTER DELETE ON bundle_option
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_bundle_options();

CREATE FUNCTION product_price_index_bundle_selections() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_price_index(ARRAY(
      SELECT bo.product_id FROM bundle_option bo WHERE bo.id IN (SELECT option_id FROM new_rows)));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_product_price_index(ARRAY(
      SELECT bo.product_id FROM bundle_option bo WHERE bo.id IN (SELECT option_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_price_index_bundle_selection_insert AFTER INSERT ON bundle_selection
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_bundle_selections();

CREATE TRIGGER product_price_index_bundle_selection_update AFTER UPDATE ON bundle_selection
REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_bundle_selections();

CREATE TRIGGER product_price_index_bundle_selection_delete AFTER DELETE ON bundle_selection
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_bundle_selections();

-- Databases seeded before this migration: index every product now.
SELECT refresh_product_price_index(ARRAY(SELECT id FROM product));

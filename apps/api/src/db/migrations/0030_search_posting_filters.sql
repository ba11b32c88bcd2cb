-- The postings of a search's filters, beside those of its words, so that a broad text narrowed to
-- a category or an attribute option costs what the text alone does.
--
-- A search narrowed by a filter read every match of its text through the text index and tested
-- each row against the filter ("bio" and a brand at 100 000 products: 17 801 rows, about 35 ms of
-- PostgreSQL's CPU). Each product's option ids and categories now have postings of their own, as
-- if they were words of its text that no typed text can produce (they start with a space): the
-- option 12 is the word ' option 12', the category 5 ' category 5'. A filter is then one more
-- operand of the query search_hits evaluates: (the text) & (' option 12' | ' option 13').
--
-- They count as words of the name too (name_members): a filter holds whatever field matched, so
-- that a name match stays a name match once filtered.

-- The words a product_search row is posted under: its text's lexemes (in_name: of weight A, the
-- name and the sku), its option ids and its categories.
CREATE FUNCTION search_posting_words(vector tsvector, option_ids integer[], category_ids integer[])
RETURNS TABLE (lexeme text, in_name boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT w.lexeme, 'A' = ANY (w.weights) FROM unnest(vector) AS w
  UNION ALL
  SELECT DISTINCT ' option ' || o, true FROM unnest(option_ids) AS o
  UNION ALL
  SELECT DISTINCT ' category ' || c, true FROM unnest(category_ids) AS c
$$;

-- A filter as a query over the postings: any of `ids` of `kind` ('option' or 'category'); none
-- matches nothing.
CREATE FUNCTION search_filter_query(kind text, ids integer[]) RETURNS tsquery
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(quote_literal(' ' || kind || ' ' || id), ' | '), quote_literal(' ' || kind || ' none'))::tsquery
    FROM unnest(ids) AS id
$$;

CREATE OR REPLACE FUNCTION rebuild_search_postings() RETURNS void
LANGUAGE sql VOLATILE AS $$
  DELETE FROM search_posting;
  INSERT INTO search_posting (store_code, lexeme, chunk, members, name_members)
  SELECT s.code, g.lexeme, c.chunk, g.members, g.name_members
    FROM store s
   CROSS JOIN generate_series(0, (SELECT coalesce(max(rank), 0) FROM search_rank) >> 12) AS c (chunk)
   CROSS JOIN LATERAL (
     SELECT w.lexeme, intarray.sort(array_agg(r.rank)) AS members,
            intarray.sort(coalesce(array_agg(r.rank) FILTER (WHERE w.in_name), '{}')) AS name_members
       FROM search_rank r
       JOIN product_store ps ON ps.product_id = r.product_id AND ps.store_code = s.code
       JOIN product_price_index ppi ON ppi.product_id = r.product_id
      CROSS JOIN LATERAL search_posting_words(ps.search_vector, ppi.option_ids, ppi.category_ids) AS w
      WHERE r.rank >= c.chunk << 12 AND r.rank < (c.chunk + 1) << 12 AND ps.searchable AND ps.search_vector IS NOT NULL
      GROUP BY w.lexeme
   ) g;
  ANALYZE search_rank, search_posting;
$$;

CREATE OR REPLACE FUNCTION update_search_postings(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO search_rank (product_id, rank)
  SELECT p.id, nextval('search_rank_sequence')
    FROM product p
   WHERE p.id = ANY (ids) AND NOT EXISTS (SELECT 1 FROM search_rank r WHERE r.product_id = p.id)
   ORDER BY p.id
  ON CONFLICT DO NOTHING;
  WITH before_change AS (
    SELECT ps.store_code, w.lexeme COLLATE "C" AS lexeme, ps.search_rank AS rank, w.in_name
      FROM product_search ps
     CROSS JOIN LATERAL search_posting_words(ps.search_vector, ps.option_ids, ps.category_ids) AS w
     WHERE ps.product_id = ANY (ids)
  ), after_change AS (
    SELECT ps.store_code, w.lexeme COLLATE "C" AS lexeme, ps.search_rank AS rank, w.in_name
      FROM product_search_source ps
     CROSS JOIN LATERAL search_posting_words(ps.search_vector, ps.option_ids, ps.category_ids) AS w
     WHERE ps.product_id = ANY (ids)
  ), changed AS (
    SELECT coalesce(o.store_code, n.store_code) AS store_code, coalesce(o.lexeme, n.lexeme) AS lexeme,
           coalesce(o.rank, n.rank) AS rank, o.rank IS NOT NULL AS was_in, coalesce(o.in_name, false) AS was_in_name,
           n.rank IS NOT NULL AS is_in, coalesce(n.in_name, false) AS is_in_name
      FROM before_change o
      FULL JOIN after_change n ON n.store_code = o.store_code AND n.lexeme = o.lexeme AND n.rank = o.rank
     WHERE o.rank IS NULL OR n.rank IS NULL OR o.in_name <> n.in_name
  ), per_chunk AS (
    SELECT store_code, lexeme, rank >> 12 AS chunk,
           coalesce(array_agg(rank ORDER BY rank) FILTER (WHERE is_in AND NOT was_in), '{}') AS gained,
           coalesce(array_agg(rank) FILTER (WHERE was_in AND NOT is_in), '{}') AS lost,
           coalesce(array_agg(rank ORDER BY rank) FILTER (WHERE is_in_name AND NOT was_in_name), '{}') AS gained_in_name,
           coalesce(array_agg(rank) FILTER (WHERE was_in_name AND NOT is_in_name), '{}') AS lost_in_name
      FROM changed
     GROUP BY 1, 2, 3
  ), updated AS (
    UPDATE search_posting p
       SET members = intarray._int_union(intarray.intset_subtract(p.members, c.lost), c.gained),
           name_members = intarray._int_union(intarray.intset_subtract(p.name_members, c.lost_in_name),
                                              c.gained_in_name)
      FROM per_chunk c
     WHERE p.store_code = c.store_code AND p.lexeme = c.lexeme AND p.chunk = c.chunk
    RETURNING p.store_code, p.lexeme, p.chunk
  )
  -- A word new to a chunk: only gains. Two transactions may add the same row; the second unites.
  INSERT INTO search_posting AS p (store_code, lexeme, chunk, members, name_members)
  SELECT c.store_code, c.lexeme, c.chunk, c.gained, c.gained_in_name
    FROM per_chunk c
   WHERE cardinality(c.gained) > 0
     AND NOT EXISTS (SELECT 1 FROM updated u
                      WHERE u.store_code = c.store_code AND u.lexeme = c.lexeme AND u.chunk = c.chunk)
  ON CONFLICT (store_code, lexeme, chunk) DO UPDATE
    SET members = intarray._int_union(p.members, EXCLUDED.members),
        name_members = intarray._int_union(p.name_members, EXCLUDED.name_members);
$$;

-- A price index row's options or categories changed: its product's postings follow before its
-- product_search rows take the new arrays (update_search_postings reads the rows as they were).
CREATE OR REPLACE FUNCTION product_search_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  refiled integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search(ARRAY(SELECT product_id FROM old_rows));
  ELSE
    refiled := ARRAY(SELECT DISTINCT s.product_id FROM product_search s JOIN new_rows n ON n.product_id = s.product_id
                      WHERE (s.option_ids, s.category_ids) IS DISTINCT FROM (n.option_ids, n.category_ids));
    IF cardinality(refiled) > 0 THEN
      PERFORM update_search_postings(refiled);
    END IF;
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

SELECT rebuild_search_postings();

-- The postings of a search's filters, beside those of its words, so that a broad text narrowed by
-- a category, an attribute option, a price or a rating costs what the text alone does.
--
-- A search narrowed by a filter read every match of its text through the text index and tested
-- each row against the filter ("bio" and a brand at 100 000 products: 17 801 rows, about 55 ms of
-- PostgreSQL's CPU). Each product's option ids, categories, price and rating now have postings of
-- their own, as if they were words of its text that no typed text can produce (they start with a
-- space): the option 12 is the word ' option 12', the category 5 ' category 5', four stars
-- ' rating 4'. A filter is then
-- one more operand of the query search_hits evaluates: (the text) & ' any| option 12| option 13',
-- a lexeme that lists the words whose postings it unites.
--
-- A price is posted as its whole euros at every power of ten (' price 0 13', ' price 1 1', ' price
-- 2 0' … for 13.49), so that a range of whole euros is the union of a few buckets (13–47: 13 to 19,
-- 20 to 39, 40 to 46) and not of one posting per euro: ' any| price 0 13| … | price 1 2| …'.
--
-- They count as words of the name too (name_members): a filter holds whatever field matched, so
-- that a name match stays a name match once filtered.

-- The words of a price: its whole euros (at most 9 999 999) in buckets of 10^k euros, k from 0 to
-- 6, and ' price exact 13' for a price of whole euros (a filter's upper bound includes it).
CREATE FUNCTION search_price_words(price numeric) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT ' price ' || k || ' ' || least(floor(price), 9999999)::bigint / (10 ^ k)::bigint
    FROM generate_series(0, 6) AS k
   WHERE price IS NOT NULL
  UNION ALL
  SELECT ' price exact ' || price::bigint WHERE price = floor(price) AND price <= 9999999
$$;

-- The fewest buckets of search_price_words that hold the whole euros from `low` to `high` exactly.
CREATE FUNCTION search_price_range_words(low bigint, high bigint) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  words text[] := '{}';
  k integer;
BEGIN
  WHILE low <= high LOOP
    k := 0;
    WHILE k < 6 AND low % (10 ^ (k + 1))::bigint = 0 AND low + (10 ^ (k + 1))::bigint - 1 <= high LOOP
      k := k + 1;
    END LOOP;
    words := words || (' price ' || k || ' ' || low / (10 ^ k)::bigint);
    low := low + (10 ^ k)::bigint;
  END LOOP;
  RETURN words;
END $$;

-- A query over the postings that matches the products posted under any of `words`: lexemes
-- ' any|w1|w2…' of at most 80 words (a lexeme of a tsquery holds at most 2 047 bytes), united by |;
-- no word matches nothing.
CREATE FUNCTION search_any_query(words text[]) RETURNS tsquery
LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(quote_literal(' any|' || array_to_string(words[g * 80 + 1 : g * 80 + 80], '|')), ' | ')::tsquery
    FROM generate_series(0, greatest(cardinality(words) - 1, 0) / 80) AS g
$$;

-- A price filter as a query over the postings, its bounds included: from `low` to `high` whole
-- euros (at most 9 999 999; either NULL: no bound), as the whole euros from low to high - 1 and a
-- price of exactly high.
CREATE FUNCTION search_price_query(low bigint, high bigint) RETURNS tsquery
LANGUAGE sql IMMUTABLE AS $$
  SELECT search_any_query(
           search_price_range_words(greatest(coalesce(low, 0), 0), coalesce(high - 1, 9999999))
           || CASE WHEN high >= greatest(coalesce(low, 0), 0) THEN ARRAY[' price exact ' || high] ELSE '{}' END)
$$;

-- The words a product_search row is posted under: its text's lexemes (in_name: of weight A, the
-- name and the sku), its option ids, its categories, its lowest price and its rating in whole
-- stars (as listings round it).
CREATE FUNCTION search_posting_words(vector tsvector, option_ids integer[], category_ids integer[], price numeric,
                                     rating numeric)
RETURNS TABLE (lexeme text, in_name boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT w.lexeme, 'A' = ANY (w.weights) FROM unnest(vector) AS w
  UNION ALL
  SELECT DISTINCT ' option ' || o, true FROM unnest(option_ids) AS o
  UNION ALL
  SELECT DISTINCT ' category ' || c, true FROM unnest(category_ids) AS c
  UNION ALL
  SELECT p, true FROM search_price_words(price) AS p
  UNION ALL
  SELECT ' rating ' || round(rating / 20)::int, true WHERE rating IS NOT NULL
$$;

-- A filter as a query over the postings: any of `ids` of `kind` ('option', 'category' or 'rating',
-- in whole stars); none matches nothing.
CREATE FUNCTION search_filter_query(kind text, ids integer[]) RETURNS tsquery
LANGUAGE sql IMMUTABLE AS $$
  SELECT search_any_query(ARRAY(SELECT ' ' || kind || ' ' || id FROM unnest(ids) AS id))
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
      CROSS JOIN LATERAL search_posting_words(ps.search_vector, ppi.option_ids, ppi.category_ids, ppi.min_final,
                                                           ps.rating_summary) AS w
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
     CROSS JOIN LATERAL search_posting_words(ps.search_vector, ps.option_ids, ps.category_ids, ps.min_final,
                                                ps.rating_summary) AS w
     WHERE ps.product_id = ANY (ids)
  ), after_change AS (
    SELECT ps.store_code, w.lexeme COLLATE "C" AS lexeme, ps.search_rank AS rank, w.in_name
      FROM product_search_source ps
     CROSS JOIN LATERAL search_posting_words(ps.search_vector, ps.option_ids, ps.category_ids, ps.min_final,
                                                ps.rating_summary) AS w
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

-- A price index row's options, categories or lowest price changed: its product's postings follow
-- before its product_search rows take them (update_search_postings reads the rows as they were).
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
                      WHERE (s.option_ids, s.category_ids, s.min_final)
                            IS DISTINCT FROM (n.option_ids, n.category_ids, n.min_final));
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

-- As in 0029, and a lexeme ' any|w1|w2…' (a filter) stands for the union of the postings of the
-- words it lists.
CREATE OR REPLACE FUNCTION search_hits(store text, query tsquery, skip integer, take integer)
RETURNS TABLE (total integer, in_names integer, ranks integer[])
-- Its statement is prepared once per shape of query and session (see below): the plan's lexemes are
-- parameters, which the index takes as bounds at run time.
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  -- per token of the query's text: a lexeme and its flags, an operator or parenthesis, or else anything
  token text[];
  leaf text;
  lexemes text[] := '{}';
  -- for a prefix: the first text after every text that starts with it
  prefix_ends text[] := '{}';
  -- the token is a filter's words
  any_words boolean;
  conditions text[] := '{}';
  -- the expressions of the operands so far, over the names' postings and over all
  names_sql text[] := '{}';
  texts_sql text[] := '{}';
  operators text[] := '{}';
  waiting text;
  -- the function of the waiting operator: intersection for &, union for |
  joined_by text;
  top integer;
  prepared integer;
  sql text;
  statement_name text;
BEGIN
  -- Few statements per token: this runs for every search. In parentheses, so that the last ")"
  -- applies the operators left.
  FOR token IN
    SELECT regexp_matches('(' || query::text || ')', $re$'((?:[^']|'')*)'(:[*A-D]+)?|([&|()])|([^ ])$re$, 'g')
  LOOP
    IF token[1] IS NOT NULL THEN
      IF token[2] ~ '[B-D]' THEN
        RETURN;
      END IF;
      -- The text form doubles a quote and a backslash in a lexeme.
      lexemes := lexemes || regexp_replace(replace(token[1], '''''', ''''), '\\(.)', '\1', 'g');
      any_words := left(lexemes[cardinality(lexemes)], 5) = ' any|';
      IF any_words THEN
        -- a filter's words (search_filter_query, search_price_query): the union of their postings
        prefix_ends := prefix_ends || NULL::text;
        leaf := 'lexeme = ANY (string_to_array(substr($2[' || cardinality(lexemes) || '], 6), ''|''))';
      ELSIF strpos(token[2], '*') > 0 THEN
        prefix_ends := prefix_ends || (left(lexemes[cardinality(lexemes)], -1)
                                       || chr(ascii(right(lexemes[cardinality(lexemes)], 1)) + 1));
        leaf := '(lexeme >= $2[' || cardinality(lexemes) || '] AND lexeme < $3[' || cardinality(lexemes) || '])';
      ELSE
        prefix_ends := prefix_ends || NULL::text;
        leaf := 'lexeme = $2[' || cardinality(lexemes) || ']';
      END IF;
      conditions := conditions || leaf;
      -- A filter's words count as words of the name: its members are its name members, and the
      -- same aggregate on both sides is computed once.
      names_sql := names_sql || ('search_union(' || CASE WHEN any_words THEN 'members' ELSE 'name_members' END
                                 || ') FILTER (WHERE ' || leaf || ')');
      texts_sql := texts_sql || ('search_union(' || CASE WHEN strpos(token[2], 'A') > 0 THEN 'name_members' ELSE 'members' END
                                 || ') FILTER (WHERE ' || leaf || ')');
    ELSIF token[3] = '(' THEN
      operators := operators || '('::text;
    ELSIF token[3] IS NOT NULL THEN
      -- Apply the waiting operators that bind at least as tightly (& before |), or up to the "(".
      LOOP
        waiting := operators[cardinality(operators)];
        EXIT WHEN waiting IS NULL OR waiting = '(' OR (token[3] = '&' AND waiting = '|');
        top := cardinality(texts_sql);
        joined_by := CASE waiting WHEN '&' THEN 'intarray._int_inter(' ELSE 'intarray._int_union(' END;
        names_sql := names_sql[1:top - 2] || (joined_by || names_sql[top - 1] || ', ' || names_sql[top] || ')');
        texts_sql := texts_sql[1:top - 2] || (joined_by || texts_sql[top - 1] || ', ' || texts_sql[top] || ')');
        operators := operators[1:cardinality(operators) - 1];
      END LOOP;
      IF token[3] = ')' THEN
        operators := operators[1:cardinality(operators) - 1];
      ELSE
        operators := operators || token[3];
      END IF;
    ELSE
      -- ! or a phrase
      RETURN;
    END IF;
  END LOOP;
  IF cardinality(texts_sql) <> 1 THEN
    RETURN;
  END IF;
  sql := format(
    $sql$WITH per_chunk AS MATERIALIZED (
           SELECT chunk, %1$s AS in_names, %2$s AS in_texts
             FROM search_posting
            WHERE store_code = $1 AND (%3$s)
            GROUP BY chunk
         )
         SELECT coalesce(sum(cardinality(in_texts)), 0)::int, coalesce(sum(cardinality(in_names)), 0)::int,
                ((SELECT search_concat(in_names ORDER BY chunk) FROM per_chunk)
                 || (SELECT search_concat(intarray.intset_subtract(in_texts, in_names) ORDER BY chunk) FROM per_chunk)
                )[$4 + 1 : $4 + $5]
           FROM per_chunk$sql$,
    names_sql[1], texts_sql[1], array_to_string(conditions, ' OR '));
  -- Planning the statement took two thirds of its time (0.2 of 0.3 ms for a word and its
  -- compounds). It is prepared once per shape in the session (a connection of the pool: the api
  -- keeps its connections and never deallocates) and run with a generic plan; a session-level
  -- setting remembers it, as looking it up in pg_prepared_statements cost more than the planning.
  -- At most 200 shapes a session; beyond them a statement is planned each time.
  statement_name := 'search_hits_' || md5(sql);
  prepared := coalesce(nullif(current_setting('search_hits.prepared', true), '')::integer, 0);
  -- (A setting first set in a transaction that was rolled back reads as '' afterwards.)
  IF coalesce(current_setting('search_hits.' || statement_name, true), '') = '' AND prepared < 200 THEN
    BEGIN
      EXECUTE format('PREPARE %I (text, text[], text[], integer, integer) AS %s', statement_name, sql);
    EXCEPTION WHEN duplicate_prepared_statement THEN
      -- prepared in a transaction that was rolled back, which took the settings with it
      NULL;
    END;
    PERFORM set_config('search_hits.' || statement_name, 'prepared', false),
            set_config('search_hits.prepared', (prepared + 1)::text, false);
  END IF;
  IF coalesce(current_setting('search_hits.' || statement_name, true), '') = '' THEN
    RETURN QUERY EXECUTE sql USING store, lexemes, prefix_ends, skip, take;
  ELSE
    RETURN QUERY EXECUTE format('EXECUTE %I(%L, %L, %L, %s, %s)', statement_name, store, lexemes, prefix_ends, skip,
                                take);
  END IF;
END;
$$;

SELECT rebuild_search_postings();

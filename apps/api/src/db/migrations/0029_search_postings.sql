-- The matches of a search text as sets of integers, so that a broad text costs about as much as a
-- narrow one.
--
-- A text like "bio" matches 17 801 of 100 000 products. Found through product_search's text index,
-- each match is a heap row to read and rank, and every aggregation reads them all: about 35 ms of
-- PostgreSQL's CPU, most of it per match. Here each word of a store view's product texts has the
-- set of products that hold it (its postings), as sorted integer arrays (the intarray extension
-- unites and intersects them in C): a text's matches and their number are a few array operations
-- over the postings of its words, whatever their number. What a search then reads row by row is
-- bounded: the best matches in the order below (catalog/search.ts).
--
-- A posting is not the product id but the product's search rank: its place among the catalogue's
-- products by sales (best sellers first) when the postings were last computed in full (a bulk
-- load, or this migration); a product added since comes after every ranked one. Sorted by rank,
-- a set's first members are its best sellers, so the best matches of a broad text are its first
-- few members, read without sorting the rest.
--
-- A word's postings are split into chunks of 4 096 ranks, so that a product's change rewrites a
-- few short arrays (the chunk of its rank in each word it gains or loses), not the postings of
-- every product with a common word. Chunks are ranges of ranks: a set's chunks in order are the
-- set in order, and a chunk of one word meets only the same chunk of another.

-- In a schema of its own: intarray's operators for integer arrays would otherwise take the place
-- of the built-in ones (&&, @>) in every statement of the shop.
CREATE SCHEMA IF NOT EXISTS intarray;
CREATE EXTENSION IF NOT EXISTS intarray SCHEMA intarray;

CREATE SEQUENCE search_rank_sequence;

CREATE TABLE search_rank (
  product_id integer PRIMARY KEY REFERENCES product (id) ON DELETE CASCADE,
  rank integer NOT NULL UNIQUE
);

-- Each searchable text carries its product's rank, and one store view's texts lie in rank order
-- (a bulk load writes them so): a broad search reads its best matches together.
ALTER TABLE product_search ADD COLUMN search_rank integer;

DROP VIEW product_search_source;
CREATE VIEW product_search_source AS
SELECT ps.store_code, ps.product_id, ps.name, ps.rating_summary, ppi.min_final, ppi.valid_until, ppi.created_at,
       ppi.num_sales, ppi.option_ids, ppi.category_ids, ps.search_vector, r.rank AS search_rank
  FROM product_store ps
  JOIN product_price_index ppi ON ppi.product_id = ps.product_id
  JOIN search_rank r ON r.product_id = ps.product_id
 WHERE ps.searchable AND ps.search_vector IS NOT NULL;

CREATE TABLE search_posting (
  store_code text NOT NULL,
  lexeme text COLLATE "C" NOT NULL,
  -- rank >> 12
  chunk integer NOT NULL,
  -- ranks of the products whose text holds the lexeme, and of those whose name or sku holds it
  -- (weight A), sorted
  members integer[] NOT NULL,
  name_members integer[] NOT NULL,
  PRIMARY KEY (store_code, lexeme, chunk)
);

-- Union of sorted integer arrays, and their concatenation (of chunks in order).
CREATE AGGREGATE search_union(integer[]) (SFUNC = intarray._int_union, STYPE = integer[], INITCOND = '{}');
CREATE AGGREGATE search_concat(integer[]) (SFUNC = array_cat, STYPE = integer[], INITCOND = '{}');

-- Every product ranked again by sales (a bulk load, before it writes product_search).
CREATE FUNCTION rank_search_products() RETURNS void
LANGUAGE sql VOLATILE AS $$
  DELETE FROM search_rank;
  INSERT INTO search_rank (product_id, rank)
  SELECT product_id, row_number() OVER (ORDER BY num_sales DESC, product_id) FROM product_price_index;
  SELECT setval('search_rank_sequence', (SELECT coalesce(max(rank), 0) + 1 FROM search_rank), false);
$$;

-- Every posting again, for the texts product_search holds (searchable product_store rows with a
-- vector), read chunk by chunk of ranks through search_rank and product_store, whose indexes a bulk
-- load keeps (it rebuilds product_search's own after this): each grouping holds a few thousand
-- words. All at once, the grouping of 8.9 million postings at 100 000 products spilled to disk
-- (12 s instead of about 6 s).
CREATE FUNCTION rebuild_search_postings() RETURNS void
LANGUAGE sql VOLATILE AS $$
  DELETE FROM search_posting;
  INSERT INTO search_posting (store_code, lexeme, chunk, members, name_members)
  SELECT s.code, g.lexeme, c.chunk, g.members, g.name_members
    FROM store s
   CROSS JOIN generate_series(0, (SELECT coalesce(max(rank), 0) FROM search_rank) >> 12) AS c (chunk)
   CROSS JOIN LATERAL (
     SELECT w.lexeme, intarray.sort(array_agg(r.rank)) AS members,
            intarray.sort(coalesce(array_agg(r.rank) FILTER (WHERE 'A' = ANY (w.weights)), '{}')) AS name_members
       FROM search_rank r
       JOIN product_store ps ON ps.product_id = r.product_id AND ps.store_code = s.code
      CROSS JOIN LATERAL unnest(ps.search_vector) AS w
      WHERE r.rank >= c.chunk << 12 AND r.rank < (c.chunk + 1) << 12 AND ps.searchable
      GROUP BY w.lexeme
   ) g;
  ANALYZE search_rank, search_posting;
$$;

-- Before the product_search rows of `ids` are computed again: the postings they lose and gain, from
-- their rows as they are to the rows product_search_source has for them now. A product without a
-- rank gets the next one.
CREATE FUNCTION update_search_postings(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO search_rank (product_id, rank)
  SELECT p.id, nextval('search_rank_sequence')
    FROM product p
   WHERE p.id = ANY (ids) AND NOT EXISTS (SELECT 1 FROM search_rank r WHERE r.product_id = p.id)
   ORDER BY p.id
  ON CONFLICT DO NOTHING;
  WITH before_change AS (
    SELECT ps.store_code, w.lexeme COLLATE "C" AS lexeme, ps.search_rank AS rank, 'A' = ANY (w.weights) AS in_name
      FROM product_search ps
     CROSS JOIN LATERAL unnest(ps.search_vector) AS w
     WHERE ps.product_id = ANY (ids)
  ), after_change AS (
    SELECT ps.store_code, w.lexeme COLLATE "C" AS lexeme, ps.search_rank AS rank, 'A' = ANY (w.weights) AS in_name
      FROM product_search_source ps
     CROSS JOIN LATERAL unnest(ps.search_vector) AS w
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

CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT lock_category_listing(ids);
  SELECT update_search_postings(ids);
  DELETE FROM product_search WHERE product_id = ANY(ids);
  INSERT INTO product_search (store_code, product_id, name, rating_summary, min_final, valid_until, created_at,
                              num_sales, option_ids, category_ids, search_vector, search_rank)
  SELECT * FROM product_search_source WHERE product_id = ANY(ids);
$$;

CREATE OR REPLACE FUNCTION finish_bulk_load() RETURNS void
LANGUAGE plpgsql VOLATILE SET work_mem = '64MB' AS $$
BEGIN
  PERFORM finish_catalogue_bulk_load();
  PERFORM rank_search_products();
  DELETE FROM product_search;
  INSERT INTO product_search (store_code, product_id, name, rating_summary, min_final, valid_until, created_at,
                              num_sales, option_ids, category_ids, search_vector, search_rank)
  SELECT * FROM product_search_source ORDER BY store_code, search_rank;
  -- Their statistics, for the plans of the searches right after the load (and of the postings'
  -- computation): without them the compound lookup of a search text (search_compound_items, 0022)
  -- read every search term of the store view instead of an index range per ending (5 ms → 0.15 ms
  -- a word at 100 000 products).
  ANALYZE product_search, search_term;
  PERFORM rebuild_search_postings();
END $$;

-- The matches of `query` (as search_tsquery builds it: lexemes, prefixes, weight A, & and |) in
-- the store view, from the postings: `total` is their number, `in_names` the number of those whose
-- name or sku holds every word, `ranks` the ranks from place skip + 1 on (at most `take`) in the
-- order of the matches whose name or sku holds every word (in rank order), then the others (in
-- rank order). No row (nothing found) for a query with an operator the postings cannot answer
-- (! or a phrase), which search_tsquery does not build.
--
-- The query becomes one statement over the postings of its words: per chunk, each lexeme's
-- postings are united (a prefix's lexemes too), & intersects and | unites them, once over the
-- names' postings and once over all.
CREATE FUNCTION search_hits(store text, query tsquery, skip integer, take integer)
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
      IF strpos(token[2], '*') > 0 THEN
        prefix_ends := prefix_ends || (left(lexemes[cardinality(lexemes)], -1)
                                       || chr(ascii(right(lexemes[cardinality(lexemes)], 1)) + 1));
        leaf := '(lexeme >= $2[' || cardinality(lexemes) || '] AND lexeme < $3[' || cardinality(lexemes) || '])';
      ELSE
        prefix_ends := prefix_ends || NULL::text;
        leaf := 'lexeme = $2[' || cardinality(lexemes) || ']';
      END IF;
      conditions := conditions || leaf;
      names_sql := names_sql || ('search_union(name_members) FILTER (WHERE ' || leaf || ')');
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

-- Databases seeded before this migration: ranked, their texts written again in rank order.
SELECT rank_search_products();
DELETE FROM product_search;
INSERT INTO product_search (store_code, product_id, name, rating_summary, min_final, valid_until, created_at,
                            num_sales, option_ids, category_ids, search_vector, search_rank)
SELECT * FROM product_search_source ORDER BY store_code, search_rank;
ALTER TABLE product_search ALTER COLUMN search_rank SET NOT NULL;
CREATE UNIQUE INDEX product_search_by_rank ON product_search (store_code, search_rank);
SELECT rebuild_search_postings();
ANALYZE product_search;

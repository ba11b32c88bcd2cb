-- Search: compound parts (German, Dutch), a compound typed as two words, short words after a word.
--
-- The full-text query of a search text was every stemmed word as a prefix ("scheibe" → scheib:*).
-- That finds a compound by its head ("Scheibenwischer") but not by its tail ("Bremsscheiben"), not
-- when typed in two words ("brems scheibe"), and a one-letter word after another ("vitamin d")
-- matched any word starting with that letter in any text of a product, so it narrowed nothing.
-- search_tsquery builds the query from the text and the store view's own vocabulary instead:
--
-- - `compounds` (German and Dutch store views): each word W (stemmed, at least 3 letters) also
--   matches the catalogue words of the store view's names (search_term) that end in W or in W and
--   an inflection ending (-e, -n, -en, -s, -es, -er, -ern, -ens), after a head of at least 3
--   letters ("scheib" → bremsscheiben, "parket" → visgraatparket). The vocabulary is read when the
--   query is built, so a word a catalogue import adds counts at once (the search_term triggers and
--   finish_bulk_load keep it) and no product text is rewritten when the vocabulary changes;
-- - two neighbouring words also match as one word ("brems scheibe" → bremsscheib:*);
-- - a word of at most 2 characters, or a number, after the first word must be a word of the name or
--   the sku: the letter(s) alone or followed by digits ("d" → D, D3; "3" → 3, Omega-3);
-- - `ranking`: the query a search ranks by, of a product's own words: without the compounds'
--   words, and two neighbouring words that make a word of the catalogue stand for that word only
--   ("brems scheibe" ranks the brake discs above brake sets that mention a disc in their text).

-- The words of the names by their ending: a word that ends in W is a word whose reverse starts
-- with W's reverse, a range of this index.
CREATE INDEX search_term_suffix ON search_term (store_code, reverse(fold) text_pattern_ops);

-- The catalogue words of the store view's names that end in the (folded) word, or in it and an
-- inflection ending, after a head of at least 3 letters, as prefix items of a tsquery
-- ("'bremsscheib':* | 'fischgratparkett':*"), NULL when there is none. The most frequent 30, so
-- that a short common tail stays a small query. PL/pgSQL rather than SQL: its statement's plan is
-- kept for the session instead of being made again for every search.
CREATE FUNCTION search_compound_items(config regconfig, store text, word text) RETURNS text
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  -- The range's end is the word's first character plus one, which must be a character too (not a
  -- surrogate, not past the last one): no compounds are looked up for words from there on.
  IF ascii(search_fold(word)) >= 55295 THEN
    RETURN NULL;
  END IF;
  RETURN (
    SELECT string_agg(DISTINCT quote_literal(stem.lexeme) || ':*', ' | ')
      FROM (SELECT t.term
              FROM (SELECT reverse(search_fold(word) || ending) AS tail
                      FROM unnest('{"",e,n,en,s,es,er,ern,ens}'::text[]) AS ending) e
              JOIN search_term t
                ON t.store_code = store AND t.products > 0
               -- the index range of the words starting with the tail (reversed), then exactly
               AND reverse(t.fold) ~>=~ e.tail
               AND reverse(t.fold) ~<~ (left(e.tail, -1) || chr(ascii(right(e.tail, 1)) + 1))
               AND starts_with(reverse(t.fold), e.tail)
               AND length(t.fold) >= length(e.tail) + 3
             ORDER BY t.products DESC, t.term
             LIMIT 30) compound
      CROSS JOIN LATERAL unnest(to_tsvector(config, compound.term)) AS stem);
END;
$$;

-- The tsquery of a search text (see above); NULL for a text without words (only stop words).
CREATE FUNCTION search_tsquery(config regconfig, store text, search_text text, compounds boolean, ranking boolean)
RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  words text[] := regexp_split_to_array(trim(search_text), '\s+');
  -- per word that has lexemes: its query, whether it is a short word, and its text
  items text[] := '{}';
  shorts boolean[] := '{}';
  kept_words text[] := '{}';
  word text;
  lexemes text[];
  bare text;
  parts text[];
  joined text;
  -- the query of the kept words up to the one before the previous, and up to the previous
  before_previous text;
  previous text;
  current_query text;
BEGIN
  FOREACH word IN ARRAY coalesce(words, '{}') LOOP
    lexemes := ARRAY(SELECT lexeme FROM unnest(to_tsvector(config, word)));
    CONTINUE WHEN cardinality(lexemes) = 0;
    bare := regexp_replace(lexemes[1], '^-', '');
    IF cardinality(items) > 0 AND cardinality(lexemes) = 1 AND (length(bare) <= 2 OR bare ~ '^[0-9]+$') THEN
      IF bare ~ '^[0-9]+$' THEN
        -- a number: itself, or after a hyphen as the parser reads "Omega-3"
        items := items || format('(%s:A | %s:A)', quote_literal(bare), quote_literal('-' || bare));
      ELSE
        -- letters: alone or followed by digits ("d", "d3", "b12")
        items := items || ('(' || quote_literal(bare) || ':A | ' ||
          (SELECT string_agg(quote_literal(bare || digit) || ':*A', ' | ') FROM generate_series(0, 9) AS digit) || ')');
      END IF;
      shorts := shorts || true;
    ELSE
      parts := ARRAY(
        SELECT CASE WHEN compounds AND length(l) >= 3 AND l !~ '^-?[0-9.,]+$'
                    THEN '(' || concat_ws(' | ', quote_literal(l) || ':*', search_compound_items(config, store, l)) || ')'
                    ELSE quote_literal(l) || ':*' END
          FROM unnest(lexemes) AS l);
      items := items || ('(' || array_to_string(parts, ' & ') || ')');
      shorts := shorts || false;
    END IF;
    kept_words := kept_words || word;
  END LOOP;
  IF cardinality(items) = 0 THEN
    RETURN NULL;
  END IF;

  -- Every kept word's item ANDed; where two neighbours (neither short, at most 6 words: the query
  -- doubles with each pair) also make one word, that word may stand for both.
  before_previous := NULL;
  previous := items[1];
  FOR k IN 2..cardinality(items) LOOP
    current_query := previous || ' & ' || items[k];
    IF cardinality(items) <= 6 AND NOT shorts[k - 1] AND NOT shorts[k] THEN
      joined := (SELECT string_agg(quote_literal(lexeme) || ':*', ' & ')
                   FROM unnest(to_tsvector(config, kept_words[k - 1] || kept_words[k])));
      IF joined IS NOT NULL AND ranking AND EXISTS (
           SELECT 1 FROM search_term t
            WHERE t.store_code = store AND t.products > 0
              AND starts_with(t.fold, search_fold(kept_words[k - 1] || kept_words[k]))) THEN
        -- the two words make a word of the catalogue: the shopper meant that word
        current_query := concat_ws(' & ', before_previous, '(' || joined || ')');
      ELSIF joined IS NOT NULL THEN
        current_query := '((' || current_query || ') | (' ||
          concat_ws(' & ', before_previous, '(' || joined || ')') || '))';
      END IF;
    END IF;
    before_previous := previous;
    previous := '(' || current_query || ')';
  END LOOP;
  RETURN previous::tsquery;
END;
$$;

-- Search speed: the search indexes hold the store view next to the text.
--
-- A word of several store views' texts ("kinder", a brand, a 4-letter prefix) matched the texts of
-- every store view in the index; each match was then read from the table only to be dropped for
-- its store view: three heap reads per result row for a word all languages share. btree_gin lets
-- one GIN index hold the store code beside the lexemes (or trigrams), so that the index answers
-- only the store view's matches.
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX product_store_search_by_store ON product_store USING gin (store_code, search_vector)
  WHERE searchable;
DROP INDEX product_store_search_searchable;

CREATE INDEX product_store_name_search_by_store ON product_store
  USING gin (store_code, ts_filter(search_vector, '{a}')) WHERE searchable;
DROP INDEX product_store_name_search;

CREATE INDEX product_store_name_fold_trgm_by_store ON product_store
  USING gin (store_code, search_fold(name) gin_trgm_ops);
DROP INDEX product_store_name_fold_trgm;

-- A search that finds nothing corrects each unknown word to a catalogue word one typing slip away
-- (a letter added, left out or replaced: Levenshtein distance 1, or two neighbouring letters
-- swapped) before the one most similar by trigrams: trigrams alone miss a slip in a short word
-- ("hmed" shares one trigram of nine with "hemd"). fuzzystrmatch is one of PostgreSQL's contrib
-- extensions, like pg_trgm. The index finds the words of about the typed word's length.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
CREATE INDEX search_term_length ON search_term (store_code, length(fold));

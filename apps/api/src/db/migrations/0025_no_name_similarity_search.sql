-- A search that finds nothing no longer compares its text with every product name (pg_trgm word
-- similarity on the folded names): a short text resembles a stretch of thousands of names, which
-- cost a scan of their texts and found nothing a shopper looked for. Typos are corrected word by
-- word against search_term, whose own trigram index stays. The index on the folded names had no
-- other reader, and every product text written and every import paid for keeping it.
DROP INDEX product_store_name_fold_trgm_by_store;

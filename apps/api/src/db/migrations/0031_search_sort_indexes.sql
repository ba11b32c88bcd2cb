-- A search sorted by price, name, date or sales on a large catalogue: its first page without reading
-- every match.
--
-- Such a search read every match through the text index, computed each one's sort value and sorted
-- them all ("bio" by price at 100 000 products: 17 801 rows, about 100 ms of PostgreSQL's CPU with
-- the aggregations). Its matches now come from the postings as a set of ranks (search_hits), and the
-- store view's rows are walked in the sort's order through these indexes until a page of them is in
-- that set: a broad text's first page lies among the first rows walked. The product id after the
-- sort value orders the products of one value as a page does (by id), and the columns after it are
-- what the walk tests, so that it reads no table row.
CREATE INDEX product_search_by_price ON product_search (store_code, min_final, product_id)
  INCLUDE (search_rank, valid_until);
CREATE INDEX product_search_by_name ON product_search (store_code, name, product_id) INCLUDE (search_rank);
CREATE INDEX product_search_by_creation ON product_search (store_code, created_at, product_id)
  INCLUDE (search_rank);
CREATE INDEX product_search_by_sales ON product_search (store_code, num_sales, product_id) INCLUDE (search_rank);

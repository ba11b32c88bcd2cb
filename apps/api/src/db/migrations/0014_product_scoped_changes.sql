-- Change notifications that name the products they concern, for the response cache.
--
-- Since 0011 every committed change to public data makes every api process forget every kept
-- answer: one order (its stock, its items) emptied the cache of every category page. The
-- changes an order, its payment and a price or stock update make now say which products they
-- touch, with the payload 'products:<id>,<id>,…' (an empty payload still means "anything may
-- have changed"). A kept answer that lists the products it depends on (src/response-cache.ts)
-- is forgotten only when one of them is named; every other answer is forgotten as before.
--
-- A change is named by product only when it cannot change which products an answer holds:
-- - product: an update of its offer (prices and their dates, stock, delivery time, units, sales
--   figures, …) that leaves what listings select by alone: sku, type_id, visibility, is_enabled
--   (a price import names the products it reprices);
-- - product_price_index: an update that leaves is_enabled, visibility and category_ids alone
--   (prices, sales, option ids: what an answer shows of or computes from a product it holds);
-- - sales_order_item: new and updated items (sales figures of their products);
-- - sales_order: new orders (no items yet) and updated ones (their items' products: sales
--   figures count only orders that are not canceled).
-- Anything else (inserts, deletes, other columns, very large changes) notifies as before.
--
-- category_listing (0012) no longer notifies: it is derived from category_product,
-- product_store and product_price_index, whose own changes notify, in the same transaction.
-- coupon neither: only carts and orders read it, which are never kept.

-- The most products one notification names (a payload holds at most 8000 bytes).
CREATE FUNCTION notify_product_change(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) > 500 THEN
    PERFORM pg_notify('shop_public_data_changed', '');
  ELSE
    PERFORM pg_notify('shop_public_data_changed', 'products:' || array_to_string(ids, ','));
  END IF;
END $$;

-- product: updates of the columns below name their products; any other column (sku, type_id,
-- visibility, is_enabled, and columns added later) notifies as before. A product's answers and
-- listings that hold it show these; prices reach its parents through product_price_index.
CREATE FUNCTION product_offer_columns() RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['price', 'special_price', 'special_from_date', 'special_to_date', 'manufacturer_price',
               'tax_class', 'weight', 'stock_qty', 'manage_stock', 'stock_display_limit', 'delivery_time_id',
               'new_from_date', 'new_to_date', 'num_sales', 'rating_summary', 'review_count', 'unit',
               'is_flooring_product', 'inhalt', 'verkaufseinheit', 'grundeinheit', 'show_size_table',
               'size_chart_id', 'created_at', 'updated_at', 'last_order_date']
$$;

CREATE FUNCTION product_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM new_rows) > 500 OR EXISTS (
       SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE to_jsonb(o) - product_offer_columns() IS DISTINCT FROM to_jsonb(n) - product_offer_columns())
  THEN
    PERFORM notify_product_change(NULL);
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM notify_product_change(ARRAY(SELECT DISTINCT id FROM new_rows ORDER BY id));
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER product_changed ON product;
CREATE TRIGGER product_changed AFTER INSERT OR DELETE OR TRUNCATE ON product
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();
CREATE TRIGGER product_updated AFTER UPDATE ON product
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_updated();

-- product_price_index: rows of new products change listings (notify as before); an upsert that
-- only updates inserts nothing.
CREATE FUNCTION product_price_index_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM notify_product_change(NULL);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION product_price_index_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM new_rows) > 500 OR EXISTS (
       SELECT 1 FROM old_rows o JOIN new_rows n ON n.product_id = o.product_id
        WHERE (o.is_enabled, o.visibility, o.category_ids) IS DISTINCT FROM (n.is_enabled, n.visibility, n.category_ids))
  THEN
    PERFORM notify_product_change(NULL);
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM notify_product_change(ARRAY(SELECT DISTINCT product_id FROM new_rows ORDER BY product_id));
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER product_price_index_changed ON product_price_index;
CREATE TRIGGER product_price_index_changed AFTER DELETE OR TRUNCATE ON product_price_index
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();
CREATE TRIGGER product_price_index_inserted AFTER INSERT ON product_price_index
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_inserted();
CREATE TRIGGER product_price_index_updated AFTER UPDATE ON product_price_index
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION product_price_index_updated();

-- sales_order_item: the products of new and updated items.
CREATE FUNCTION sales_order_item_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM notify_product_change(ARRAY(SELECT DISTINCT product_id FROM new_rows
                                          WHERE product_id IS NOT NULL ORDER BY product_id));
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER sales_order_item_changed ON sales_order_item;
CREATE TRIGGER sales_order_item_changed AFTER DELETE OR TRUNCATE ON sales_order_item
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();
CREATE TRIGGER sales_order_item_inserted AFTER INSERT ON sales_order_item
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION sales_order_item_written();
CREATE TRIGGER sales_order_item_updated AFTER UPDATE ON sales_order_item
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION sales_order_item_written();

-- sales_order: a new order has no items yet (they notify for themselves); an updated one (its
-- status, a payment) names the products of its items.
CREATE FUNCTION sales_order_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM notify_product_change(ARRAY(
      SELECT DISTINCT i.product_id FROM sales_order_item i
       WHERE i.order_id IN (SELECT id FROM new_rows) AND i.product_id IS NOT NULL ORDER BY i.product_id));
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER sales_order_changed ON sales_order;
CREATE TRIGGER sales_order_changed AFTER DELETE OR TRUNCATE ON sales_order
FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();
CREATE TRIGGER sales_order_inserted AFTER INSERT ON sales_order
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION sales_order_written();
CREATE TRIGGER sales_order_updated AFTER UPDATE ON sales_order
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION sales_order_written();

DROP TRIGGER category_listing_changed ON category_listing;
DROP TRIGGER coupon_changed ON coupon;

-- Change notifications for the api's response cache.
--
-- Every api process keeps the public answers it gave (catalogue, content, store data; see
-- src/response-cache.ts) until the data behind them changes. A committed change to any table
-- that such an answer reads sends a notification on the channel `shop_public_data_changed`
-- (PostgreSQL folds repeats within one transaction into one and delivers it only on commit),
-- whichever process or tool made it; every api process listens and forgets its answers.
--
-- Tables only private answers read (customers, carts, wishlists, order details, payments,
-- mail, submissions, subscriptions, views) are left out, so that shopping does not empty the
-- cache. Orders and their items stay in: "most purchased" and the other recommendations count
-- them. A table added by a later migration is watched only if that migration says so:
--   CREATE TRIGGER <table>_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON <table>
--     FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();
-- (test/response-cache.test.ts fails for a table that is neither watched nor listed below.)
CREATE FUNCTION notify_public_data_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_public_data_changed', '');
  RETURN NULL;
END $$;

DO $$
DECLARE
  watched text;
BEGIN
  FOR watched IN
    SELECT tablename FROM pg_tables
     WHERE schemaname = current_schema()
       AND tablename NOT IN (
         'schema_migration',
         'customer', 'customer_address', 'customer_token', 'password_reset_token', 'login_attempt',
         'newsletter_subscriber', 'product_alert_subscription', 'product_view',
         'cart', 'cart_item', 'cart_address', 'coupon_usage', 'wishlist', 'wishlist_item',
         'sales_order_address', 'sales_order_tax', 'sales_order_payment', 'sales_order_comment',
         'sales_order_shipment', 'sales_order_shipment_item', 'sales_order_shipment_track',
         'payment_transaction', 'payment_webhook_event', 'email_outbox', 'form_submission')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change()',
      watched || '_changed', watched);
  END LOOP;
END $$;

-- Business rules an attacker could bend: wrong coupon codes, order placements and reviews are
-- counted like the other rate-limited calls, and a count may be kept against something other than
-- an e-mail address or a customer (`subject`, e.g. the cart a coupon code is tried on).
ALTER TABLE login_attempt DROP CONSTRAINT login_attempt_kind_check;
ALTER TABLE login_attempt ADD CONSTRAINT login_attempt_kind_check CHECK (kind IN (
  'login', 'password_reset', 'registration', 'stock_alert', 'wishlist_share', 'form', 'newsletter',
  'lookup', 'email_check', 'coupon', 'order', 'review'));
ALTER TABLE login_attempt ADD COLUMN subject text;
CREATE INDEX login_attempt_subject ON login_attempt (subject, attempted_at) WHERE subject IS NOT NULL;

-- Uses of a coupon per customer also count the orders placed with the same e-mail address as a guest.
CREATE INDEX sales_order_coupon_email ON sales_order (coupon_code, lower(customer_email))
  WHERE coupon_code IS NOT NULL;

-- The client address an order was placed from (Magento's remote_ip): open unpaid orders paid outside
-- the shop are limited per address as well as per e-mail address.
ALTER TABLE sales_order ADD COLUMN remote_ip inet;
CREATE INDEX sales_order_open_unpaid ON sales_order (status, created_at) WHERE status = 'pending_payment';

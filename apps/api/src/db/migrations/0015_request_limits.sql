-- Rate limits of the calls that send mail or ask a lookup service.
--
-- login_attempt already counts logins and password-reset requests per e-mail address and per client
-- address; it now counts every rate-limited call (src/rate-limits.ts), each under its own kind, and
-- may name the logged-in customer a call counts against instead of an e-mail address.
ALTER TABLE login_attempt DROP CONSTRAINT login_attempt_kind_check;
ALTER TABLE login_attempt ADD CONSTRAINT login_attempt_kind_check CHECK (kind IN (
  'login', 'password_reset', 'registration', 'stock_alert', 'wishlist_share', 'form', 'newsletter',
  'lookup', 'email_check'));
ALTER TABLE login_attempt ADD COLUMN customer_id integer;
CREATE INDEX login_attempt_customer ON login_attempt (customer_id, attempted_at) WHERE customer_id IS NOT NULL;

-- Secrets every api process of a shop must agree on, made once by whichever process needs one
-- first: a production shop without PAYMENT_WEBHOOK_SECRET signs the test provider's webhook calls
-- with a random secret that any process accepts, whichever started the payment.
CREATE TABLE shared_secret (
  name text PRIMARY KEY,
  value text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

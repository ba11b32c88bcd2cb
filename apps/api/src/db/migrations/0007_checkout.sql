-- Checkout, orders and payment.

-- Payment provider callbacks already handled, by the provider's event id: a webhook delivered twice
-- changes the order once (src/modules/payment/events.ts).
CREATE TABLE payment_webhook_event (
  provider text NOT NULL,
  event_id text NOT NULL,
  order_id integer REFERENCES sales_order (id) ON DELETE CASCADE,
  -- the payment status the event reported: paid, canceled, failed …
  status text NOT NULL,
  -- false when the order had already moved on (e.g. a cancel after the payment)
  applied boolean NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX payment_webhook_event_order ON payment_webhook_event (order_id);

-- A cart becomes at most one order, however often placeOrder is called at once.
CREATE UNIQUE INDEX sales_order_cart ON sales_order (cart_id) WHERE cart_id IS NOT NULL;
-- The order of a payment provider's reference (the hosted page, the webhook).
CREATE INDEX sales_order_payment_reference ON sales_order_payment (provider, provider_reference);

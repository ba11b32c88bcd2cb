-- Payment methods switched on and off per store view: a method with a row of its store
-- view that says is_active = false is not offered there; without a row it is, as before.
ALTER TABLE payment_method_store ADD COLUMN is_active boolean NOT NULL DEFAULT true;

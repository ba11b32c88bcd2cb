-- Named wishlists (Adobe Commerce's multiple wishlists): besides the default wishlist,
-- which customerWishlist creates on first use, a customer may keep further named ones in store
-- views that enable them, up to the store view's maximum.
ALTER TABLE wishlist
  -- null for the default wishlist, which is named in the store view's language
  ADD COLUMN name text CHECK (length(name) BETWEEN 1 AND 255),
  ADD COLUMN visibility text NOT NULL DEFAULT 'PRIVATE' CHECK (visibility IN ('PUBLIC', 'PRIVATE')),
  ADD COLUMN is_default boolean NOT NULL DEFAULT true;

DROP INDEX wishlist_customer;
CREATE UNIQUE INDEX wishlist_customer ON wishlist (customer_id) WHERE customer_id IS NOT NULL AND is_default;
CREATE INDEX wishlist_customer_all ON wishlist (customer_id, id) WHERE customer_id IS NOT NULL;

ALTER TABLE store
  ADD COLUMN multiple_wishlists_enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN maximum_wishlists integer NOT NULL DEFAULT 10 CHECK (maximum_wishlists BETWEEN 1 AND 100);

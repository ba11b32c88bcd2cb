/**
 * Local-storage keys (docs/BEHAVIOUR.md#local-storage), in one place so that no two features write
 * the same key and a logout can clear the right ones.
 */
export const STORAGE_KEYS = {
  /** The customer token of a logged-in user. */
  userToken: 'userToken',
  /** The server cart token (docs/BEHAVIOUR.md#local-storage Cart: "kept in local storage as cartServerToken"). */
  cartToken: 'cartServerToken',
  /** The payment method chosen in the checkout. */
  checkoutPayment: 'checkoutPayment',
  /** The server-side id of a guest wishlist. */
  wishlistId: 'wishlistId',
  /** The compare list. */
  compareProducts: 'compareProducts',
  /** Source tags of recommended products. */
  recommendationSources: 'recommendationSources',
  /** The visitor's tracking user id of the recommendation service (product views, retargeting). */
  trackingUserId: 'trackingUserId',
  /** The visitor's cookie choice (necessary only, or also other cookies). */
  cookieConsent: 'cookieConsent',
} as const;

import { clearWishlistOnLogout, mergeGuestWishlistAfterLogin } from '../features/wishlist';
import { clearCartOnLogout, mergeGuestCartAfterLogin } from '../shared/cart/cart-session';
import { subscribeToSession } from '../shared/session/session';

// Login and logout across the shop (docs/BEHAVIOUR.md#login-and-session): the guest's cart and
// wishlist merge into the customer's after a login, and both are forgotten at logout. Registered
// once when the app's modules load, on the server and in the browser alike.
subscribeToSession({
  loginOperation: 'mergeGuestCartAfterLogin',
  afterLogin: (token, options) => mergeGuestCartAfterLogin(token, options),
  afterLogout: clearCartOnLogout,
});
subscribeToSession({
  loginOperation: 'mergeGuestWishlistAfterLogin',
  afterLogin: (token) => mergeGuestWishlistAfterLogin(token),
  afterLogout: clearWishlistOnLogout,
});

import { clearWishlistOnLogout, mergeGuestWishlistAfterLogin } from '../features/wishlist';
import { resetCart } from '../shared/cart/cart-store';
import { withChunkTimeout } from '../shared/errors/chunk-load';
import { subscribeToSession } from '../shared/session/session';

// Login and logout across the shop (docs/BEHAVIOUR.md#login-and-session): the guest's cart and
// wishlist merge into the customer's after a login, and both are forgotten at logout. Registered
// once when the app's modules load, on the server and in the browser alike.
subscribeToSession({
  loginOperation: 'mergeGuestCartAfterLogin',
  // The merge loads with the login: no page needs it for its first screen.
  afterLogin: async (token, options) =>
    (await withChunkTimeout(import('../shared/cart/cart-session'))).mergeGuestCartAfterLogin(token, options),
  // Logout empties the cart.
  afterLogout: resetCart,
});
subscribeToSession({
  loginOperation: 'mergeGuestWishlistAfterLogin',
  afterLogin: (token) => mergeGuestWishlistAfterLogin(token),
  afterLogout: clearWishlistOnLogout,
});

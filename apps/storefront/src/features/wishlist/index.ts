// The wishlist: its page, a shared wishlist's page, the toggle the product card shows, and what
// happens to it on login (the guest's items merge in) and logout (cleared).
export { SharedWishlistPage } from './SharedWishlistPage';
export { WishlistPage } from './WishlistPage';
export { WishlistToggleButton } from './WishlistToggleButton';
export { clearWishlistOnLogout, mergeGuestWishlistAfterLogin } from './wishlist-session';
export { setGuestWishlistId, WISHLIST_QUERY } from './wishlist-store';

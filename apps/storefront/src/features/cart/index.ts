// The cart's screens: the cart page (/cart) and the mini-cart in the header. The cart's data and
// actions are shared (shared/cart), as the product page and checkout change the cart too.
export { CartPage } from './CartPage';
export { MiniCart } from './MiniCart';

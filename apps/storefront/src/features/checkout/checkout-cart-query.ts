/** Every checkout read of the cart starts with CHECKOUT_CART_QUERY (a small module: every page's tab sync names it). */
export const CHECKOUT_CART_QUERY = ['checkout-cart'] as const;

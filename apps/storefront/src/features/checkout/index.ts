// The checkout (/checkout): e-mail, addresses, shipping, payment and placing the order.

export { CheckoutPage } from './CheckoutPage';
export { CHECKOUT_CART_QUERY } from './checkout-cart-query';

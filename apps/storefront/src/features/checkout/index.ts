// The checkout (/checkout): e-mail, addresses, shipping, payment and placing the order.
export { CheckoutPage } from './CheckoutPage';

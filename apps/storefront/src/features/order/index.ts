// The page a shopper returns to from the payment provider (success or cancel) with the order.
export { OrderResultPage } from './OrderResultPage';

// The product page's loader (server only).
export { loadProductPage } from './product-page.server';

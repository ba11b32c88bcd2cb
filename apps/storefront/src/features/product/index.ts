// A product's page, for all four product types. Loader: product-page.server.ts.
export { ProductPage } from './ProductPage';

// The brands: their overview (/brands) and a brand's page. Loaders: brand-pages.server.ts.
export { BrandPage, BrandsPage } from './BrandPages';

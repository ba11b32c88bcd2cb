// The brand pages' loaders (server only).
export { loadBrandPage, loadBrandsPage } from './brand-pages.server';

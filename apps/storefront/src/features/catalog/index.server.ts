// The category page's loader (server only).
export { loadCategoryPage } from './category-page.server';

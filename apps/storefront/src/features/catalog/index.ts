// A category's page: its content, slider, best sellers and listing. Loader: category-page.server.ts.
export { CategoryPage } from './CategoryPage';

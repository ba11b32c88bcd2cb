// The search page's loader (server only).
export { loadSearchPage } from './search-page.server';

// Search: the results page and the header's input with suggestions. Loader: search-page.server.ts.
export { SearchPage } from './SearchPage';
export { SearchSuggestInput } from './SearchSuggestions';

// The home page's loader (server only).
export { loadHomeSections } from './home-page.server';

// The content pages' loaders (server only).
export { loadCmsPage, loadLandingPage } from './content-pages.server';

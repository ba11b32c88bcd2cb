// CMS pages and landing pages (content with a product listing). Loaders: content-pages.server.ts.
export { CmsPage } from './CmsPage';
export { LandingPage } from './LandingPage';

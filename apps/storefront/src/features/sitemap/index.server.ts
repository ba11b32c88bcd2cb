// The crawl files' data (server only): the child sitemaps streamed from the api a page at a time.
export { childSitemap, productCount, type SitemapSource } from './sitemap.server';

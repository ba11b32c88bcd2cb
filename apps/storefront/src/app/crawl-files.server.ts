import type { Language } from '../../config/languages';
import type { SitemapSource } from '../features/sitemap/index.server';
import { NO_STORE_CACHE_CONTROL } from '../shared/constants';
import { bindRequest } from '../shared/graphql/client';
import { getServerConfig, settingFor } from './config.server';

/** Crawlers fetch these often; a few minutes keeps a new product from waiting long. */
export const CRAWL_FILE_CACHE_CONTROL = 'public, max-age=300';

/** When a crawler may ask again after the api failed. */
const RETRY_AFTER_SECONDS = '30';

/** Where the sitemaps read from: the deployment's languages, its public origin and api. */
export function sitemapSource(requestUrl: URL): SitemapSource {
  const config = getServerConfig();
  return {
    settings: config,
    origin: config.publicUrl ?? requestUrl.origin,
    // Each call gets the api deadline of its own: a sitemap of 10 000 products takes many calls.
    callFor: (language: Language) => (document, variables) =>
      bindRequest({
        endpoint: config.graphqlEndpoint,
        token: config.shopAccessToken,
        store: settingFor(config.storeViews, language),
        signal: AbortSignal.timeout(config.apiTimeoutMs),
      })(document, variables),
  };
}

/** The answer when the api failed before anything was written: try again later, keep no copy. */
export function crawlFileUnavailable(): Response {
  return new Response('The shop api is not available; try again later.\n', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': NO_STORE_CACHE_CONTROL,
      'Retry-After': RETRY_AFTER_SECONDS,
    },
  });
}

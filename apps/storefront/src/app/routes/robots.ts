import { robotsTxt } from '../../shared/seo/crawl-files';
import { getServerConfig } from '../config.server';
import { CRAWL_FILE_CACHE_CONTROL } from '../crawl-files.server';
import type { Route } from './+types/robots';

/** /robots.txt of the deployment: its private screens in each language, and its sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const config = getServerConfig();
  const origin = config.publicUrl ?? new URL(request.url).origin;
  return new Response(robotsTxt(config, new URL('/sitemap.xml', origin).href), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CRAWL_FILE_CACHE_CONTROL },
  });
}

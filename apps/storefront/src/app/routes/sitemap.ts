import { childSitemap, productCount } from '../../features/sitemap/index.server';
import {
  childSitemapNames,
  parseChildSitemapName,
  productSitemapCount,
  sitemapIndexXml,
} from '../../shared/seo/crawl-files';
import { serverLogger } from '../config.server';
import { CRAWL_FILE_CACHE_CONTROL, crawlFileUnavailable, sitemapSource } from '../crawl-files.server';
import type { Route } from './+types/sitemap';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': CRAWL_FILE_CACHE_CONTROL,
};

/** /sitemap.xml (the index of the child sitemaps) and /sitemap/{child}.xml. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const source = sitemapSource(url);
  if (params.file === undefined) {
    try {
      const children = childSitemapNames(await productCount(source));
      const xml = sitemapIndexXml(children.map((name) => new URL(`/sitemap/${name}`, source.origin).href));
      return new Response(xml, { headers: XML_HEADERS });
    } catch (error) {
      serverLogger().error('sitemap index: the api failed', error);
      return crawlFileUnavailable();
    }
  }
  const child = parseChildSitemapName(params.file);
  if (!child) return noSuchSitemap();
  const chunks = childSitemap(
    source,
    child.sitemap === 'products' ? { products: child.number } : child.sitemap,
  );
  let first: IteratorResult<string>;
  try {
    // A product sitemap past the last one (e.g. the catalogue shrank since the index was read).
    if (child.sitemap === 'products' && child.number > productSitemapCount(await productCount(source))) {
      return noSuchSitemap();
    }
    first = await chunks.next();
  } catch (error) {
    serverLogger().error(`sitemap ${params.file}: the api failed`, error);
    return crawlFileUnavailable();
  }
  const encoder = new TextEncoder();
  // Written as the api pages arrive. The 200 is sent by then, so a failure midway errors the
  // stream: the server adapter destroys the connection before the chunked body's last chunk, and a
  // crawler sees a broken download instead of a complete-looking sitemap missing its end.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        serverLogger().error(`sitemap ${params.file}: the api failed while it was written`, error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: XML_HEADERS });
}

function noSuchSitemap(): Response {
  return new Response('no such sitemap\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
}

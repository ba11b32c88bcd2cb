import { formatMessage } from '@shop/validation';
import { ProductStoreHoursDocument } from '../../../generated/graphql/graphql';
import { reportError } from '../../shared/errors/error-reporting';
import { sanitizeHtml } from '../../shared/html/rich-text.server';
import type { PageContext } from '../../shared/routing/page-context';
import { plainTextExcerpt, productJsonLd } from '../../shared/seo/page-seo';
import { fetchProductBySku, productAlternates } from './product';
import { withStoreOpening } from './store-availability';

/** A product page's loader data (loaded by sku), or undefined when the store view has no such product. */
export async function loadProductPage(context: PageContext, sku: string) {
  const { config, t } = context;
  const shopOrigins = [
    ...new Set([context.url.origin, ...(config.publicUrl ? [new URL(config.publicUrl).origin] : [])]),
  ];
  const sanitize = (html: string | null | undefined) => sanitizeHtml(html, { shopOrigins });
  const [loaded, alternates, storeHours] = await Promise.all([
    context.load('product', () => fetchProductBySku(context.call, sku, context.apiOrigin, sanitize)),
    context.load('product alternates', () => productAlternates(sku, config.languages, context.callFor)),
    storeHoursOf(context),
  ]);
  if (!loaded) return undefined;
  const { ratingMetadata } = loaded;
  const product = {
    ...loaded.product,
    storeAvailability: withStoreOpening(
      loaded.product.storeAvailability,
      storeHours,
      new Date(),
      config.timeZone,
    ),
  };
  // The product's own url (url key + .html) is canonical, also for /product?sku=….
  const path = alternates[context.language] ?? context.path;
  const image = product.gallery[0]?.url;
  return {
    page: 'product' as const,
    seo: context.seo(
      product.meta.title || product.name,
      product.meta.description ||
        product.summary ||
        t('product.description', { product: product.name, shopName: config.shopName }),
      {
        keywords: product.meta.keywords,
        alternates,
        canonicalPath: path,
        ogType: 'product',
        image,
        jsonLd: [
          productJsonLd({
            name: product.name,
            sku: product.sku,
            description: product.summary || plainTextExcerpt(product.meta.description) || undefined,
            url: context.absoluteUrl(path),
            image: image ? new URL(image, context.absoluteUrl('/')).href : undefined,
            price: product.offer.prices.final,
            highPrice: product.maxPrice,
            currency: product.offer.currency ?? config.currency,
            inStock: product.offer.inStock,
            brand: product.brand?.title,
            rating: product.rating
              ? { value: product.rating.summary / 20, count: product.rating.count }
              : undefined,
          }),
        ],
      },
    ),
    alternates,
    product,
    ratingMetadata,
    // The api's texts for options and bundles (one catalogue with the api): sent with the page, so
    // that its script carries no message catalogue.
    optionTexts: {
      unavailable: formatMessage(context.language, 'product.option_unavailable'),
      outOfStock: formatMessage(context.language, 'product.option_out_of_stock'),
      bundleOutOfStock: formatMessage(context.language, 'cart.bundle_out_of_stock'),
    },
    // Special prices and promotions apply by calendar day in the shop's time zone; the day is
    // fixed here so that the server and the browser render the same price box.
    today: calendarDayIn(config.timeZone),
  };
}

/** The stores' opening hours are an extra too: without them the page shows the stock per store only. */
async function storeHoursOf(context: PageContext) {
  try {
    return (await context.call(ProductStoreHoursDocument, {})).phisicalStores;
  } catch (error) {
    reportError(error, { operation: 'store hours', url: context.url.href, level: 'warning' });
    return null;
  }
}

/** Today as 'YYYY-MM-DD' in a time zone. */
export function calendarDayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

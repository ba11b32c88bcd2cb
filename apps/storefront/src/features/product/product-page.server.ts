import type { PageContext } from '../../app/page-context.server';
import { plainTextExcerpt, productJsonLd } from '../../shared/seo/page-seo';
import { fetchProductBySku, productAlternates } from './product';

/** A product page's loader data (loaded by sku), or undefined when the store view has no such product. */
export async function loadProductPage(context: PageContext, sku: string) {
  const { config, t } = context;
  const [product, alternates] = await Promise.all([
    context.load('product', () => fetchProductBySku(context.call, sku, context.apiOrigin)),
    context.load('product alternates', () => productAlternates(sku, config.languages, context.callFor)),
  ]);
  if (!product) return undefined;
  // The product's own url (url key + .html) is canonical, also for /product?sku=….
  const path = alternates[context.language] ?? context.path;
  const image = product.largeImage?.url ?? product.image?.url;
  return {
    page: 'product' as const,
    seo: context.seo(
      product.meta.title || product.name,
      product.meta.description ||
        plainTextExcerpt(product.summary) ||
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
            description: product.summary || undefined,
            url: context.absoluteUrl(path),
            image: image ? new URL(image, context.absoluteUrl('/')).href : undefined,
            price: product.price,
            currency: product.currency ?? config.currency,
            inStock: product.inStock,
          }),
        ],
      },
    ),
    alternates,
    product,
  };
}

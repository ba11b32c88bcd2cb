import type { Language } from '../../../config/languages';
import { ProductPageDocument, ProductUrlKeyDocument } from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../../shared/graphql/client';
import { publicMediaUrl } from '../../shared/media/media-url';
import type { Alternates } from '../../shared/routing/alternates';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import { type ProductSummary, toProductSummary } from '../catalog/products';

export interface ProductDetail extends ProductSummary {
  /** The large image, when there is one. */
  largeImage: { url: string; label: string } | undefined;
  /** The entity's own meta fields (spec §3), when set. */
  meta: { title?: string; keywords?: string; description?: string };
  /** Short description as plain text (meta description fallback, JSON-LD). */
  summary: string;
}

/** A product by sku; undefined when the store view has none. */
export async function fetchProductBySku(
  call: GraphQLCaller,
  sku: string,
  apiOrigin: string,
): Promise<ProductDetail | undefined> {
  const data = await call(ProductPageDocument, { sku });
  const item = data.products?.items?.find((product) => product?.sku === sku);
  if (!item) return undefined;
  const imageUrl = publicMediaUrl(item.image?.url, apiOrigin);
  return {
    ...toProductSummary(item, apiOrigin),
    largeImage: imageUrl ? { url: imageUrl, label: item.image?.label ?? item.name ?? '' } : undefined,
    meta: {
      title: item.meta_title || undefined,
      keywords: item.meta_keyword || undefined,
      description: item.meta_description || undefined,
    },
    summary: plainTextExcerpt(item.short_description?.html, 300),
  };
}

/** The product's path in each language (its url key per store view). */
export async function productAlternates(
  sku: string,
  languages: readonly Language[],
  callFor: (language: Language) => GraphQLCaller,
): Promise<Alternates> {
  const entries = await Promise.all(
    languages.map(async (language) => {
      const data = await callFor(language)(ProductUrlKeyDocument, { filter: { sku: { eq: sku } } });
      const urlKey = data.products?.items?.find((item) => item?.sku === sku)?.url_key;
      return urlKey ? ([language, buildProductPath(urlKey)] as const) : undefined;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined));
}

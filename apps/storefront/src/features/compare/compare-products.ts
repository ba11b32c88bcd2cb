import type { CompareProductsQuery } from '../../../generated/graphql/graphql';
import { browserMediaUrl } from '../../shared/media/media-url';

type CompareItem = NonNullable<NonNullable<NonNullable<CompareProductsQuery['products']>['items']>[number]>;

/** One compared product: what the compare page shows side by side. */
export interface ComparedProduct {
  sku: string;
  name: string;
  urlKey: string | undefined;
  image: { url: string; label: string } | undefined;
  price: number;
  regularPrice: number;
  currency: string | undefined;
  inStock: boolean;
  /** Average rating 0–100 and number of reviews; undefined without reviews. */
  rating: { summary: number; count: number } | undefined;
  /** The information attributes (label and value in the store view's language) by code. */
  attributes: Map<string, { label: string; value: string }>;
}

/** One attribute row of the comparison: its label and each product's value (undefined: none). */
export interface AttributeRow {
  code: string;
  label: string;
  values: (string | undefined)[];
}

export function toComparedProduct(item: CompareItem): ComparedProduct {
  const price = item.price_range.minimum_price;
  const imageUrl = browserMediaUrl(item.small_image?.url);
  const attributes = new Map<string, { label: string; value: string }>();
  for (const attribute of item.information_attributes ?? []) {
    if (attribute.value)
      attributes.set(attribute.code, { label: attribute.label ?? attribute.code, value: attribute.value });
  }
  return {
    sku: item.sku ?? '',
    name: item.name ?? '',
    urlKey: item.url_key ?? undefined,
    image: imageUrl ? { url: imageUrl, label: item.small_image?.label || item.name || '' } : undefined,
    price: price.final_price.value ?? 0,
    regularPrice: price.regular_price.value ?? price.final_price.value ?? 0,
    currency: price.final_price.currency ?? undefined,
    inStock: item.stock_status !== 'OUT_OF_STOCK',
    rating:
      (item.review_count ?? 0) > 0
        ? { summary: item.rating_summary ?? 0, count: item.review_count ?? 0 }
        : undefined,
    attributes,
  };
}

/** The products in the order of the compare list (the api answers in its own order); unknown skus are left out. */
export function inListOrder(
  products: readonly ComparedProduct[],
  skus: readonly string[],
): ComparedProduct[] {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  return skus.flatMap((sku) => {
    const product = bySku.get(sku);
    return product ? [product] : [];
  });
}

/**
 * The attribute rows: every attribute any product has, in the order they first appear, with the
 * label of the first product that has it, and a value per product.
 */
export function attributeRows(products: readonly ComparedProduct[]): AttributeRow[] {
  const labels = new Map<string, string>();
  for (const product of products) {
    for (const [code, attribute] of product.attributes) {
      if (!labels.has(code)) labels.set(code, attribute.label);
    }
  }
  return [...labels].map(([code, label]) => ({
    code,
    label,
    values: products.map((product) => product.attributes.get(code)?.value),
  }));
}

import {
  CatalogProductsDocument,
  type CatalogProductsQueryVariables,
  type ProductCardFragment,
} from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../../shared/graphql/client';
import { publicMediaUrl } from '../../shared/media/media-url';

/** What a product card shows; small, because it travels in the loader data. */
export interface ProductSummary {
  id: string;
  sku: string;
  name: string;
  urlKey: string | undefined;
  image: { url: string; label: string } | undefined;
  price: number;
  regularPrice: number;
  currency: string | undefined;
  inStock: boolean;
  /** The brand's name, when the product has one. */
  brand?: string | undefined;
  /** Discount of the final against the regular price (percent and amount off). */
  discount?: { percentOff: number; amountOff: number } | undefined;
  isNew?: boolean;
  isSale?: boolean;
  /** Average rating 0–100 and number of reviews. */
  rating?: { summary: number; count: number } | undefined;
}

export interface ProductPage {
  items: ProductSummary[];
  totalCount: number;
}

export function toProductSummary(product: ProductCardFragment, apiOrigin: string): ProductSummary {
  const price = product.price_range.minimum_price;
  const imageUrl = publicMediaUrl(product.small_image?.url, apiOrigin);
  return {
    id: product.uid,
    sku: product.sku ?? '',
    name: product.name ?? '',
    urlKey: product.url_key ?? undefined,
    image: imageUrl ? { url: imageUrl, label: product.small_image?.label ?? product.name ?? '' } : undefined,
    price: price.final_price.value ?? 0,
    regularPrice: price.regular_price.value ?? price.final_price.value ?? 0,
    currency: price.final_price.currency ?? undefined,
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    brand: product.brand?.title ?? undefined,
    discount:
      price.discount && ((price.discount.percent_off ?? 0) > 0 || (price.discount.amount_off ?? 0) > 0)
        ? { percentOff: price.discount.percent_off ?? 0, amountOff: price.discount.amount_off ?? 0 }
        : undefined,
    isNew: product.is_new ?? false,
    isSale: product.is_sale ?? false,
    rating:
      (product.review_count ?? 0) > 0
        ? { summary: product.rating_summary ?? 0, count: product.review_count ?? 0 }
        : undefined,
  };
}

export async function fetchProducts(
  call: GraphQLCaller,
  variables: CatalogProductsQueryVariables,
  apiOrigin: string,
): Promise<ProductPage> {
  const data = await call(CatalogProductsDocument, variables);
  const items = (data.products?.items ?? []).filter((item) => item !== null);
  return {
    items: items.map((item) => toProductSummary(item, apiOrigin)),
    totalCount: data.products?.total_count ?? items.length,
  };
}

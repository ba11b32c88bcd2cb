import {
  CatalogProductsDocument,
  type CatalogProductsQueryVariables,
  type ProductCardFragment,
} from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../graphql/client';
import { publicMediaUrl } from '../media/media-url';
import { buildSrcSet } from './product-image';

/** What a product card shows; small, because it travels in the loader data. */
export interface ProductSummary {
  id: string;
  sku: string;
  name: string;
  urlKey: string | undefined;
  /** `srcSet` lists the renditions by width when there is more than one file. */
  image: { url: string; label: string; srcSet?: string | undefined } | undefined;
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
  /** The quantity the shop shows (at most `displayLimit`, shown as 'limit+'); absent when not managed. */
  stock?: { qty: number; displayLimit: number | undefined } | undefined;
  /** The delivery promise (docs/BEHAVIOUR.md#data DeliveryTime): traffic-light colour, short and long text, icon. */
  delivery?: DeliveryPromise | undefined;
  /** A configurable product: its options must be chosen before it goes to the cart or wishlist. */
  needsOptions?: boolean;
}

export interface DeliveryPromise {
  color: string | undefined;
  short: string;
  long: string | undefined;
  icon: string | undefined;
}

export interface ProductPage {
  items: ProductSummary[];
  totalCount: number;
}

export function toProductSummary(product: ProductCardFragment, apiOrigin: string): ProductSummary {
  const price = product.price_range.minimum_price;
  const imageUrl = publicMediaUrl(product.small_image?.url, apiOrigin);
  const sizes = product.small_image?.sizes;
  const renditions = sizes
    ? [sizes.small, sizes.medium, sizes.large].map((size) => ({
        url: publicMediaUrl(size.url, apiOrigin) ?? '',
        width: size.width,
      }))
    : [];
  const delivery = product.delivery_time;
  return {
    id: product.uid,
    sku: product.sku ?? '',
    name: product.name ?? '',
    urlKey: product.url_key ?? undefined,
    image: imageUrl
      ? {
          url: imageUrl,
          label: product.small_image?.label ?? product.name ?? '',
          srcSet: buildSrcSet(renditions),
        }
      : undefined,
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
    stock:
      typeof product.stock_qty === 'number'
        ? { qty: product.stock_qty, displayLimit: product.stock_display_limit ?? undefined }
        : undefined,
    delivery: delivery?.short
      ? {
          color: delivery.color ?? undefined,
          short: delivery.short,
          long: delivery.long ?? undefined,
          icon: delivery.icon ?? undefined,
        }
      : undefined,
    needsOptions: product.__typename === 'ConfigurableProduct',
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

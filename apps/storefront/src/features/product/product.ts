import type { Language } from '../../../config/languages';
import {
  type ProductDetailPricesFragment,
  type ProductImageSizesFragment,
  ProductPageDocument,
  type ProductPageQuery,
  ProductRecommendationsDocument,
  ProductUrlKeyDocument,
} from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../../shared/graphql/client';
import type { RichText } from '../../shared/html/rich-text';
import { publicMediaUrl } from '../../shared/media/media-url';
import { buildSrcSet } from '../../shared/product-card/product-image';
import { type ProductSummary, toProductSummary } from '../../shared/product-card/products';
import type { Alternates } from '../../shared/routing/alternates';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import type { BundleOption, BundleOptionType, GroupedItem } from './bundle';
import type { ConfigurableOption, ConfigurableVariantRef } from './option-selection';
import type { PriceFields } from './price-display';
import type { StoreOpening } from './store-availability';

export type ProductType = 'simple' | 'configurable' | 'bundle' | 'grouped';

export interface GalleryImage {
  label: string;
  /** The large rendition (main view). */
  url: string;
  /** The small rendition (thumbnails). */
  thumbnail: string;
  /** The x_large rendition (full-screen view). */
  zoom: string;
  /** All renditions, when they differ (raster images). */
  srcSet: string | undefined;
}

export interface DeliveryTime {
  color?: string;
  short?: string;
  long?: string;
  icon?: string;
}

/** What price, stock and delivery show: the product's own, or its chosen variant's. */
export interface ProductOffer {
  sku: string;
  prices: PriceFields;
  currency: string | undefined;
  inStock: boolean;
  stockQty: number | undefined;
  stockDisplayLimit: number | undefined;
  deliveryTime: DeliveryTime | undefined;
}

export interface ProductReview {
  nickname: string;
  summary: string;
  text: string;
  createdAt: string;
  /** 0–100. */
  averageRating: number;
  ratings: Array<{ name: string; value: number }>;
}

export interface RatingMetadata {
  id: string;
  name: string;
  values: Array<{ valueId: string; value: number }>;
}

export interface SizeChart {
  title: string;
  description: RichText;
  sizes: Array<{
    label: string;
    measurements: Array<{ code: string; label: string; from?: number; to?: number; unit: string }>;
  }>;
}

export interface ConfigurableVariant extends ConfigurableVariantRef {
  name: string;
  offer: ProductOffer;
  /** The variant's own images (its colour), when it has any. */
  gallery: GalleryImage[];
}

export interface ProductDetail {
  sku: string;
  name: string;
  urlKey: string | undefined;
  type: ProductType;
  brand: { title: string; urlKey: string; logo?: string } | undefined;
  labels: Array<{ code: string; text: string; background?: string; color?: string }>;
  unit: string | undefined;
  /** Short description as plain text (meta description fallback, JSON-LD). */
  summary: string;
  shortDescription: RichText;
  description: RichText;
  /** The entity's own meta fields (docs/BEHAVIOUR.md#data), when set. */
  meta: { title?: string; keywords?: string; description?: string };
  offer: ProductOffer;
  /** The highest final price when it differs from the lowest (configurable, bundle, grouped). */
  maxPrice: number | undefined;
  gallery: GalleryImage[];
  storeAvailability: Array<{
    code: string;
    name: string;
    hasStock: boolean;
    qty: number | undefined;
    /** Today's state of the store, when the api has its opening hours (product-page.server.ts). */
    opening?: StoreOpening;
  }>;
  informationAttributes: Array<{ code: string; label: string; value: string }>;
  sizeChart: SizeChart | undefined;
  rating: { summary: number; count: number } | undefined;
  reviews: ProductReview[];
  related: ProductSummary[];
  upsell: ProductSummary[];
  crosssell: ProductSummary[];
  configurable?: { options: ConfigurableOption[]; variants: ConfigurableVariant[] };
  bundle?: { options: BundleOption[] };
  grouped?: { items: Array<GroupedItem & { product: ProductSummary }> };
}

type Item = NonNullable<NonNullable<NonNullable<ProductPageQuery['products']>['items']>[number]>;

/** A product by sku with the rating metadata of the review form; undefined when the store view has none. */
export async function fetchProductBySku(
  call: GraphQLCaller,
  sku: string,
  apiOrigin: string,
  sanitize: (html: string | null | undefined) => RichText,
): Promise<{ product: ProductDetail; ratingMetadata: RatingMetadata[] } | undefined> {
  const data = await call(ProductPageDocument, { sku });
  const item = data.products?.items?.find((product) => product?.sku === sku);
  if (!item) return undefined;
  return {
    product: toProductDetail(item, apiOrigin, sanitize),
    ratingMetadata: data.productReviewRatingsMetadata.items.map((rating) => ({
      id: rating.id,
      name: rating.name,
      values: rating.values.map((entry) => ({ valueId: entry.value_id, value: Number(entry.value) })),
    })),
  };
}

function toProductDetail(
  item: Item,
  apiOrigin: string,
  sanitize: (html: string | null | undefined) => RichText,
): ProductDetail {
  const summary = toProductSummary(item, apiOrigin);
  const cards = (list: ReadonlyArray<Parameters<typeof toProductSummary>[0] | null> | null | undefined) =>
    (list ?? []).filter((entry) => entry !== null).map((entry) => toProductSummary(entry, apiOrigin));
  const minFinal = item.price_range.minimum_price.final_price.value ?? 0;
  const maxFinal = item.price_range.maximum_price?.final_price.value ?? minFinal;
  const detail: ProductDetail = {
    sku: summary.sku,
    name: summary.name,
    urlKey: summary.urlKey,
    type: productType(item.__typename),
    brand: item.brand
      ? {
          title: item.brand.title,
          urlKey: item.brand.urlKey,
          ...(item.brand.logo ? { logo: item.brand.logo } : {}),
        }
      : undefined,
    labels: (item.labels ?? []).map((label) => ({
      code: label.code,
      text: label.text,
      ...(label.background_color ? { background: label.background_color } : {}),
      ...(label.text_color ? { color: label.text_color } : {}),
    })),
    unit: item.unit ?? undefined,
    summary: plainTextExcerpt(item.short_description?.html, 300),
    shortDescription: sanitize(item.short_description?.html),
    description: sanitize(item.description?.html),
    meta: {
      title: item.meta_title || undefined,
      keywords: item.meta_keyword || undefined,
      description: item.meta_description || undefined,
    },
    offer: toOffer(summary.sku, item),
    maxPrice: maxFinal > minFinal ? maxFinal : undefined,
    gallery: toGallery(item.media_gallery, apiOrigin),
    storeAvailability: (item.store_availability ?? []).map((store) => ({
      code: store.pickup_location_code,
      name: store.store_name ?? store.pickup_location_code,
      hasStock: store.has_stock,
      qty: store.qty ?? undefined,
    })),
    informationAttributes: (item.information_attributes ?? []).flatMap((attribute) =>
      attribute.label && attribute.value
        ? [{ code: attribute.code, label: attribute.label, value: attribute.value }]
        : [],
    ),
    sizeChart: item.show_size_table && item.size_chart ? toSizeChart(item.size_chart, sanitize) : undefined,
    rating: summary.rating,
    reviews: (item.reviews.items ?? []).flatMap((review) =>
      review
        ? [
            {
              nickname: review.nickname,
              summary: review.summary,
              text: review.text,
              createdAt: review.created_at,
              averageRating: review.average_rating,
              ratings: review.ratings_breakdown.map((rating) => ({
                name: rating.name,
                value: Number(rating.value),
              })),
            },
          ]
        : [],
    ),
    related: cards(item.related_products),
    upsell: cards(item.upsell_products),
    crosssell: cards(item.crosssell_products),
  };
  if (detail.gallery.length === 0 && summary.image) {
    const { url, label } = summary.image;
    detail.gallery = [{ url, label, thumbnail: url, zoom: url, srcSet: undefined }];
  }
  if (item.__typename === 'ConfigurableProduct') {
    detail.configurable = {
      options: (item.configurable_options ?? []).flatMap((option) =>
        option?.attribute_code
          ? [
              {
                code: option.attribute_code,
                label: option.label ?? option.attribute_code,
                position: option.position ?? 0,
                values: (option.values ?? []).flatMap((value) =>
                  value?.value_index !== null && value?.value_index !== undefined && value.uid
                    ? [
                        {
                          valueIndex: value.value_index,
                          label: value.label ?? String(value.value_index),
                          uid: value.uid,
                          swatch: value.swatch_data?.value ?? undefined,
                        },
                      ]
                    : [],
                ),
              },
            ]
          : [],
      ),
      variants: (item.variants ?? []).flatMap((variant) => {
        const child = variant?.product;
        if (!child?.sku) return [];
        const attributes = Object.fromEntries(
          (variant?.attributes ?? []).flatMap((attribute) =>
            attribute?.code && attribute.value_index !== null && attribute.value_index !== undefined
              ? [[attribute.code, attribute.value_index]]
              : [],
          ),
        );
        return [
          {
            sku: child.sku,
            name: child.name ?? child.sku,
            inStock: child.stock_status !== 'OUT_OF_STOCK',
            attributes,
            offer: toOffer(child.sku, child),
            gallery: toGallery(child.media_gallery, apiOrigin),
          },
        ];
      }),
    };
  }
  if (item.__typename === 'BundleProduct') {
    detail.bundle = {
      options: (item.items ?? []).flatMap((option) =>
        option?.option_id
          ? [
              {
                id: option.option_id,
                title: option.title ?? '',
                type: bundleOptionType(option.type),
                required: option.required ?? false,
                position: option.position ?? 0,
                selections: (option.options ?? []).flatMap((selection) =>
                  selection?.id && selection.product?.sku
                    ? [
                        {
                          id: selection.id,
                          label: selection.label ?? selection.product.sku,
                          sku: selection.product.sku,
                          quantity: selection.quantity ?? 1,
                          canChangeQuantity: selection.can_change_quantity ?? false,
                          price: selection.price ?? 0,
                          inStock: selection.product.stock_status !== 'OUT_OF_STOCK',
                          isDefault: selection.is_default ?? false,
                        },
                      ]
                    : [],
                ),
              },
            ]
          : [],
      ),
    };
  }
  if (item.__typename === 'GroupedProduct') {
    detail.grouped = {
      items: [...(item.items ?? [])]
        .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
        .flatMap((entry) => {
          if (!entry?.product) return [];
          const product = toProductSummary(entry.product, apiOrigin);
          return [
            {
              sku: product.sku,
              name: product.name,
              price: product.price,
              inStock: product.inStock,
              defaultQuantity: entry.qty ?? 1,
              product,
            },
          ];
        }),
    };
  }
  return detail;
}

function productType(typename: Item['__typename']): ProductType {
  switch (typename) {
    case 'ConfigurableProduct':
      return 'configurable';
    case 'BundleProduct':
      return 'bundle';
    case 'GroupedProduct':
      return 'grouped';
    default:
      return 'simple';
  }
}

function bundleOptionType(type: string | null | undefined): BundleOptionType {
  return type === 'checkbox' || type === 'multi' || type === 'select' ? type : 'radio';
}

function toOffer(sku: string, fields: ProductDetailPricesFragment): ProductOffer {
  const price = fields.price_range.minimum_price;
  const final = price.final_price.value ?? 0;
  const cashback = fields.cashback_promotion;
  return {
    sku,
    prices: {
      regular: price.regular_price.value ?? final,
      final,
      discount: price.discount
        ? { percentOff: price.discount.percent_off ?? 0, amountOff: price.discount.amount_off ?? 0 }
        : undefined,
      specialPrice: fields.special_price,
      specialFrom: fields.special_from_date,
      specialTo: fields.special_to_date,
      manufacturerPrice: fields.manufacturer_price,
      cashback: cashback
        ? {
            amount: cashback.amount,
            description: cashback.description,
            startDate: cashback.start_date,
            endDate: cashback.end_date,
          }
        : null,
      inhalt: fields.inhalt,
      verkaufseinheit: fields.verkaufseinheit,
      grundeinheit: fields.grundeinheit,
    },
    currency: price.final_price.currency ?? undefined,
    inStock: fields.stock_status !== 'OUT_OF_STOCK',
    stockQty: fields.stock_qty ?? undefined,
    stockDisplayLimit: fields.stock_display_limit ?? undefined,
    deliveryTime: fields.delivery_time
      ? {
          ...(fields.delivery_time.color ? { color: fields.delivery_time.color } : {}),
          ...(fields.delivery_time.short ? { short: fields.delivery_time.short } : {}),
          ...(fields.delivery_time.long ? { long: fields.delivery_time.long } : {}),
          ...(fields.delivery_time.icon ? { icon: fields.delivery_time.icon } : {}),
        }
      : undefined,
  };
}

type GalleryEntry = {
  url?: string | null;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
  sizes?: ProductImageSizesFragment | null;
} | null;

function toGallery(entries: readonly GalleryEntry[] | null | undefined, apiOrigin: string): GalleryImage[] {
  return [...(entries ?? [])]
    .filter((entry) => entry?.url && !entry.disabled)
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .map((entry) => {
      const media = (url: string | null | undefined) => publicMediaUrl(url, apiOrigin) ?? '';
      const url = media(entry?.url);
      const sizes = entry?.sizes;
      const renditions = sizes
        ? [sizes.small, sizes.medium, sizes.large, sizes.x_large].map((size) => ({
            url: media(size.url),
            width: size.width,
          }))
        : [];
      return {
        label: entry?.label ?? '',
        url: sizes ? media(sizes.large.url) : url,
        thumbnail: sizes ? media(sizes.small.url) : url,
        zoom: sizes ? media(sizes.x_large.url) : url,
        srcSet: buildSrcSet(renditions),
      };
    });
}

function toSizeChart(
  chart: NonNullable<Item['size_chart']>,
  sanitize: (html: string | null | undefined) => RichText,
): SizeChart {
  return {
    title: chart.title ?? '',
    description: sanitize(chart.description),
    sizes: [...chart.sizes]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((size) => ({
        label: size.from.label ?? String(size.from.option_id),
        measurements: size.measurements.map((measure) => ({
          code: measure.code,
          label: measure.label,
          unit: measure.unit,
          ...(measure.from !== null && measure.from !== undefined ? { from: measure.from } : {}),
          ...(measure.to !== null && measure.to !== undefined ? { to: measure.to } : {}),
        })),
      })),
  };
}

export interface ProductRecommendations {
  purchasedTogether: ProductSummary[];
  alternatives: ProductSummary[];
  /** The source tag of every recommended product (docs/BEHAVIOUR.md#api-calls), by sku. */
  sources: Array<{ sku: string; source: string }>;
}

/** "Purchased together" and "alternatives" of a product (docs/BEHAVIOUR.md#api-calls), 10 each. */
export async function fetchProductRecommendations(
  call: GraphQLCaller,
  sku: string,
  apiOrigin: string,
): Promise<ProductRecommendations> {
  const data = await call(ProductRecommendationsDocument, { sku });
  const items = [...data.purchasedTogether.items, ...data.alternatives.items];
  return {
    purchasedTogether: data.purchasedTogether.items.map((item) => toProductSummary(item.product, apiOrigin)),
    alternatives: data.alternatives.items.map((item) => toProductSummary(item.product, apiOrigin)),
    sources: items.flatMap((item) =>
      item.product.sku ? [{ sku: item.product.sku, source: item.source }] : [],
    ),
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

/** The api's texts for option values and bundles (docs/BEHAVIOUR.md#error-texts), in the page's language. */
export interface ProductOptionTexts {
  unavailable: string;
  outOfStock: string;
  bundleOutOfStock: string;
}

import type { RequestContext } from '../../context.js';
import { inputError } from '../../errors.js';
import type {
  BundleProductResolvers,
  ConfigurableProductResolvers,
  GroupedProductResolvers,
  ProductLabelKind,
  Resolvers,
  SimpleProductResolvers,
} from '../../generated/resolvers-types.js';
import { encodeUid } from '../../uid.js';
import type { PriceBounds, ProductRow } from '../catalog/products.js';
import type { BundleOptionRow, ConfigurableOption, ConfigurableValue } from './composite.js';
import type { AttributeValueRow, LinkType, MeasureCode, ProductDetail } from './detail.js';
import { productText } from './messages.js';

const TYPE_NAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
} as const;

export const URL_SUFFIX = '.html';

/** Display widths of the image sizes the storefront asks for (small … x_large). */
export const IMAGE_WIDTHS = { small: 240, medium: 480, large: 960, x_large: 1440 } as const;

const MEASURE_LABELS: Record<string, Record<MeasureCode, string>> = {
  de: { chest: 'Brustumfang', waist: 'Taillenumfang', hip: 'Hüftumfang', height: 'Körpergröße' },
  nl: { chest: 'Borstomvang', waist: 'Taille', hip: 'Heupomvang', height: 'Lichaamslengte' },
  en: { chest: 'Chest', waist: 'Waist', hip: 'Hips', height: 'Height' },
};

const detail = (product: ProductRow, context: RequestContext) =>
  context.loaders.product.detail.load(product.id);

/** The `custom_attributesV2` filters the shop can apply (its attributes carry these two flags). */
const SUPPORTED_ATTRIBUTE_FILTERS = new Set(['is_visible_on_front', 'is_filterable']);

/** A product's gallery as `MediaGalleryInterface` entries. */
async function galleryImages(productId: number, context: RequestContext) {
  return (await context.loaders.product.media.load(productId)).map((media) => ({
    __typename: 'ProductImage' as const,
    url: `${context.config.mediaBaseUrl}${media.file}`,
    label: media.label,
    position: media.position,
    disabled: false,
  }));
}

/** Reads one field of the product's detail row. */
const fromDetail =
  <T>(pick: (detail: ProductDetail) => T) =>
  async (product: ProductRow, _args: unknown, context: RequestContext): Promise<T | null> => {
    const row = await detail(product, context);
    return row ? pick(row) : null;
  };

/** A discount applies today: the price range shows a final price below the regular one. */
export function isOnSale(product: ProductRow): boolean {
  return (
    product.minimumPrice.final < product.minimumPrice.regular ||
    product.maximumPrice.final < product.maximumPrice.regular
  );
}

/** The quantity the shop shows: the stock, at most the display limit; null when stock is not managed. */
export function shownStockQty(row: ProductDetail): number | null {
  if (!row.manageStock) return null;
  const qty = Math.max(0, row.stockQty);
  return row.stockDisplayLimit === null ? qty : Math.min(qty, row.stockDisplayLimit);
}

function imageSizes(url: string) {
  // Vector images scale without loss: every size is the same file. Raster images get a width
  // hint an image CDN in front of /media can act on.
  const vector = /\.svg(\?|$)/i.test(url);
  const sized = (width: number) => ({
    url: vector ? url : `${url}${url.includes('?') ? '&' : '?'}width=${width}`,
    width,
  });
  return {
    small: sized(IMAGE_WIDTHS.small),
    medium: sized(IMAGE_WIDTHS.medium),
    large: sized(IMAGE_WIDTHS.large),
    x_large: sized(IMAGE_WIDTHS.x_large),
  };
}

function money(value: number, context: RequestContext) {
  return { value: round(value), currency: context.store.defaultDisplayCurrencyCode as 'EUR' };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function productPrice(bounds: PriceBounds, context: RequestContext) {
  const amountOff = Math.max(0, round(bounds.regular - bounds.final));
  return {
    regular_price: money(bounds.regular, context),
    final_price: money(bounds.final, context),
    discount: {
      amount_off: amountOff,
      percent_off: bounds.regular > 0 ? round((amountOff / bounds.regular) * 100) : 0,
    },
  };
}

const linked =
  (type: LinkType) =>
  async (product: ProductRow, _args: unknown, context: RequestContext): Promise<ProductRow[]> => {
    const links = await context.loaders.product.links.load(product.id);
    const rows = await context.loaders.product.rows.loadMany(links[type]);
    return rows.filter((row): row is ProductRow => row !== null && !(row instanceof Error));
  };

/** Detail fields every product type shares; each concrete type resolves them the same way. */
const detailFields: SimpleProductResolvers<RequestContext, ProductRow> = {
  weight: fromDetail((row) => row.weight),
  description: fromDetail((row) => ({ html: row.description ?? '' })),
  short_description: fromDetail((row) => ({ html: row.shortDescription ?? '' })),
  meta_title: fromDetail((row) => row.metaTitle),
  meta_keyword: fromDetail((row) => row.metaKeywords),
  meta_description: fromDetail((row) => row.metaDescription),
  type_id: (product) => product.typeId,
  created_at: fromDetail((row) => row.createdAt),
  updated_at: fromDetail((row) => row.updatedAt),
  new_from_date: fromDetail((row) => (row.newFromDate ? `${row.newFromDate} 00:00:00` : null)),
  new_to_date: fromDetail((row) => (row.newToDate ? `${row.newToDate} 00:00:00` : null)),
  special_price: fromDetail((row) => row.specialPrice),
  special_from_date: fromDetail((row) => (row.specialFromDate ? `${row.specialFromDate} 00:00:00` : null)),
  special_to_date: fromDetail((row) => (row.specialToDate ? `${row.specialToDate} 00:00:00` : null)),
  manufacturer_price: fromDetail((row) => row.manufacturerPrice),
  canonical_url: (product) => `${product.urlKey}${URL_SUFFIX}`,
  url_suffix: () => URL_SUFFIX,
  media_gallery: (product, _args, context) => galleryImages(product.id, context),
  media_gallery_entries: async (product, _args, context) =>
    (await context.loaders.product.media.load(product.id)).map((media) => ({
      id: media.position,
      uid: encodeUid(`${product.id}/${media.position}`),
      media_type: 'image',
      label: media.label,
      position: media.position,
      disabled: false,
      types: media.position === 1 ? ['image', 'small_image', 'thumbnail'] : [],
      file: media.file,
      content: null,
      video_content: null,
    })),
  quantity: fromDetail(shownStockQty),
  min_sale_qty: () => 1,
  max_sale_qty: fromDetail((row) => (row.manageStock ? Math.max(0, row.stockQty) : null)),
  only_x_left_in_stock: fromDetail((row) =>
    row.manageStock &&
    row.stockDisplayLimit !== null &&
    row.stockQty > 0 &&
    row.stockQty <= row.stockDisplayLimit
      ? row.stockQty
      : null,
  ),
  related_products: linked('related'),
  product_links: async (product, _args, context) => {
    const links = await context.loaders.product.links.load(product.id);
    const types = ['related', 'upsell', 'crosssell'] as const;
    const linkedRows = await Promise.all(types.map((type) => linked(type)(product, {}, context)));
    return types.flatMap((type, index) =>
      (linkedRows[index] ?? []).map((row) => ({
        sku: product.sku,
        link_type: type,
        linked_product_sku: row.sku,
        linked_product_type: row.typeId,
        position: links[type].indexOf(row.id) + 1,
      })),
    );
  },
  attribute_set_id: () => null,
  options_container: () => null,
  country_of_manufacture: () => null,
  manufacturer: () => null,
  tier_price: () => null,
  tier_prices: () => [],
  websites: () => [
    { id: 1, name: 'Main Website', code: 'base', sort_order: 0, default_group_id: '1', is_default: true },
  ],
  upsell_products: linked('upsell'),
  crosssell_products: linked('crosssell'),
  unit: fromDetail((row) => row.unit),
  is_flooring_product: fromDetail((row) => row.isFlooringProduct),
  inhalt: fromDetail((row) => row.inhalt),
  verkaufseinheit: fromDetail((row) => row.verkaufseinheit),
  grundeinheit: fromDetail((row) => row.grundeinheit),
  is_new: fromDetail((row) => row.isNew),
  is_sale: (product) => isOnSale(product),
  labels: async (product, _args, context) => {
    const [row, definitions] = await Promise.all([
      detail(product, context),
      context.loaders.product.labelDefinitions(),
    ]);
    if (!row) return [];
    const applies = {
      sale: isOnSale(product),
      new: row.isNew,
    };
    return definitions
      .filter((label) =>
        label.kind === 'manual' ? row.manualLabelIds.includes(label.id) : applies[label.kind],
      )
      .map((label) => ({
        code: label.code,
        kind: label.kind.toUpperCase() as ProductLabelKind,
        text: label.text,
        background_color: label.backgroundColor,
        text_color: label.textColor,
        position: label.position,
      }));
  },
  stock_qty: fromDetail(shownStockQty),
  stock_display_limit: fromDetail((row) => row.stockDisplayLimit),
  store_availability: async (product, _args, context) =>
    (await context.loaders.product.storeAvailability.load(product.id)).map((stock) => ({
      pickup_location_code: stock.pickupLocationCode,
      store_name: stock.storeName,
      has_stock: stock.qty > 0,
      qty: stock.qty,
    })),
  delivery_time: fromDetail((row) => row.deliveryTime),
  sales_data: async (product, _args, context) => {
    const sales = await context.loaders.product.salesData.load(product.id);
    return {
      last_order_date: sales?.lastOrderDate ?? null,
      orders: sales?.orders ?? 0,
      qty_ordered: sales?.qtyOrdered ?? 0,
    };
  },
  information_attributes: async (product, _args, context) => {
    const values = await context.loaders.product.attributes.load(product.id);
    const shown = new Map<string, { code: string; label: string; values: string[] }>();
    for (const value of values) {
      if (!value.isVisibleOnFront) continue;
      const entry = shown.get(value.code);
      if (entry) entry.values.push(value.value);
      else shown.set(value.code, { code: value.code, label: value.label, values: [value.value] });
    }
    return [...shown.values()].map((entry) => ({
      code: entry.code,
      label: entry.label,
      value: entry.values.join(', '),
    }));
  },
  custom_attributesV2: async (product, args, context) => {
    const filters = args.filters ?? {};
    const wanted = (flag: boolean | null | undefined, has: boolean) =>
      flag === undefined || flag === null || flag === has;
    const values = (await context.loaders.product.attributes.load(product.id)).filter(
      (value) =>
        wanted(filters.is_visible_on_front, value.isVisibleOnFront) &&
        wanted(filters.is_filterable, value.isFilterable),
    );
    const byCode = new Map<string, AttributeValueRow[]>();
    for (const value of values) byCode.set(value.code, [...(byCode.get(value.code) ?? []), value]);
    const unsupported = Object.entries(filters).filter(
      ([flag, set]) => set !== null && set !== undefined && !SUPPORTED_ATTRIBUTE_FILTERS.has(flag),
    );
    return {
      items: [...byCode].map(([code, rows]) =>
        rows[0]?.optionId === null
          ? { code, value: rows.map((row) => row.value).join(', ') }
          : {
              code,
              selected_options: rows.map((row) => ({ label: row.value, value: String(row.optionId) })),
            },
      ),
      errors: unsupported.map(([flag]) => ({
        type: 'FILTER_NOT_FOUND' as const,
        message: productText(context.store.language, 'product.attribute_filter_unsupported', {
          flag,
          filters: [...SUPPORTED_ATTRIBUTE_FILTERS].join(', '),
        }),
      })),
    };
  },
  filter_attributes: async (product, _args, context) => {
    const values = await context.loaders.product.attributes.load(product.id);
    const filters = new Map<
      string,
      { code: string; label: string; values: { value: string; label: string }[] }
    >();
    for (const value of values) {
      if (!value.isFilterable || value.optionId === null) continue;
      const option = { value: String(value.optionId), label: value.value };
      const entry = filters.get(value.code);
      if (entry) entry.values.push(option);
      else filters.set(value.code, { code: value.code, label: value.label, values: [option] });
    }
    return [...filters.values()];
  },
  cashback_promotion: async (product, _args, context) => {
    const cashback = (await detail(product, context))?.cashback;
    return cashback
      ? {
          amount: cashback.amount,
          currency: context.store.defaultDisplayCurrencyCode as 'EUR',
          description: cashback.description,
          start_date: cashback.startDate,
          end_date: cashback.endDate,
        }
      : null;
  },
  show_size_table: fromDetail((row) => row.showSizeTable),
  size_chart: async (product, _args, context) => {
    const row = await detail(product, context);
    if (!row || row.sizeChartId === null) return null;
    const chart = await context.loaders.product.sizeCharts.load(row.sizeChartId);
    if (!chart) return null;
    const names = MEASURE_LABELS[context.store.language] ?? MEASURE_LABELS.en;
    return {
      code: chart.code,
      attribute_code: chart.attributeCode,
      title: chart.title,
      description: chart.description,
      sizes: chart.sizes.map((size) => ({
        position: size.position,
        from: { option_id: size.optionId, label: size.sizeLabel },
        to: { option_id: size.optionId, label: size.measuresLabel },
        measurements: size.measures.map((measure) => ({
          code: measure.code,
          label: names?.[measure.code] ?? measure.code,
          from: measure.from,
          to: measure.to,
          unit: 'cm',
        })),
      })),
    };
  },
};

function swatch(option: ConfigurableOption, value: ConfigurableValue, context: RequestContext) {
  switch (option.swatchType) {
    case 'color':
      return value.swatchValue ? { __typename: 'ColorSwatchData' as const, value: value.swatchValue } : null;
    case 'image': {
      if (!value.swatchValue) return null;
      const url = `${context.config.mediaBaseUrl}${value.swatchValue}`;
      return { __typename: 'ImageSwatchData' as const, value: url, thumbnail: url };
    }
    case 'text':
      return { __typename: 'TextSwatchData' as const, value: value.swatchValue ?? value.label };
    default:
      return null;
  }
}

/** Magento's uid of a configurable option value, what a cart's selected_options carry. */
export function configurableValueUid(attributeCode: string, valueIndex: number): string {
  return encodeUid(`configurable/${attributeCode}/${valueIndex}`);
}

/** Chosen values of a configurable product as Magento's `SelectedConfigurableOption`s (cart and wishlist lines). */
export async function selectedConfigurableOptions(
  context: RequestContext,
  parentId: number,
  choices: readonly { attributeCode: string; valueIndex: number }[],
) {
  const { options } = await context.loaders.product.configurable.load(parentId);
  return choices.flatMap((choice) => {
    const option = options.find((candidate) => candidate.attributeCode === choice.attributeCode);
    if (!option) return [];
    const value = option.values.find((candidate) => candidate.valueIndex === choice.valueIndex);
    return [
      {
        id: option.id,
        configurable_product_option_uid: encodeUid(`configurable/${parentId}/${option.id}`),
        option_label: option.label,
        value_id: choice.valueIndex,
        configurable_product_option_value_uid: configurableValueUid(choice.attributeCode, choice.valueIndex),
        value_label: value?.label ?? String(choice.valueIndex),
      },
    ];
  });
}

const configurableFields: ConfigurableProductResolvers<RequestContext, ProductRow> = {
  configurable_options: async (product, _args, context) =>
    (await context.loaders.product.configurable.load(product.id)).options,
  variants: async (product, _args, context) =>
    (await context.loaders.product.configurable.load(product.id)).variants,
  configurable_product_options_selection: async (product, args, context) => {
    const { options, variants } = await context.loaders.product.configurable.load(product.id);
    const known = new Map(
      options.flatMap((option) =>
        option.values.map((value) => [
          configurableValueUid(option.attributeCode, value.valueIndex),
          { code: option.attributeCode, valueIndex: value.valueIndex },
        ]),
      ),
    );
    const chosen = new Map<string, number>();
    for (const uid of args.configurableOptionValueUids ?? []) {
      const value = known.get(uid);
      if (!value) {
        throw inputError(
          productText(context.store.language, 'product.option_value_unknown', { uid, sku: product.sku }),
          {
            argument: 'configurableOptionValueUids',
          },
        );
      }
      chosen.set(value.code, value.valueIndex);
    }
    const rows = await context.loaders.product.rows.loadMany(variants.map((variant) => variant.productId));
    const inStock = variants.filter((_variant, index) => {
      const row = rows[index];
      return row && !(row instanceof Error) && row.inStock;
    });
    // Variants that have every chosen value, leaving out the attribute `except` (its own choice).
    const matching = (from: typeof variants, except?: string) =>
      from.filter((variant) =>
        [...chosen].every(
          ([code, valueIndex]) =>
            code === except || variant.attributes.some((a) => a.code === code && a.valueIndex === valueIndex),
        ),
      );
    const valuesOf = (from: typeof variants, code: string) =>
      new Set(
        from.flatMap((variant) => variant.attributes.filter((a) => a.code === code).map((a) => a.valueIndex)),
      );
    const chosenVariants = matching(variants);
    const only = chosen.size > 0 && chosenVariants.length === 1 ? chosenVariants[0] : undefined;
    const variant = only ? await context.loaders.product.rows.load(only.productId) : null;
    return {
      options_available_for_selection: options.map((option) => ({
        attribute_code: option.attributeCode,
        option_value_uids: [...valuesOf(matching(variants, option.attributeCode), option.attributeCode)].map(
          (valueIndex) => configurableValueUid(option.attributeCode, valueIndex),
        ),
      })),
      configurable_options: options.map((option) => {
        const available = valuesOf(matching(inStock, option.attributeCode), option.attributeCode);
        return {
          uid: encodeUid(`configurable/${option.productId}/${option.id}`),
          attribute_code: option.attributeCode,
          label: option.label,
          values: option.values.map((value) => ({
            uid: configurableValueUid(option.attributeCode, value.valueIndex),
            is_available: available.has(value.valueIndex),
            is_use_default: value.storeLabel === null || value.storeLabel === value.defaultLabel,
            label: value.label,
            swatch: swatch(option, value, context),
          })),
        };
      }),
      media_gallery: await galleryImages(variant?.id ?? product.id, context),
      variant,
    };
  },
};

/** What an option of a dynamic bundle adds to the price: cheapest and dearest choice. */
async function bundleItemPriceRange(item: BundleOptionRow, context: RequestContext) {
  const components = await context.loaders.product.rows.loadMany(
    item.selections.map((selection) => selection.productId),
  );
  const totals = item.selections.flatMap((selection, index) => {
    const component = components[index];
    if (!component || component instanceof Error) return [];
    return [
      {
        min: {
          regular: component.minimumPrice.regular * selection.quantity,
          final: component.minimumPrice.final * selection.quantity,
        },
        max: {
          regular: component.maximumPrice.regular * selection.quantity,
          final: component.maximumPrice.final * selection.quantity,
        },
      },
    ];
  });
  const several = item.type === 'checkbox' || item.type === 'multi';
  const pick = (values: number[], combine: 'min' | 'max') =>
    values.length === 0
      ? 0
      : combine === 'min'
        ? Math.min(...values)
        : several
          ? values.reduce((sum, value) => sum + value, 0)
          : Math.max(...values);
  return {
    minimum_price: productPrice(
      {
        regular: pick(
          totals.map((total) => total.min.regular),
          'min',
        ),
        final: pick(
          totals.map((total) => total.min.final),
          'min',
        ),
      },
      context,
    ),
    maximum_price: productPrice(
      {
        regular: pick(
          totals.map((total) => total.max.regular),
          'max',
        ),
        final: pick(
          totals.map((total) => total.max.final),
          'max',
        ),
      },
      context,
    ),
  };
}

const bundleFields: BundleProductResolvers<RequestContext, ProductRow> = {
  dynamic_price: () => true,
  dynamic_sku: () => true,
  dynamic_weight: () => true,
  price_view: () => 'PRICE_RANGE',
  ship_bundle_items: () => 'TOGETHER',
  items: (product, _args, context) => context.loaders.product.bundleOptions.load(product.id),
};

const groupedFields: GroupedProductResolvers<RequestContext, ProductRow> = {
  items: (product, _args, context) => context.loaders.product.groupedItems.load(product.id),
};

export const productResolvers: Resolvers = {
  SimpleProduct: detailFields,
  ConfigurableProduct: { ...detailFields, ...configurableFields },
  BundleProduct: { ...detailFields, ...bundleFields },
  GroupedProduct: { ...detailFields, ...groupedFields },
  PhysicalProductInterface: {
    __resolveType: (product) => TYPE_NAMES[product.typeId],
  },
  MediaGalleryInterface: {
    __resolveType: () => 'ProductImage',
  },
  ProductImage: {
    sizes: (image) => (image.url ? imageSizes(image.url) : null),
  },
  AttributeValueInterface: {
    __resolveType: (value) => ('selected_options' in value ? 'AttributeSelectedOptions' : 'AttributeValue'),
  },
  ProductLinksInterface: {
    __resolveType: () => 'ProductLinks',
  },
  AttributeSelectedOptionInterface: {
    __resolveType: () => 'AttributeSelectedOption',
  },
  SwatchDataInterface: {
    __resolveType: (data) => data.__typename ?? 'TextSwatchData',
  },
  ConfigurableProductOptions: {
    id: (option) => option.id,
    uid: (option) => encodeUid(`configurable/${option.productId}/${option.id}`),
    attribute_id: (option) => option.attributeCode,
    attribute_uid: (option) => encodeUid(option.attributeCode),
    attribute_id_v2: () => null,
    attribute_code: (option) => option.attributeCode,
    label: (option) => option.label,
    position: (option) => option.position,
    use_default: () => true,
    product_id: (option) => option.productId,
    values: (option, _args, context) =>
      option.values.map((value) => ({
        value_index: value.valueIndex,
        uid: configurableValueUid(option.attributeCode, value.valueIndex),
        label: value.label,
        default_label: value.defaultLabel,
        store_label: value.storeLabel ?? value.defaultLabel,
        use_default_value: value.storeLabel === null || value.storeLabel === value.defaultLabel,
        swatch_data: swatch(option, value, context),
      })),
  },
  ConfigurableVariant: {
    attributes: (variant) =>
      variant.attributes.map((attribute) => ({
        code: attribute.code,
        label: attribute.label,
        value_index: attribute.valueIndex,
        uid: configurableValueUid(attribute.code, attribute.valueIndex),
      })),
    product: (variant, _args, context) => context.loaders.product.rows.load(variant.productId),
  },
  BundleItem: {
    option_id: (item) => item.optionId,
    uid: (item) => encodeUid(`bundle/${item.optionId}`),
    title: (item) => item.title,
    required: (item) => item.required,
    type: (item) => item.type,
    position: (item) => item.position,
    sku: (item) => item.bundleSku,
    price_range: (item, _args, context) => bundleItemPriceRange(item, context),
    options: (item) => item.selections,
  },
  BundleItemOption: {
    id: (selection) => selection.selectionId,
    uid: (selection) =>
      encodeUid(`bundle/${selection.optionId}/${selection.selectionId}/${selection.quantity}`),
    label: async (selection, _args, context) =>
      (await context.loaders.product.rows.load(selection.productId))?.name ?? null,
    qty: (selection) => selection.quantity,
    quantity: (selection) => selection.quantity,
    position: (selection) => selection.position,
    is_default: (selection) => selection.isDefault,
    price: async (selection, _args, context) =>
      (await context.loaders.product.rows.load(selection.productId))?.minimumPrice.final ?? null,
    price_type: () => 'DYNAMIC',
    can_change_quantity: (selection) => selection.canChangeQuantity,
    product: (selection, _args, context) => context.loaders.product.rows.load(selection.productId),
  },
  GroupedProductItem: {
    qty: (item) => item.qty,
    position: (item) => item.position,
    product: (item, _args, context) => context.loaders.product.rows.load(item.productId),
  },
};

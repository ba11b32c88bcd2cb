import {
  type GraphQLResolveInfo,
  getArgumentValues,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { RequestContext } from '../../context.js';
import { inputError } from '../../errors.js';
import type {
  AggregationsFilterInput,
  Resolvers,
  SimpleProductResolvers,
} from '../../generated/resolvers-types.js';
import { encodeUid } from '../../uid.js';
import type { AggregationModel, AggregationOptions } from './aggregations.js';
import { type CategoryRow, findCategories } from './categories.js';
import { SORT_FIELDS, type SortField } from './listing.js';
import {
  loadProducts,
  type PriceBounds,
  ProductListing,
  type ProductRow,
  type ProductsResult,
  toProductsResult,
} from './products.js';
import { checkSearchLength, normalizedSearch, searchSuggestions } from './search.js';

const TYPE_NAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
} as const;

const SORT_LABELS: Record<string, Record<SortField, string>> = {
  de: {
    relevance: 'Relevanz',
    position: 'Position',
    name: 'Name',
    price: 'Preis',
    created_at: 'Neueste',
    num_sales: 'Bestseller',
  },
  nl: {
    relevance: 'Relevantie',
    position: 'Positie',
    name: 'Naam',
    price: 'Prijs',
    created_at: 'Nieuwste',
    num_sales: 'Best verkocht',
  },
  en: {
    relevance: 'Relevance',
    position: 'Position',
    name: 'Product Name',
    price: 'Price',
    created_at: 'Newest',
    num_sales: 'Best selling',
  },
};

/** Most suggestions (terms and products) one `searchSuggestions` request may ask for. */
export const MAX_SUGGESTIONS = 20;

function productPrice(bounds: PriceBounds, context: RequestContext) {
  const currency = context.store.defaultDisplayCurrencyCode as 'EUR';
  const amountOff = Math.max(0, round(bounds.regular - bounds.final));
  return {
    regular_price: { value: bounds.regular, currency },
    final_price: { value: bounds.final, currency },
    discount: {
      amount_off: amountOff,
      percent_off: bounds.regular > 0 ? round((amountOff / bounds.regular) * 100) : 0,
    },
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function productImage(product: ProductRow, context: RequestContext) {
  if (!product.imageFile) return null;
  return {
    url: `${context.config.mediaBaseUrl}${product.imageFile}`,
    label: product.imageLabel ?? product.name,
    position: 1,
    disabled: false,
  };
}

/** Fields every product type shares; each concrete type resolves them the same way. */
const productFields: SimpleProductResolvers<RequestContext, ProductRow> = {
  id: (product) => product.id,
  uid: (product) => encodeUid(product.id),
  sku: (product) => product.sku,
  name: (product) => product.name,
  url_key: (product) => product.urlKey,
  stock_status: (product) => (product.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  price_range: (product, _args, context) => ({
    minimum_price: productPrice(product.minimumPrice, context),
    maximum_price: productPrice(product.maximumPrice, context),
  }),
  categories: (product, _args, context) => context.loaders.categories.byProduct.load(product.id),
  price: (product, _args, context) => {
    const currency = context.store.defaultDisplayCurrencyCode as 'EUR';
    const price = (value: number) => ({ amount: { value, currency }, adjustments: [] });
    return {
      minimalPrice: price(product.minimumPrice.final),
      maximalPrice: price(product.maximumPrice.final),
      regularPrice: price(product.minimumPrice.regular),
    };
  },
  small_image: (product, _args, context) => productImage(product, context),
  image: (product, _args, context) => productImage(product, context),
  thumbnail: (product, _args, context) => productImage(product, context),
  relative_url: (product) => `${product.urlKey}.html`,
  url_rewrites: (product) => [
    { url: `${product.urlKey}.html`, parameters: [{ name: 'id', value: String(product.id) }] },
  ],
  url_path: () => null,
  swatch_image: () => null,
  gift_message_available: () => false,
  price_tiers: () => [],
  redirect_code: (product) => product.redirectCode ?? 0,
  type: () => 'PRODUCT',
};

const categoryFields: Resolvers['CategoryTree'] = {
  cms_block: () => null,
  created_at: () => null,
  updated_at: () => null,
  id: (category) => category.id,
  uid: (category) => encodeUid(category.id),
  name: (category) => category.name,
  description: (category) => category.description,
  image: (category, _args, context) =>
    category.image ? `${context.config.mediaBaseUrl}${category.image}` : null,
  path: (category) => category.path,
  path_in_store: (category) => category.path.split('/').slice(2).join('/'),
  url_key: (category) => category.urlKey,
  url_path: (category) => category.urlPath,
  url_suffix: () => '',
  canonical_url: (category) => category.urlPath,
  position: (category) => category.position,
  level: (category) => category.level,
  default_sort_by: (category, _args, context) => category.defaultSortBy ?? context.store.defaultSortBy,
  available_sort_by: (category) =>
    category.availableSortBy ?? SORT_FIELDS.filter((field) => field !== 'relevance'),
  include_in_menu: (category) => (category.includeInMenu ? 1 : 0),
  is_anchor: (category) => (category.isAnchor ? 1 : 0),
  meta_title: (category) => category.metaTitle,
  meta_keywords: (category) => category.metaKeywords,
  meta_description: (category) => category.metaDescription,
  relative_url: (category) => category.urlPath,
  redirect_code: (category) => category.redirectCode ?? 0,
  type: () => 'CATEGORY',
  product_count: (category, _args, context) => context.loaders.categories.productCount.load(category),
  children: (category, _args, context) => context.loaders.categories.childrenByParent.load(category.id),
  children_count: async (category, _args, context) =>
    String((await context.loaders.categories.childrenByParent.load(category.id)).length),
  // Ancestors below the store root, nearest last; null for top-level categories like Magento.
  breadcrumbs: async (category, _args, context) => {
    const ancestorIds = category.path.split('/').slice(2, -1).map(Number);
    if (ancestorIds.length === 0) return null;
    const ancestors = await context.loaders.categories.byId.loadMany(ancestorIds);
    return ancestors
      .filter((ancestor): ancestor is CategoryRow => ancestor !== null && !(ancestor instanceof Error))
      .map((ancestor) => ({
        category_id: ancestor.id,
        category_uid: encodeUid(ancestor.id),
        category_name: ancestor.name,
        category_level: ancestor.level,
        category_url_key: ancestor.urlKey,
        category_url_path: ancestor.urlPath,
      }));
  },
  products: async (category, args, context) => {
    // A page of the category's listing: the answer holds products it does not name.
    context.responseCache.unnamedProducts = true;
    const listing = await ProductListing.create(context.db, context.store, {
      filter: { category_id: { eq: String(category.id) } },
      pageSize: args.pageSize,
      currentPage: args.currentPage,
      sort: args.sort,
    });
    const { listing: _listing, ...result } = toProductsResult(await listing.result());
    return result;
  },
};

function aggregationOptions(
  context: RequestContext,
  filter: AggregationsFilterInput | null | undefined,
): AggregationOptions {
  return {
    directChildrenOnly: filter?.category?.includeDirectChildrenOnly === true,
    rootCategoryId: context.store.rootCategoryId,
    mediaBaseUrl: context.config.mediaBaseUrl,
    language: context.store.language,
  };
}

/**
 * The arguments of the `aggregations` field when the query selects it below `products` (also
 * through fragments), so that the aggregations start beside the page instead of after it.
 */
function selectedAggregations(info: GraphQLResolveInfo): AggregationsFilterInput | null | undefined {
  const productsType = info.schema.getType('Products');
  const field = isObjectType(productsType) ? productsType.getFields().aggregations : undefined;
  if (!field) return undefined;
  const find = (selectionSet: SelectionSetNode | undefined): AggregationsFilterInput | null | undefined => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.name.value === 'aggregations') {
        return (getArgumentValues(field, selection, info.variableValues).filter ??
          null) as AggregationsFilterInput;
      }
      const nested =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.selectionSet
          : selection.kind === Kind.FRAGMENT_SPREAD
            ? info.fragments[selection.name.value]?.selectionSet
            : undefined;
      const found = nested && find(nested);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  for (const node of info.fieldNodes) {
    const found = find(node.selectionSet);
    if (found !== undefined) return found;
  }
  return undefined;
}

function aggregationOutput(aggregation: AggregationModel) {
  return {
    attribute_code: aggregation.attributeCode,
    label: aggregation.label,
    count: aggregation.options.length,
    position: aggregation.position,
    min_value: aggregation.minValue,
    max_value: aggregation.maxValue,
    rel_nofollow: aggregation.filtered,
    options: aggregation.options.map((option) => ({
      label: option.label,
      value: option.value,
      count: option.count,
      swatch_data: option.swatch,
    })),
  };
}

export const catalogResolvers: Resolvers = {
  Query: {
    categoryList: (_parent, args, context) => {
      // Categories show no product offer (counts change with visibility and assignments only).
      context.responseCache.productScopedFields++;
      return findCategories(context.db, context.store.code, context.store.rootCategoryId, args.filters);
    },
    categories: async (_parent, args, context) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
        throw inputError(`pageSize must be from 1 to 100; got ${pageSize}`, { argument: 'pageSize' });
      }
      if (!Number.isInteger(currentPage) || currentPage < 1) {
        throw inputError(`currentPage value must be greater than 0; got ${currentPage}`, {
          argument: 'currentPage',
        });
      }
      const all = await findCategories(
        context.db,
        context.store.code,
        context.store.rootCategoryId,
        args.filters,
      );
      return {
        items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        total_count: all.length,
        page_info: {
          page_size: pageSize,
          current_page: currentPage,
          total_pages: Math.ceil(all.length / pageSize),
        },
      };
    },
    products: async (_parent, args, context, info): Promise<ProductsResult> => {
      // Only `products` reads the postings: brand pages, landing pages and the part finder narrow to
      // products of their own, which the postings do not hold.
      const listing = await ProductListing.create(context.db, context.store, args, {
        searchPostingsFromProducts: context.config.searchPostingsFromProducts,
      });
      const aggregations = selectedAggregations(info);
      if (aggregations !== undefined)
        listing.startWithAggregations(aggregationOptions(context, aggregations));
      const result = toProductsResult(await listing.result());
      const members = await listing.members();
      if (members) {
        for (const id of members) context.responseCache.products.add(id);
        context.responseCache.productScopedFields++;
      }
      return result;
    },
    searchSuggestions: async (_parent, args, context) => {
      const pageSize = args.pageSize ?? 5;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_SUGGESTIONS) {
        throw inputError(`pageSize must be from 1 to ${MAX_SUGGESTIONS}; got ${pageSize}`, {
          argument: 'pageSize',
          allowed: `1-${MAX_SUGGESTIONS}`,
        });
      }
      const text = normalizedSearch(args.text);
      if (!text) return { query_text: '', search_suggestions: [], search_recommendations: [] };
      checkSearchLength(text, 'text');
      const suggestions = await searchSuggestions(context.db, context.store, text, pageSize);
      return {
        query_text: text,
        search_suggestions: suggestions.terms.map((search) => ({ search })),
        search_recommendations: await loadProducts(context.db, context.store.code, suggestions.productIds),
      };
    },
  },
  Products: {
    aggregations: async (result, args, context) =>
      result.listing
        ? (await result.listing.aggregations(aggregationOptions(context, args.filter))).map(aggregationOutput)
        : [],
    sort_fields: async (result, _args, context) => {
      const labels = SORT_LABELS[context.store.language] ?? SORT_LABELS.en;
      const request = result.listing?.request;
      const categoryIds = request?.filters.categoryIds;
      const inCategory = Boolean(categoryIds || request?.filters.categoryUrlPaths);
      let fallback = context.store.defaultSortBy;
      if (categoryIds?.length === 1 && categoryIds[0] !== undefined) {
        const known = await result.listing?.categorySortBy();
        const sortBy =
          known !== undefined
            ? known
            : (await context.loaders.categories.byId.load(categoryIds[0]))?.defaultSortBy;
        fallback = sortBy ?? fallback;
      }
      const fields = SORT_FIELDS.filter(
        (field) => (field !== 'relevance' || request?.search) && (field !== 'position' || inCategory),
      );
      return {
        default: request?.search ? 'relevance' : fallback,
        options: fields.map((value) => ({ value, label: labels?.[value] ?? value })),
      };
    },
    filters: async (result, _args, context) =>
      result.listing
        ? (await result.listing.aggregations(aggregationOptions(context, null))).map((aggregation) => {
            const { label, attribute_code, options } = aggregationOutput(aggregation);
            return {
              name: label,
              request_var: attribute_code,
              filter_items_count: options.length,
              filter_items: options.map((option) => ({
                label: option.label,
                value_string: option.value,
                items_count: option.count,
              })),
            };
          })
        : [],
    suggestions: async (result) =>
      result.listing ? (await result.listing.suggestions()).map((search) => ({ search })) : [],
  },
  CategoryTree: categoryFields,
  ProductInterface: {
    __resolveType: (product) => TYPE_NAMES[product.typeId],
  },
  CategoryInterface: {
    __resolveType: () => 'CategoryTree',
  },
  LayerFilterItemInterface: {
    __resolveType: () => 'LayerFilterItem',
  },
  SimpleProduct: productFields,
  ConfigurableProduct: productFields,
  BundleProduct: productFields,
  GroupedProduct: productFields,
};

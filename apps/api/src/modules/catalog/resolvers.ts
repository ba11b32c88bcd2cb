import type { RequestContext } from '../../context.js';
import type { Resolvers, SimpleProductResolvers } from '../../generated/resolvers-types.js';
import { encodeUid } from '../../uid.js';
import { type CategoryRow, findCategories } from './categories.js';
import { type PriceBounds, type ProductRow, searchProducts } from './products.js';

const TYPE_NAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
} as const;

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
  small_image: (product, _args, context) => productImage(product, context),
  image: (product, _args, context) => productImage(product, context),
  thumbnail: (product, _args, context) => productImage(product, context),
  relative_url: (product) => `${product.urlKey}.html`,
  redirect_code: () => 0,
  type: () => 'PRODUCT',
};

const categoryFields: Resolvers['CategoryTree'] = {
  id: (category) => category.id,
  uid: (category) => encodeUid(category.id),
  name: (category) => category.name,
  description: (category) => category.description,
  path: (category) => category.path,
  path_in_store: (category) => category.path.split('/').slice(2).join('/'),
  url_key: (category) => category.urlKey,
  url_path: (category) => category.urlPath,
  position: (category) => category.position,
  level: (category) => category.level,
  default_sort_by: (category, _args, context) => category.defaultSortBy ?? context.store.defaultSortBy,
  include_in_menu: (category) => (category.includeInMenu ? 1 : 0),
  is_anchor: (category) => (category.isAnchor ? 1 : 0),
  relative_url: (category) => category.urlPath,
  redirect_code: () => 0,
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
};

export const catalogResolvers: Resolvers = {
  Query: {
    categoryList: (_parent, args, context) =>
      findCategories(context.db, context.store.code, context.store.rootCategoryId, args.filters),
    products: async (_parent, args, context) => {
      const page = await searchProducts(context.db, context.store, args);
      return {
        items: page.items,
        total_count: page.totalCount,
        page_info: { page_size: page.pageSize, current_page: page.currentPage, total_pages: page.totalPages },
      };
    },
  },
  CategoryTree: categoryFields,
  ProductInterface: {
    __resolveType: (product) => TYPE_NAMES[product.typeId],
  },
  SimpleProduct: productFields,
  ConfigurableProduct: productFields,
  BundleProduct: productFields,
  GroupedProduct: productFields,
};

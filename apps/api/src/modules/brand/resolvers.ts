import type { RequestContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { encodeUid } from '../../uid.js';
import { brandAttributeCode } from '../catalog/attributes.js';
import { type ProductRow, searchProducts, toProductsResult } from '../catalog/products.js';
import { findBrands } from './brands.js';

function mediaUrl(path: string | null, context: RequestContext): string | null {
  return path ? `${context.config.mediaBaseUrl}${path}` : null;
}

const productBrand = (product: ProductRow, _args: unknown, context: RequestContext) =>
  context.loaders.brands.byProductId.load(product.id);

export const brandResolvers: Resolvers = {
  Query: {
    getBrands: (_parent, args, context) =>
      findBrands(context.db, context.store, { showInSlider: args.showInSlider, urlKey: args.urlKey }),
  },
  Brand: {
    id: (brand) => brand.id,
    uid: (brand) => encodeUid(brand.id),
    title: (brand) => brand.title,
    urlKey: (brand) => brand.urlKey,
    description: (brand) => brand.description,
    shortDescription: (brand) => brand.shortDescription,
    logo: (brand, _args, context) => mediaUrl(brand.logo, context),
    image: (brand, _args, context) => mediaUrl(brand.image, context),
    metaTitle: (brand) => brand.metaTitle,
    metaKeywords: (brand) => brand.metaKeywords,
    metaDescription: (brand) => brand.metaDescription,
    showInSlider: (brand) => brand.showInSlider,
    positionInSlider: (brand) => brand.positionInSlider,
    // Only a category of this store view's tree.
    category: async (brand, _args, context) => {
      if (brand.categoryId === null) return null;
      const category = await context.loaders.categories.byId.load(brand.categoryId);
      const root = context.store.rootCategoryId;
      return category && `/${category.path}/`.includes(`/${root}/`) ? category : null;
    },
    attributeValue: (brand) => String(brand.optionId),
    // The brand page: `products` with the brand's option of the brand attribute as a filter.
    products: async (brand, args, context) => {
      const filter = { ...args.filter, [brandAttributeCode()]: { eq: String(brand.optionId) } };
      return toProductsResult(await searchProducts(context.db, context.store, { ...args, filter }));
    },
  },
  SimpleProduct: { brand: productBrand },
  ConfigurableProduct: { brand: productBrand },
  BundleProduct: { brand: productBrand },
  GroupedProduct: { brand: productBrand },
  CategoryTree: {
    brand: (category, _args, context) => context.loaders.brands.byCategoryId.load(category.id),
  },
};

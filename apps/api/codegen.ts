import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver signatures typed from the SDL; parents are the service layer's row models.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#RequestContext',
        mappers: {
          StoreConfig: '../modules/store/stores.js#StoreView',
          CategoryTree: '../modules/catalog/categories.js#CategoryRow',
          Products: '../modules/catalog/products.js#ProductsResult',
          ProductInterface: '../modules/catalog/products.js#ProductRow',
          SimpleProduct: '../modules/catalog/products.js#ProductRow',
          ConfigurableProduct: '../modules/catalog/products.js#ProductRow',
          BundleProduct: '../modules/catalog/products.js#ProductRow',
          GroupedProduct: '../modules/catalog/products.js#ProductRow',
          ConfigurableProductOptions: '../modules/product/composite.js#ConfigurableOption',
          ConfigurableVariant: '../modules/product/composite.js#ConfigurableVariantRow',
          BundleItem: '../modules/product/composite.js#BundleOptionRow',
          BundleItemOption: '../modules/product/composite.js#BundleSelectionRow',
          GroupedProductItem: '../modules/product/composite.js#GroupedItemRow',
          CmsPage: '../modules/content/pages.js#CmsPageRow',
          LandingPage: '../modules/content/pages.js#LandingPageRow',
          CmsBlock: '../modules/content/blocks.js#CmsBlockRow',
          Slider: '../modules/content/sliders.js#SliderRow',
          BlogPost: '../modules/content/blog.js#BlogPostRow',
          PhysicalStore: '../modules/shop/physicalStores.js#PhysicalStoreRow',
          Brand: '../modules/brand/brands.js#BrandRow',
          ProductReview: '../modules/review/reviews.js#ReviewRow',
          ShopReview: '../modules/review/shopReviews.js#ShopReviewRow',
          Customer: '../modules/customer/customers.js#CustomerRow',
          CustomerAddress: '../modules/customer/addresses.js#AddressRow',
        },
      },
    },
  },
};

export default config;

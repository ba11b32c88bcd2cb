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
          ProductInterface: '../modules/catalog/products.js#ProductRow',
          SimpleProduct: '../modules/catalog/products.js#ProductRow',
          ConfigurableProduct: '../modules/catalog/products.js#ProductRow',
          BundleProduct: '../modules/catalog/products.js#ProductRow',
          GroupedProduct: '../modules/catalog/products.js#ProductRow',
        },
      },
    },
  },
};

export default config;

import type { Resolvers } from '../../generated/resolvers-types.js';
import { searchProducts, toProductsResult } from '../catalog/products.js';
import { type PartfinderOption, partfinderOptions, partfinderProductIds } from './partfinder.js';

const option = (choice: PartfinderOption) => ({
  id: choice.id,
  label: choice.label,
  product_count: choice.productCount,
});

export const partfinderResolvers: Resolvers = {
  Query: {
    partfinderOptions: async (_parent, args, context) => {
      const lists = await partfinderOptions(context.db, context.store.code, args);
      return {
        types: lists.types.map(option),
        brands: lists.brands.map(option),
        models: lists.models.map(option),
        years: lists.years.map(option),
        cilinders: lists.cilinders.map(option),
      };
    },
    partfinderSearch: async (_parent, args, context) => {
      const productIds = await partfinderProductIds(context.db, args.partFilters);
      const page = await searchProducts(
        context.db,
        context.store,
        {
          search: args.search,
          filter: args.filters,
          sort: args.sort,
          pageSize: args.pageSize ?? 12,
          currentPage: args.currentPage,
        },
        { productIds },
      );
      return toProductsResult(page);
    },
  },
};

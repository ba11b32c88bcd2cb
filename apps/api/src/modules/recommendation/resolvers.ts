import type { RecommendationPageType, Resolvers } from '../../generated/resolvers-types.js';
import {
  alternatives,
  bestsellers,
  mostPurchased,
  purchasedTogether,
  type RecommendationPage,
  retargeted,
  topHierarchies,
} from './recommendations.js';
import { recordProductView } from './views.js';

/** A page of recommendations in the shape of the `Recommendations` type, each product tagged. */
function recommendations(page: RecommendationPage, source: string) {
  return {
    items: page.products.map((product) => ({ source, product })),
    total_count: page.totalCount,
    page_info: { page_size: page.pageSize, current_page: page.currentPage, total_pages: page.totalPages },
  };
}

/** `most_purchased:home` and the like: the list and where it is shown. */
function sourceTag(list: string, pageType: RecommendationPageType | null | undefined): string {
  return `${list}:${(pageType ?? 'HOME').toLowerCase()}`;
}

export const recommendationResolvers: Resolvers = {
  Query: {
    mostPurchased: async (_parent, args, context) =>
      recommendations(
        await mostPurchased(context.db, context.store, args),
        sourceTag('most_purchased', args.pageType),
      ),
    retargeted: async (_parent, args, context) => {
      // One visitor's history: never let a shared cache keep it.
      context.responseCache.shareable = false;
      return recommendations(
        await retargeted(context.db, context.store, args.tracking_user_id, args),
        sourceTag('retargeted', args.pageType),
      );
    },
    purchasedTogether: async (_parent, args, context) =>
      recommendations(
        await purchasedTogether(context.db, context.store, args.sku, args),
        'purchased_together',
      ),
    alternatives: async (_parent, args, context) =>
      recommendations(await alternatives(context.db, context.store, args.sku, args), 'alternatives'),
    topHierarchies: async (_parent, args, context) =>
      recommendations(
        await topHierarchies(context.db, context.store, args.category_name, args),
        'top_hierarchies',
      ),
    bestsellers: async (_parent, args, context) =>
      recommendations(
        await bestsellers(context.db, context.store, args.category_id, args.limit),
        args.source?.trim() || 'up_sell',
      ),
  },
  Mutation: {
    trackProductView: async (_parent, { input }, context) => ({
      recorded: await recordProductView(context.db, {
        trackingUserId: input.tracking_user_id,
        sku: input.sku,
        pageType: (input.page_type ?? 'PRODUCT').toLowerCase(),
        storeCode: context.store.code,
        customerId: context.caller.kind === 'customer' ? context.caller.customerId : null,
      }),
    }),
  },
};

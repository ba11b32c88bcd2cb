import type { Resolvers } from '../../generated/resolvers-types.js';
import { recordProductView } from './views.js';

export const recommendationResolvers: Resolvers = {
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

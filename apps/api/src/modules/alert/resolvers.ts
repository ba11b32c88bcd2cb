import type { Resolvers } from '../../generated/resolvers-types.js';
import { limitRequest } from '../../rate-limits.js';
import { loadCustomer } from '../customer/customers.js';
import { notAuthorizedError } from '../customer/session.js';
import { subscribeToStockAlert } from './alerts.js';

export const alertResolvers: Resolvers = {
  Mutation: {
    // Guests post with the consumer key, customers with their token (docs/BEHAVIOUR.md#roles-and-permissions); the shop token is
    // for catalogue and cart calls only.
    productAlertSubscription: async (_parent, args, context) => {
      const { caller, store } = context;
      if (caller.kind !== 'consumer' && caller.kind !== 'customer') throw notAuthorizedError(store.language);
      const customerId = caller.kind === 'customer' ? caller.customerId : null;
      await limitRequest(context, 'stock_alert', { email: args.email });
      return context.db.transaction(async (tx) => {
        let email = args.email ?? null;
        if (customerId !== null && !email?.trim()) {
          const customer = await loadCustomer(tx, customerId);
          if (!customer) throw notAuthorizedError(store.language);
          email = customer.email;
        }
        return subscribeToStockAlert(tx, { store, email, sku: args.sku, customerId });
      });
    },
  },
};

import type { RequestContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { limitRequest } from '../../rate-limits.js';
import { clientAddress } from '../customer/session.js';
import { paymentProviders } from '../payment/setup.js';
import { type PlacementOptions, type PlacementRequest, placeOrder } from './place-order.js';

/** What Yoga adds to the context: the Fetch request the GraphQL call came with. */
interface WithRequest {
  request?: { url: string };
}

/** API_PUBLIC_URL, else the origin this request reached the api at (the payment page lives there). */
function apiOrigin(context: RequestContext): string {
  if (context.config.apiPublicUrl) return context.config.apiPublicUrl;
  const url = (context as RequestContext & WithRequest).request?.url;
  return url ? new URL(url).origin : `http://localhost:${context.config.port}`;
}

function placement(context: RequestContext): PlacementRequest {
  return {
    db: context.db,
    caller: context.caller,
    store: context.store,
    config: context.config,
    apiOrigin: apiOrigin(context),
    providers: paymentProviders(context.config),
    clientIp: clientAddress(context),
    log: context.log,
    limitPlacement: (email) => limitRequest(context, 'order', { email }),
  };
}

export const checkoutResolvers: Resolvers = {
  Mutation: {
    placeOrder: async (_parent, args, context) => {
      const placed = await placeOrder(placement(context), args.input?.cart_id ?? '');
      return {
        order: { order_number: placed.order.number, order_id: placed.order.number, hash: placed.order.hash },
        orderV2: placed.order,
        errors: [],
        redirect_url: placed.redirectUrl,
      };
    },
    setPaymentMethod: async (_parent, args, context) => {
      const { input } = args;
      const options: PlacementOptions = {
        payment: { code: input.code, additionalData: input.additional_data ?? [] },
        ...(input.customer_note !== undefined ? { customerNote: input.customer_note } : {}),
        ...(input.create_account ? { createAccountPassword: input.password ?? '' } : {}),
      };
      const placed = await placeOrder(placement(context), input.cart_id, options);
      return { order: placed.order, redirect_url: placed.redirectUrl, customer_token: placed.customerToken };
    },
  },
};

import type { Resolvers } from '../generated/resolvers-types.js';
import { alertResolvers } from './alert/resolvers.js';
import { brandResolvers } from './brand/resolvers.js';
import { cartResolvers } from './cart/resolvers.js';
import { catalogResolvers } from './catalog/resolvers.js';
import { checkoutResolvers } from './checkout/resolvers.js';
import { contentResolvers } from './content/resolvers.js';
import { customerResolvers } from './customer/resolvers.js';
import { lookupResolvers } from './lookup/resolvers.js';
import { orderResolvers } from './order/resolvers.js';
import { partfinderResolvers } from './partfinder/resolvers.js';
import { productResolvers } from './product/resolvers.js';
import { recommendationResolvers } from './recommendation/resolvers.js';
import { reviewResolvers } from './review/resolvers.js';
import { routeResolvers } from './route/resolvers.js';
import { shopResolvers } from './shop/resolvers.js';
import { sitemapResolvers } from './sitemap/resolvers.js';
import { storeResolvers } from './store/resolvers.js';
import type { StoreView } from './store/stores.js';
import { wishlistResolvers } from './wishlist/resolvers.js';

/** Every domain's resolvers; a new domain adds its entry here. */
export function allResolvers(stores: () => readonly StoreView[]): Resolvers[] {
  return [
    storeResolvers(stores),
    catalogResolvers,
    recommendationResolvers,
    contentResolvers,
    shopResolvers,
    productResolvers,
    brandResolvers,
    sitemapResolvers,
    reviewResolvers,
    partfinderResolvers,
    routeResolvers,
    customerResolvers,
    wishlistResolvers,
    alertResolvers,
    lookupResolvers,
    orderResolvers,
    checkoutResolvers,
    cartResolvers,
  ];
}

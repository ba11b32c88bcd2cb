import type { Resolvers } from '../generated/resolvers-types.js';
import { brandResolvers } from './brand/resolvers.js';
import { catalogResolvers } from './catalog/resolvers.js';
import { contentResolvers } from './content/resolvers.js';
import { customerResolvers } from './customer/resolvers.js';
import { partfinderResolvers } from './partfinder/resolvers.js';
import { productResolvers } from './product/resolvers.js';
import { recommendationResolvers } from './recommendation/resolvers.js';
import { reviewResolvers } from './review/resolvers.js';
import { routeResolvers } from './route/resolvers.js';
import { shopResolvers } from './shop/resolvers.js';
import { storeResolvers } from './store/resolvers.js';
import type { StoreView } from './store/stores.js';

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
    reviewResolvers,
    partfinderResolvers,
    routeResolvers,
    customerResolvers,
  ];
}

import type { Resolvers } from '../generated/resolvers-types.js';
import { catalogResolvers } from './catalog/resolvers.js';
import { recommendationResolvers } from './recommendation/resolvers.js';
import { storeResolvers } from './store/resolvers.js';
import type { StoreView } from './store/stores.js';

/** Every domain's resolvers; a new domain adds its entry here. */
export function allResolvers(stores: () => readonly StoreView[]): Resolvers[] {
  return [storeResolvers(stores), catalogResolvers, recommendationResolvers];
}

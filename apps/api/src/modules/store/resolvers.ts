import type { Resolvers } from '../../generated/resolvers-types.js';
import { encodeUid } from '../../uid.js';
import type { StoreView } from './stores.js';

const storeConfigFields = {
  store_code: (store: StoreView) => store.code,
  store_name: (store: StoreView) => store.name,
  store_sort_order: (store: StoreView) => store.sortOrder,
  is_default_store: (store: StoreView) => store.isDefault,
  store_group_code: () => 'main',
  website_code: () => 'base',
  locale: (store: StoreView) => store.locale,
  base_currency_code: (store: StoreView) => store.baseCurrencyCode,
  default_display_currency_code: (store: StoreView) => store.defaultDisplayCurrencyCode,
  timezone: (store: StoreView) => store.timezone,
  base_url: (store: StoreView) => store.baseUrl,
  product_url_suffix: () => '.html',
  category_url_suffix: () => '',
  root_category_id: (store: StoreView) => store.rootCategoryId,
  root_category_uid: (store: StoreView) => encodeUid(store.rootCategoryId),
  grid_per_page: (store: StoreView) => store.gridPerPage,
  catalog_default_sort_by: (store: StoreView) => store.defaultSortBy,
};

export const storeResolvers = (stores: () => readonly StoreView[]): Resolvers => ({
  Query: {
    storeConfig: (_parent, _args, context) => context.store,
    // All our store views share one group, so `useCurrentGroup` does not narrow the list.
    availableStores: () => [...stores()],
  },
  StoreConfig: {
    ...storeConfigFields,
    base_media_url: (_store, _args, context) => context.config.mediaBaseUrl,
  },
});

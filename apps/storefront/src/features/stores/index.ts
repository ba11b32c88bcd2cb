// Physical stores: the list (/winkel) and a store's page (/winkel/{url key}). The opening-hours
// rules they share with the product page live in shared/opening-hours. Loaders: stores.server.ts.

export type { StoreDetail, StoreSummary } from './physical-store';
export { StoreList } from './StoreList';
export { StorePage } from './StorePage';

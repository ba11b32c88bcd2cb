// Physical stores: the list (/winkel) and a store's page (/winkel/{url key}); the opening-hours
// rules (opening-hours.ts) for any screen that shows a store's state. Loaders: stores.server.ts.

export { OpeningStateText } from './OpeningStateText';
export { type OpeningDay, openingToday, openingWeek, type TodayOpening } from './opening-hours';
export type { StoreDetail, StoreSummary } from './physical-store';
export { StoreList } from './StoreList';
export { StorePage } from './StorePage';

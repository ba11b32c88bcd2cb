// The stores' loaders (server only).
export { loadStore, loadStoreList } from './stores.server';

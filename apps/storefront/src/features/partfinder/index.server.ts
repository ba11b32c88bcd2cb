// The part finder's loader (server only).
export { loadPartfinderPage } from './partfinder-page.server';

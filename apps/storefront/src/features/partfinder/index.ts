// The part finder: choose a vehicle, see the parts that fit. Loader: partfinder-page.server.ts.
export { PartfinderPage } from './PartfinderPage';

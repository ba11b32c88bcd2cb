// The home page: its content, product sections and recommendations. Loader: home-page.server.ts.
export { HomePage } from './HomePage';

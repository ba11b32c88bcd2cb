// `npm start`: the production api and storefront (built by `npm run build` just before).
import { announceWhenReady, apiPort, runTogether, storefrontPort } from './processes.mjs';

const api = apiPort();
const storefront = storefrontPort();
runTogether([
  {
    name: 'api',
    command: process.execPath,
    args: ['apps/api/dist/src/main.js'],
    // The demo: a production api seeds nothing unless told, `npm start` tells it (on a first start).
    env: { NODE_ENV: 'production', SEED_ON_START: process.env.SEED_ON_START ?? 'true' },
  },
  {
    name: 'storefront',
    // The storefront starts once the api answers (seeded on a first start): its first pages are
    // never rendered with sections the api could not answer yet.
    after: `http://127.0.0.1:${api}/readyz`,
    command: process.execPath,
    args: ['apps/storefront/server.mjs'],
    env: {
      NODE_ENV: 'production',
      GRAPHQL_ENDPOINT: process.env.GRAPHQL_ENDPOINT ?? `http://127.0.0.1:${api}/graphql`,
    },
  },
]);
await announceWhenReady(
  [`http://127.0.0.1:${api}/readyz`, `http://127.0.0.1:${storefront}/healthz`],
  `shop: storefront http://localhost:${storefront}/ · api http://localhost:${api}/graphql`,
);

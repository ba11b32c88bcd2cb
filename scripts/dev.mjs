// `npm run dev`: api with tsx watch and storefront with Vite hot reload.
import { announceWhenReady, apiPort, runTogether, storefrontPort } from './processes.mjs';

const api = apiPort();
const storefront = storefrontPort();
runTogether([
  {
    name: 'api',
    command: 'npm',
    args: ['run', 'dev', '-w', 'apps/api'],
    env: { GRAPHIQL: 'true', DEV_MAILBOX: 'true' },
  },
  {
    name: 'storefront',
    after: `http://127.0.0.1:${api}/readyz`,
    command: 'npm',
    args: ['run', 'dev', '-w', 'apps/storefront'],
    env: { GRAPHQL_ENDPOINT: process.env.GRAPHQL_ENDPOINT ?? `http://127.0.0.1:${api}/graphql` },
  },
]);
await announceWhenReady(
  [`http://127.0.0.1:${api}/readyz`, `http://127.0.0.1:${storefront}/healthz`],
  `shop (dev): storefront http://localhost:${storefront}/ · api http://localhost:${api}/graphql`,
);

import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // Public pages are rendered on the server on first load; later navigation is client-side.
  ssr: true,
  // The whole route manifest comes with the first page (a few KB of html, compressed). Discovered
  // lazily, the router would ask the server for the routes of every link on the page after
  // hydration and then render the whole page again, on the phone's busiest seconds.
  routeDiscovery: { mode: 'initial' },
  // Opt in to the v8 behaviour now, so the upgrade does not change anything under our feet.
  // (Loaders read the page url from their `url` argument: request.url may carry `.data`.)
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;

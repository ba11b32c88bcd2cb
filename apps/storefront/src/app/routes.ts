import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { SUPPORTED_LANGUAGES } from '../../config/languages';
import { FIXED_ROUTES, fixedRouteId } from '../shared/routing/fixed-routes';

// Every fixed route (docs/BEHAVIOUR.md#language-prefix) without prefix (default language) and under each language prefix
// (/en/login has the id en-login). Static prefixes, so that a one-segment category url like
// /kleding still reaches the catch-all; loaders check that the language is available.
const fixed = FIXED_ROUTES.flatMap((screen) =>
  screen.paths.flatMap((path, pathIndex) => [
    route(path, screen.file, { id: fixedRouteId(screen.name, pathIndex) }),
    ...SUPPORTED_LANGUAGES.map((language) =>
      route(`${language}/${path}`, screen.file, { id: fixedRouteId(screen.name, pathIndex, language) }),
    ),
  ]),
);

export default [
  index('routes/home.tsx', { id: 'home' }),
  ...SUPPORTED_LANGUAGES.map((language) => route(language, 'routes/home.tsx', { id: `${language}-home` })),
  ...fixed,
  // The web app manifest (per deployment: name, theme colours, icons).
  route('manifest.webmanifest', 'routes/manifest.ts', { id: 'manifest' }),
  // The crawl files: robots.txt and the sitemap index with its children (streamed from the api).
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap-index' }),
  route('sitemap/:file', 'routes/sitemap.ts', { id: 'sitemap-child' }),
  // Every other path is resolved by asking the api: route(url) (docs/BEHAVIOUR.md#dynamic-routing).
  route('*', 'routes/catch-all.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;

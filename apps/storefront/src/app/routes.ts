import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { SUPPORTED_LANGUAGES } from '../../config/languages';

export default [
  index('routes/home.tsx'),
  // Home of a non-default language (/nl, /en, /de). Static segments, so that a one-segment
  // category url like /kleding still reaches the catch-all; the loader checks availability.
  ...SUPPORTED_LANGUAGES.map((language) =>
    route(language, 'routes/home.tsx', { id: `routes/home-${language}` }),
  ),
  route('page-not-found', 'routes/not-found.tsx', { id: 'routes/page-not-found' }),
  route('error', 'routes/not-found.tsx', { id: 'routes/error' }),
  // Everything else, with or without language prefix. For now a category by url_path;
  // the dynamic route(url) resolution replaces this in a later issue.
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;

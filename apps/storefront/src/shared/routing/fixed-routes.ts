// The fixed routes of docs/BEHAVIOUR.md#pages-and-routes, in one table: routes.ts registers each of them without and with
// every language prefix (ids `<name>` and `<language>-<name>`, so `en-login`, `en-create-account`
// and `en-account` exist; a deployment's routers keep those of the prefixes it serves, isRoutedBy), and
// the guarded routes' client loaders read their guard from here.
import { isSupportedLanguage, type Language } from '../../../config/languages';
import type { LanguageSettings } from './language-path';

/** Who may open a route: everyone, only visitors who are not logged in, only logged-in customers. */
export type Access = 'everyone' | 'guests' | 'customers';

export interface FixedRoute {
  /** Route id without language; also the key of the screen's title (`screens.<name>`). */
  name: string;
  /** Path patterns (React Router syntax) without leading slash. */
  paths: readonly string[];
  /** The route module under src/app/. */
  file: string;
  access: Access;
}

export const FIXED_ROUTES = [
  { name: 'login', paths: ['login'], file: 'routes/login.tsx', access: 'guests' },
  {
    name: 'forgot-password',
    paths: ['forgot-password'],
    file: 'routes/forgot-password.tsx',

    access: 'everyone',
  },
  {
    name: 'create-password',
    paths: ['customer/account/createPassword'],
    file: 'routes/create-password.tsx',

    access: 'everyone',
  },
  {
    name: 'newsletter-confirm',
    paths: ['newsletter/confirm'],
    file: 'routes/newsletter-confirm.tsx',
    access: 'everyone',
  },
  {
    name: 'create-account',
    paths: ['create-account'],
    file: 'routes/create-account.tsx',

    access: 'guests',
  },
  {
    name: 'account',
    paths: ['account/:section?'],
    file: 'routes/account.tsx',

    access: 'customers',
  },
  {
    name: 'product',
    paths: ['product', 'productconfig', 'productbundle', 'productlook'],
    file: 'routes/product.tsx',

    access: 'everyone',
  },
  {
    name: 'wishlist',
    paths: ['wishlist/:code?'],
    file: 'routes/wishlist.tsx',

    access: 'everyone',
  },
  {
    name: 'cms-page',
    paths: ['cms-page'],
    file: 'routes/cms-page.tsx',

    access: 'everyone',
  },
  {
    name: 'cart',
    paths: ['checkout/cart'],
    file: 'routes/cart.tsx',

    access: 'everyone',
  },
  {
    name: 'checkout',
    paths: ['checkout'],
    file: 'routes/checkout.tsx',

    access: 'everyone',
  },
  {
    name: 'payment-success',
    paths: ['checkout/onepage/success', ':provider/connect/success'],
    file: 'routes/payment-success.tsx',

    access: 'everyone',
  },
  {
    name: 'payment-cancel',
    paths: ['checkout/onepage/cancel', ':provider/connect/cancel'],
    file: 'routes/payment-cancel.tsx',

    access: 'everyone',
  },
  {
    name: 'stores',
    paths: ['winkel/:code?'],
    file: 'routes/stores.tsx',

    access: 'everyone',
  },
  {
    name: 'search',
    paths: ['search', 'search/*'],
    file: 'routes/search.tsx',

    access: 'everyone',
  },
  {
    name: 'partfinder',
    paths: ['partfinder', 'partfinder/*'],
    file: 'routes/partfinder.tsx',

    access: 'everyone',
  },
  {
    name: 'brands',
    paths: ['merken', 'merken/*'],
    file: 'routes/brands.tsx',

    access: 'everyone',
  },
  { name: 'blog', paths: ['blog'], file: 'routes/blog.tsx', access: 'everyone' },
  {
    name: 'blog-post',
    paths: ['blog/:code'],
    file: 'routes/blog-post.tsx',

    access: 'everyone',
  },
  // /faq/{category url key} leads to the category's anchor on /faq.
  { name: 'faq', paths: ['faq', 'faq/:category'], file: 'routes/faq.tsx', access: 'everyone' },
  {
    name: 'contact',
    paths: ['contact'],
    file: 'routes/contact.tsx',

    access: 'everyone',
  },
  {
    name: 'category-page',
    paths: ['category-page'],
    file: 'routes/category-page.tsx',

    access: 'everyone',
  },
  {
    name: 'compare',
    paths: ['compare'],
    file: 'routes/compare.tsx',

    access: 'everyone',
  },
  {
    name: 'page-not-found',
    paths: ['page-not-found', 'error'],
    file: 'routes/not-found.tsx',

    access: 'everyone',
  },
] as const satisfies readonly FixedRoute[];

export type FixedRouteName = (typeof FIXED_ROUTES)[number]['name'];

/** The route id of a fixed route's path in a language ('' for the unprefixed one). */
export function fixedRouteId(name: string, pathIndex: number, language?: string): string {
  const base = pathIndex === 0 ? name : `${name}-${pathIndex}`;
  return language ? `${language}-${base}` : base;
}

/** The language whose prefix a route id names (`en-login`, `nl-home`); undefined for a route without one. */
export function routeLanguageOf(routeId: string): Language | undefined {
  const prefix = routeId.slice(0, routeId.indexOf('-'));
  return isSupportedLanguage(prefix) ? prefix : undefined;
}

/** The languages a deployment serves under a prefix: all but its default one. */
export function prefixedLanguagesOf(settings: LanguageSettings): Language[] {
  return settings.languages.filter((language) => language !== settings.defaultLanguage);
}

/**
 * Whether a deployment's routers (the server's and the browser's) hold a route: every route without a
 * language prefix, and those under the prefixes it serves. A path under another prefix, its default
 * language's (redirected away) or one it does not serve (redirected or not found), gets from the
 * catch-all what its fixed route would give, since the root loader and every page's loader decide
 * those from the path alone. Both routers rank and match every route they hold, the browser's when
 * it starts (a few milliseconds of a phone's CPU for the German preset, which serves German only and
 * keeps 41 of the 146 routes).
 */
export function isRoutedBy(routeId: string, prefixedLanguages: readonly Language[]): boolean {
  const language = routeLanguageOf(routeId);
  return language === undefined || prefixedLanguages.includes(language);
}

/** The fixed route a route id belongs to (ids as fixedRouteId writes them). */
export function fixedRouteOfId(routeId: string): FixedRoute | undefined {
  const unprefixed = routeLanguageOf(routeId) ? routeId.slice(3) : undefined;
  return FIXED_ROUTES.find((route) =>
    route.paths.some((_path, index) => {
      const id = fixedRouteId(route.name, index);
      return routeId === id || unprefixed === id;
    }),
  );
}

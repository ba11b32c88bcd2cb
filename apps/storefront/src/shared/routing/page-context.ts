import type { Language } from '../../../config/languages';
import type { StorefrontConfig } from '../../../config/schema';
import type { GraphQLCaller } from '../graphql/client';
import type { Translate } from '../i18n/translator';
import type { PageSeo } from '../seo/page-seo';
import type { Alternates } from './alternates';

// The request as page loaders see it. app/page-context.server.ts builds it for each request; the
// type lives here so that features' loaders can take it without importing app/.

export interface SeoOptions {
  keywords?: string | null;
  noindex?: boolean;
  /** The page in each language (paths without prefix), for hreflang; default: none. */
  alternates?: Alternates;
  /** The canonical path without language prefix, when it is not the url's own (e.g. filters). */
  canonicalPath?: string;
  ogType?: PageSeo['openGraph']['type'];
  image?: string;
  /** The trail above the page (home is added first, the page itself last), paths without prefix. */
  breadcrumbs?: ReadonlyArray<{ name: string; path: string }>;
  /** Leave the page out of the breadcrumb JSON-LD (e.g. the home page). */
  noBreadcrumbs?: boolean;
  jsonLd?: readonly object[];
}

/** What a page loader needs to know about its request. */
export interface PageContext {
  config: StorefrontConfig;
  language: Language;
  /** The url path without language prefix. */
  path: string;
  /** The page url (without the `.data` of client navigations). */
  url: URL;
  /** Set when the url carries a language prefix that is stripped (301). */
  redirectTo: string | undefined;
  /** The url starts with a language this deployment does not serve (e.g. /de/… in an nl+en shop). */
  unavailableLanguage: boolean;
  t: Translate;
  /** GraphQL calls straight to GRAPHQL_ENDPOINT with the shop token and this language's store view. */
  call: GraphQLCaller;
  /** The same for another language's store view (alternate urls of an entity). */
  callFor(language: Language): GraphQLCaller;
  /** `call` for the few reads the api takes as POST only (e.g. shopReviews). */
  post: GraphQLCaller;
  /** Origin of the api, for turning its absolute media urls into same-origin ones. */
  apiOrigin: string;
  /** A data load whose failure is reported and re-thrown (docs/BEHAVIOUR.md#error-texts). */
  load<T>(operation: string, run: () => Promise<T>): Promise<T>;
  /** Absolute url of a path (without prefix) in a language (default: the current one). */
  absoluteUrl(path: string, language?: Language): string;
  /** The same path in every language (fixed routes, home). */
  samePathAlternates(): Alternates;
  seo(title: string, description: string, options?: SeoOptions): PageSeo;
}

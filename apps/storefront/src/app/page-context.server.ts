import type { TFunction } from 'i18next';
import { data } from 'react-router';
import type { Language } from '../../config/languages';
import type { StorefrontConfig } from '../../config/schema';
import { bindRequest, type GraphQLCaller } from '../shared/graphql/client';
import { createTranslator } from '../shared/i18n/translations.server';
import { splitLanguagePrefix } from '../shared/routing/language-path';
import { canonicalUrl, type PageSeo } from '../shared/seo/page-seo';
import { getServerConfig, settingFor } from './config.server';

/** What a page loader needs to know about its request. */
export interface PageContext {
  config: StorefrontConfig;
  language: Language;
  /** The url path without language prefix. */
  path: string;
  /** Set when the url carries the default language as prefix, which is stripped (301). */
  redirectTo: string | undefined;
  t: TFunction;
  /** GraphQL calls straight to GRAPHQL_ENDPOINT with the shop token and this language's store view. */
  call: GraphQLCaller;
  /** Origin of the api, for turning its absolute media urls into same-origin ones. */
  apiOrigin: string;
  seo(title: string, description: string, options?: { noindex?: boolean }): PageSeo;
}

/** `url` is the page url React Router gives loaders (without the `.data` of client navigations). */
export function pageContext({ url }: { url: URL }): PageContext {
  const config = getServerConfig();
  const { language, path, redirectTo } = splitLanguagePrefix(url.pathname, config);
  return {
    config,
    language,
    path,
    redirectTo,
    t: createTranslator(language),
    call: bindRequest({
      endpoint: config.graphqlEndpoint,
      token: config.shopAccessToken,
      store: settingFor(config.storeViews, language),
    }),
    apiOrigin: new URL(config.graphqlEndpoint).origin,
    seo: (title, description, options) => ({
      title: `${title} | ${config.shopName}`,
      description,
      canonical: canonicalUrl(url, config.publicUrl),
      noindex: options?.noindex,
    }),
  };
}

/** The not-found page's data, answered with status 404. */
export function notFound(context: PageContext) {
  const { t } = context;
  return data(
    {
      page: 'not-found' as const,
      seo: context.seo(t('notFound.title'), t('notFound.description'), { noindex: true }),
    },
    { status: 404 },
  );
}

import { data, type RouterContextProvider } from 'react-router';
import type { Language } from '../../config/languages';
import { NOT_FOUND_CACHE_CONTROL } from '../shared/constants';
import { reportedLoad } from '../shared/errors/error-reporting';
import { ApiUnavailableError, bindRequest, type GraphQLCaller } from '../shared/graphql/client';
import { describeOperation } from '../shared/graphql/operation';
import { translatorFor } from '../shared/i18n/translations.server';
import { alternateUrls } from '../shared/routing/alternates';
import { languageSegment, localizePath, splitLanguagePrefix } from '../shared/routing/language-path';
import type { PageContext } from '../shared/routing/page-context';
import { breadcrumbListJsonLd, canonicalUrl, openGraphLocale } from '../shared/seo/page-seo';
import { getServerConfig, settingFor } from './config.server';
import { apiAvailabilityContext, requestObservationContext } from './request-context.server';

/**
 * `url` is the page url React Router gives loaders (without the `.data` of client navigations).
 * The api calls of a loader share one deadline (API_TIMEOUT_MS) and end when the visitor leaves;
 * a call that gets no answer is noted for the root middleware, which then answers 503.
 */
export function pageContext({
  url,
  request,
  context: routerContext,
}: {
  url: URL;
  request?: Request;
  context?: Readonly<RouterContextProvider>;
}): PageContext {
  const config = getServerConfig();
  const { language, path, redirectTo } = splitLanguagePrefix(url.pathname, config);
  const origin = config.publicUrl ?? url.origin;
  const deadline = AbortSignal.timeout(config.apiTimeoutMs);
  const signal = request ? AbortSignal.any([deadline, request.signal]) : deadline;
  const availability = routerContext?.get(apiAvailabilityContext);
  const observation = routerContext?.get(requestObservationContext);
  const bind = (target: Language, method?: 'POST'): GraphQLCaller => {
    const call = bindRequest({
      endpoint: config.graphqlEndpoint,
      token: config.shopAccessToken,
      store: settingFor(config.storeViews, target),
      method,
      signal,
      requestId: observation?.requestId,
    });
    return async (document, variables) => {
      const started = performance.now();
      const ended = (outcome: 'ok' | 'error' | 'unavailable') =>
        observation?.apiCallEnded(
          describeOperation(document.toString()).name,
          (performance.now() - started) / 1000,
          outcome,
        );
      try {
        const result = await call(document, variables);
        ended('ok');
        return result;
      } catch (error) {
        const unavailable = error instanceof ApiUnavailableError;
        ended(unavailable ? 'unavailable' : 'error');
        if (unavailable && availability) availability.problem ??= error.reason;
        throw error;
      }
    };
  };
  const callFor = (target: Language) => bind(target);
  const absoluteUrl = (target: string, targetLanguage: Language = language) =>
    new URL(localizePath(target, targetLanguage, config), origin).href;
  const context: PageContext = {
    config,
    language,
    path,
    url,
    redirectTo,
    unavailableLanguage: !redirectTo && path === url.pathname && languageSegment(url.pathname) !== undefined,
    t: translatorFor(language),
    call: callFor(language),
    callFor,
    post: bind(language, 'POST'),
    apiOrigin: new URL(config.graphqlEndpoint).origin,
    load: (operation, run) => reportedLoad(operation, run, url.href),
    absoluteUrl,
    samePathAlternates: () => Object.fromEntries(config.languages.map((code) => [code, path])),
    seo: (title, description, options = {}) => {
      const canonical = options.canonicalPath
        ? absoluteUrl(options.canonicalPath)
        : canonicalUrl(url, config.publicUrl);
      const alternates = options.alternates ? alternateUrls(options.alternates, config, origin) : undefined;
      const defaultPath = options.alternates?.[config.defaultLanguage];
      const jsonLd: object[] = [];
      if (!options.noBreadcrumbs && !options.noindex) {
        jsonLd.push(
          breadcrumbListJsonLd([
            { name: context.t('shell.home'), url: absoluteUrl('/') },
            ...(options.breadcrumbs ?? []).map((crumb) => ({
              name: crumb.name,
              url: absoluteUrl(crumb.path),
            })),
            { name: title, url: canonical },
          ]),
        );
      }
      jsonLd.push(...(options.jsonLd ?? []));
      return {
        title: `${title} | ${config.shopName}`,
        description,
        keywords: options.keywords ?? undefined,
        canonical,
        noindex: options.noindex,
        alternates,
        defaultAlternate:
          defaultPath === undefined ? undefined : absoluteUrl(defaultPath, config.defaultLanguage),
        openGraph: {
          type: options.ogType ?? 'website',
          siteName: config.shopName,
          locale: openGraphLocale(settingFor(config.locales, language)),
          image: options.image ? new URL(options.image, origin).href : undefined,
        },
        jsonLd,
      };
    },
  };
  return context;
}

/** The not-found page's data, answered with status 404. */
export function notFound(context: PageContext) {
  const { t } = context;
  return data(
    {
      page: 'not-found' as const,
      seo: context.seo(t('notFound.title'), t('notFound.description'), { noindex: true }),
    },
    // Also for the .data of client navigations (entry.server.tsx sets it for documents).
    { status: 404, headers: { 'Cache-Control': NOT_FOUND_CACHE_CONTROL } },
  );
}

/** Loader data of a page with a fixed route: its SEO tags (title, description, hreflang of the same path). */
export function fixedPageData(context: PageContext, title: string, description?: string) {
  return {
    page: 'screen' as const,
    seo: context.seo(title, description ?? title, { alternates: context.samePathAlternates() }),
  };
}

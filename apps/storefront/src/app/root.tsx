import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { THEMES, themeAssets } from '../../config/themes';
import { fetchMainMenu, type MenuItem } from '../features/navigation';
import { isChunkLoadFailure } from '../shared/errors/chunk-load';
import { reportError } from '../shared/errors/error-reporting';
import { catalogueUrl, loadCatalogue, loadedCatalogue } from '../shared/i18n/catalogues';
import { createTranslator } from '../shared/i18n/translator';
import { prefixedLanguagesOf } from '../shared/routing/fixed-routes';
import { languageSegment } from '../shared/routing/language-path';
import { redirectWithinShop } from '../shared/routing/safe-path';
import { earlyTapScript, replayEarlyTap } from '../shared/ui/early-tap';
import type { Route } from './+types/root';
import { apiAvailabilityMiddleware } from './api-availability.server';
import { getPublicConfig, settingFor } from './config.server';
import { useCspNonce } from './csp-nonce';
import { pageContext } from './page-context.server';
import { Providers } from './providers';
import { pageHeaders } from './route-headers';
import { COOKIE_CHOICE_SCRIPT } from './shell/CookieBar';
import { ErrorPage } from './shell/ErrorPage';
import { LoadErrorPage } from './shell/LoadError';
import { NotFoundPage } from './shell/NotFoundPage';
import { Shell } from './shell/Shell';
import { loadShellContent } from './shell/shell-content.server';
import stylesheet from './styles.css?url';

export const middleware: Route.MiddlewareFunction[] = [apiAvailabilityMiddleware];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

/**
 * Language, public configuration, the main menu and the frame's content (footer blocks, cookie
 * notice, global messages): every page needs them. The language's texts are not in it: the browser
 * loads them as a file of their own (shared/i18n/catalogues.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  const { config, language, redirectTo } = context;
  if (redirectTo) throw redirectWithinShop(`${redirectTo}${args.url.search}`, 301);

  // Without a menu, footer or messages the page is still useful: failures are reported, not fatal.
  const [menu, content] = await Promise.all([
    context
      .load('main menu', () => fetchMainMenu(context.call, settingFor(config.rootCategoryIds, language)))
      .catch((): MenuItem[] => []),
    loadShellContent(context),
  ]);
  return { language, config: getPublicConfig(), menu, content };
}

/**
 * After a language change in the browser, the new language's texts load with the root data. When
 * they cannot, the browser loads the page anew, which brings them (or shows the server's page).
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  try {
    await loadCatalogue(data.language);
  } catch {
    window.location.assign(request.url);
    // The current page stays until the browser has left it.
    return new Promise<never>(() => {});
  }
  return data;
}

/** The root data depends only on the language, so it is fetched again only when that changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return languageSegment(currentUrl.pathname) !== languageSegment(nextUrl.pathname);
}

/**
 * Anonymous HTML is the same for every visitor (personal data is only ever loaded in the
 * browser), so shared caches may keep it briefly; entry.server.tsx marks failures uncacheable.
 */
export const headers = pageHeaders;

/** Titles for the error boundary; pages set their own meta from their loader data. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error || !loaderData) return [];
  const t = createTranslator(loaderData.language, loadedCatalogue(loaderData.language));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? t('notFound.title') : t('error.title') },
    { name: 'robots', content: 'noindex' },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const theme = data?.config.template ?? 'default';
  const nonce = useCspNonce();
  return (
    <html
      lang={data?.language ?? 'de'}
      data-theme={theme}
      // The language prefixes the browser's router keeps routes for (entry.client.tsx).
      data-prefixed-languages={data ? prefixedLanguagesOf(data.config).join(' ') : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEMES[theme].themeColor} />
        <link rel="icon" href={themeAssets(theme).favicon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={themeAssets(theme).icon192} />
        <link rel="manifest" href="/manifest.webmanifest" />
        {data ? (
          // The texts hydration needs, fetched beside the scripts.
          <link
            rel="preload"
            as="fetch"
            href={catalogueUrl(data.language)}
            crossOrigin="anonymous"
            fetchPriority="low"
          />
        ) : null}
        <script nonce={nonce}>{COOKIE_CHOICE_SCRIPT}</script>
        {/* Its text is in the server's html only: hydration leaves an inline script as it is. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own script, no outside text
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyTapScript() : '' }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <Providers
            language={data.language}
            config={data.config}
            translations={loadedCatalogue(data.language)}
          >
            <Shell menu={data.menu} content={data.content}>
              {children}
            </Shell>
          </Providers>
        ) : (
          children
        )}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the end of hydration: from now on clicks and choices reach React (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTap();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const showDetails = import.meta.env.DEV || Boolean(data?.config.logging.showErrorsInProduction);

  useEffect(() => {
    if (status !== 404) reportError(error, { operation: 'page', url: window.location.href });
  }, [error, status]);

  // Only when the root loader itself failed: no texts to show, the status says it all.
  if (!data) return <h1>{status}</h1>;
  if (status === 404) return <NotFoundPage />;
  if (isChunkLoadFailure(error)) return <LoadErrorPage />;
  const detail =
    showDetails && error instanceof Error ? (import.meta.env.DEV ? error.stack : error.message) : undefined;
  return <ErrorPage status={status} detail={detail} />;
}

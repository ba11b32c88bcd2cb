import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import { fetchMainMenu, type MenuItem } from '../features/navigation/menu';
import { ErrorPage } from '../features/shell/ErrorPage';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { Shell } from '../features/shell/Shell';
import { createI18n } from '../shared/i18n/create-i18n';
import { translationsFor } from '../shared/i18n/translations.server';
import { createLogger } from '../shared/logging/logger';
import { languageSegment } from '../shared/routing/language-path';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { getPublicConfig, serverLogger, settingFor } from './config.server';
import { pageContext } from './page-context.server';
import { Providers } from './providers';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Language, public configuration, the language's texts and the main menu: every page needs them. */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  const { config, language, redirectTo } = context;
  if (redirectTo) throw redirect(`${redirectTo}${args.url.search}`, 301);

  // Without a menu the page is still useful, so a failed menu call is logged, not fatal.
  let menu: MenuItem[] = [];
  try {
    menu = await fetchMainMenu(context.call, settingFor(config.rootCategoryIds, language));
  } catch (error) {
    serverLogger().error(`main menu could not be loaded: ${(error as Error).message}`);
  }
  return { language, config: getPublicConfig(), translations: translationsFor(language), menu };
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

/** Titles for the error boundary; pages set their own meta from their loader data. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error || !loaderData) return [];
  const t = createI18n(loaderData.language, loaderData.translations).getFixedT(loaderData.language);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? t('notFound.title') : t('error.title') },
    { name: 'robots', content: 'noindex' },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.language ?? 'de'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <Providers language={data.language} config={data.config} translations={data.translations}>
            <Shell menu={data.menu}>{children}</Shell>
          </Providers>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const showDetails = import.meta.env.DEV || Boolean(data?.config.logging.showErrorsInProduction);

  useEffect(() => {
    if (showDetails && status !== 404) {
      createLogger(data?.config.logging.level ?? 'errors').error('page failed', error);
    }
  }, [error, status, showDetails, data]);

  // Only when the root loader itself failed: no texts to show, the status says it all.
  if (!data) return <h1>{status}</h1>;
  if (status === 404) return <NotFoundPage />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage status={status} detail={detail} />;
}

import { LoginPage } from '../../features/account';
import { seoMeta } from '../../shared/seo/page-seo';
import { enforceGuard } from '../guards';
import { fixedPageData, notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/login';

export function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  return fixedPageData(context, context.t('screens.login'));
}

/** The guard runs in the browser, where the login state is (also on the first page load). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  enforceGuard('login', request);
  return serverLoader();
}
clientLoader.hydrate = true as const;

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Login({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <LoginPage />;
}

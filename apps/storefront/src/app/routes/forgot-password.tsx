import { ForgotPasswordPage } from '../../features/account';
import { seoMeta } from '../../shared/seo/page-seo';
import { fixedPageData, notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/forgot-password';

export function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  return fixedPageData(context, context.t('screens.forgot-password'));
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <ForgotPasswordPage />;
}

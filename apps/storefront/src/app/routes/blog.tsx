import { NotFoundPage } from '../../features/shell/NotFoundPage';
import { ScreenPlaceholder } from '../../features/shell/ScreenPlaceholder';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext, screenData } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import type { Route } from './+types/blog';

export function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  return screenData(context, context.t('screens.blog'));
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <ScreenPlaceholder name="blog" />;
}

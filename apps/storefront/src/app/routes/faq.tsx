import { FaqPage } from '../../features/faq';
import { loadFaq } from '../../features/faq/index.server';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/faq';

/** /faq: every FAQ category with its questions. */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  return loadFaq(context);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Faq({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <FaqPage categories={loaderData.categories} />;
}

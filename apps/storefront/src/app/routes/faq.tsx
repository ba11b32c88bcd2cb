import { FaqPage } from '../../features/faq';
import { loadFaq } from '../../features/faq/index.server';
import { localizePath } from '../../shared/routing/language-path';
import { redirectWithinShop } from '../../shared/routing/safe-path';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/faq';

/**
 * /faq: every FAQ category with its questions. /faq/{category} redirects permanently to the
 * category's anchor, /faq#{category}: browsers keep a Location's fragment and scroll to it, and
 * crawlers index the one page /faq.
 */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const faq = await loadFaq(context);
  // The file serves both paths; the generated types know /faq's (no parameters) only.
  const { category } = args.params as { category?: string };
  if (category === undefined) return faq;
  if (!faq.categories.some((entry) => entry.anchor === category)) return notFound(context);
  throw redirectWithinShop(localizePath(`/faq#${category}`, context.language, context.config), 301);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Faq({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <FaqPage categories={loaderData.categories} />;
}

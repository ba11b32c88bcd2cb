import { CmsPage } from '../../features/content';
import { loadCmsPage } from '../../features/content/index.server';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/cms-page';

/** /cms-page?identifier=…: a CMS page by identifier; its canonical url is its own url. */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  const identifier =
    args.url.searchParams.get('identifier')?.trim() || args.url.searchParams.get('id')?.trim();
  if (context.unavailableLanguage || !identifier) return notFound(context);
  return (await loadCmsPage(context, identifier)) ?? notFound(context);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <CmsPage page={loaderData.cmsPage} />;
}

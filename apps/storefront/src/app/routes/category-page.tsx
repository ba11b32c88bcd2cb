import { CategoryPage } from '../../features/catalog';
import { loadCategoryPage } from '../../features/catalog/index.server';
import { seoMeta } from '../../shared/seo/page-seo';
import { settingFor } from '../config.server';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/category-page';

/**
 * /category-page: the category listing of `?id=` (a category id or uid; default: the store view's
 * root category), with the listing state of the query (sort, page, page size). Filter changes
 * continue on the category's own url.
 */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const id = args.url.searchParams.get('id') ?? '';
  let uid: string;
  if (id === '') uid = btoa(String(settingFor(context.config.rootCategoryIds, context.language)));
  else if (/^\d{1,9}$/.test(id)) uid = btoa(id);
  else if (/^[A-Za-z0-9+/]{2,16}={0,2}$/.test(id)) uid = id;
  else return notFound(context);
  return (await loadCategoryPage(context, uid, {})) ?? notFound(context);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return (
    <CategoryPage
      category={loaderData.category}
      description={loaderData.description}
      listing={loaderData.listing}
      columns={loaderData.columns}
      sliders={loaderData.sliders}
      categoryId={loaderData.categoryId}
    />
  );
}

import { CategoryPage } from '../../features/catalog/CategoryPage';
import { fetchCategoryByUrlPath, toCategoryUrlPath } from '../../features/catalog/category';
import { fetchProducts } from '../../features/catalog/products';
import { NotFoundPage } from '../../features/shell/NotFoundPage';
import { GraphQLRequestError } from '../../shared/graphql/client';
import { seoMeta } from '../../shared/seo/page-seo';
import { serverLogger } from '../config.server';
import { notFound, type PageContext, pageContext } from '../page-context.server';
import type { Route } from './+types/catch-all';

/** Any other path: for now a category by url_path, else the not-found page (status 404). */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  const urlPath = toCategoryUrlPath(context.path);
  const category = urlPath ? await findCategory(context, urlPath) : undefined;
  if (!category) return notFound(context);

  const { config, t } = context;
  const products = await fetchProducts(
    context.call,
    {
      filter: { category_uid: { eq: category.id } },
      pageSize: config.productsPerPage,
      currentPage: 1,
      sort: { [config.defaultSort.field]: config.defaultSort.direction },
    },
    context.apiOrigin,
  );
  return {
    page: 'category' as const,
    seo: context.seo(
      t('catalog.categoryTitle', { category: category.name }),
      t('catalog.categoryDescription', { category: category.name, shopName: config.shopName }),
    ),
    category,
    products,
  };
}

/** A lookup the api rejects is logged and falls through to not-found (spec §8); an api outage is a 500. */
async function findCategory(context: PageContext, urlPath: string) {
  try {
    return await fetchCategoryByUrlPath(context.call, urlPath);
  } catch (error) {
    if (!(error instanceof GraphQLRequestError) || error.errors.length === 0) throw error;
    serverLogger().warn(`category lookup for "${urlPath}" failed: ${error.message}`);
    return undefined;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <CategoryPage category={loaderData.category} products={loaderData.products} />;
}

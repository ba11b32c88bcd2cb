import { HomePage } from '../../features/home';
import { loadHomeSections } from '../../features/home/index.server';
import { HOME_PRODUCT_COUNT } from '../../shared/constants';
import { fetchProducts } from '../../shared/product-card/products';
import { seoMeta } from '../../shared/seo/page-seo';
import { settingFor } from '../config.server';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/home';

export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  // e.g. /en in a deployment without English: not a home page.
  if (context.path !== '/' || context.unavailableLanguage) return notFound(context);
  const { config, language, t } = context;
  const [products, sections] = await Promise.all([
    context.load('home products', () =>
      fetchProducts(
        context.call,
        {
          filter: { category_id: { eq: String(settingFor(config.rootCategoryIds, language)) } },
          pageSize: HOME_PRODUCT_COUNT,
          currentPage: 1,
          sort: { name: 'ASC' },
        },
        context.apiOrigin,
      ),
    ),
    loadHomeSections(context),
  ]);
  return {
    page: 'home' as const,
    seo: context.seo(t('home.title'), t('home.description', { shopName: config.shopName }), {
      alternates: context.samePathAlternates(),
      noBreadcrumbs: true,
    }),
    products: products.items,
    ...sections,
  };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return (
    <HomePage
      products={loaderData.products}
      bestsellers={loaderData.bestsellers}
      mostPurchased={loaderData.mostPurchased}
      bundles={loaderData.bundles}
      shopReviews={loaderData.shopReviews}
    />
  );
}

import { ProductPage } from '../../features/product';
import { loadProductPage } from '../../features/product/index.server';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/product';

/** /product, /productconfig, /productbundle, /productlook?sku=…: the product page variants by type (docs/BEHAVIOUR.md#pages-and-routes). */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  const sku = args.url.searchParams.get('sku')?.trim();
  if (context.unavailableLanguage || !sku) return notFound(context);
  return (await loadProductPage(context, sku)) ?? notFound(context);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Product({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <ProductPage data={loaderData} />;
}

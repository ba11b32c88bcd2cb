import { BrandPage, BrandsPage } from '../../features/brand';
import { loadBrandPage, loadBrandsPage } from '../../features/brand/index.server';
import { parseCatalogPath } from '../../shared/routing/catalog-path';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/brands';

/** /merken: the brands list; /merken/{url key}[/f/filters]: a brand page with its products. */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const { basePath, filters } = parseCatalogPath(context.path);
  const segments = basePath.split('/').filter(Boolean);
  if (segments[0] !== 'merken' || segments.length > 2) return notFound(context);
  if (segments.length === 1) return loadBrandsPage(context);
  let urlKey: string;
  try {
    urlKey = decodeURIComponent(segments[1] ?? '');
  } catch {
    return notFound(context);
  }
  return (await loadBrandPage(context, urlKey, filters)) ?? notFound(context);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Brands({ loaderData }: Route.ComponentProps) {
  switch (loaderData.page) {
    case 'not-found':
      return <NotFoundPage />;
    case 'brands':
      return <BrandsPage brands={loaderData.brands} />;
    case 'brand':
      return <BrandPage brand={loaderData.brand} listing={loaderData.listing} columns={loaderData.columns} />;
  }
}

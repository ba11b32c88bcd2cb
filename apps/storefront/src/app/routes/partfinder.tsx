import { PartfinderPage } from '../../features/partfinder';
import { loadPartfinderPage } from '../../features/partfinder/index.server';
import { parseCatalogPath } from '../../shared/routing/catalog-path';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/partfinder';

/** The part finder (docs/BEHAVIOUR.md#pages-and-routes "part-finder (pathfinder) listing"): selection in the query, filters as segments. */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const { basePath, filters } = parseCatalogPath(context.path);
  if (basePath !== '/partfinder') return notFound(context);
  return loadPartfinderPage(context, filters);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Partfinder({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return (
    <PartfinderPage
      selection={loaderData.selection}
      choices={loaderData.choices}
      listing={loaderData.listing}
      columns={loaderData.columns}
    />
  );
}

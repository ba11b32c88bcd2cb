import { StoreList, StorePage } from '../../features/stores';
import { loadStore, loadStoreList } from '../../features/stores/index.server';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/stores';

/** /winkel: every physical store; /winkel/{url key}: one store (404 when there is none). */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const urlKey = args.params.code?.trim();
  if (!urlKey) return loadStoreList(context);
  return (await loadStore(context, urlKey)) ?? notFound(context);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Stores({ loaderData }: Route.ComponentProps) {
  switch (loaderData.page) {
    case 'not-found':
      return <NotFoundPage />;
    case 'stores':
      return <StoreList stores={loaderData.stores} />;
    case 'store':
      return <StorePage store={loaderData.store} />;
  }
}

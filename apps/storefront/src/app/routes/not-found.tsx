import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/not-found';

/** /page-not-found and /error (docs/BEHAVIOUR.md#pages-and-routes fixed routes): where failed lookups end. */
export function loader(args: Route.LoaderArgs) {
  return notFound(pageContext(args));
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NotFound() {
  return <NotFoundPage />;
}

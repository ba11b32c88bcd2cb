import { BlogList } from '../../features/blog';
import { loadBlogList } from '../../features/blog/index.server';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/blog';

/** /blog[?category=…&sort=oldest&page=n]: one page of the blog's posts. */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  return (await loadBlogList(context)) ?? notFound(context);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <BlogList blog={loaderData.blog} />;
}

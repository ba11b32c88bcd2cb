import { BlogPostPage } from '../../features/blog';
import { loadBlogPost } from '../../features/blog/index.server';
import { seoMeta } from '../../shared/seo/page-seo';
import { notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/blog-post';

/** /blog/{identifier}: one post; an identifier the store view does not publish is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  const identifier = args.params.code?.trim();
  if (context.unavailableLanguage || !identifier) return notFound(context);
  return (await loadBlogPost(context, identifier)) ?? notFound(context);
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <BlogPostPage post={loaderData.post} />;
}

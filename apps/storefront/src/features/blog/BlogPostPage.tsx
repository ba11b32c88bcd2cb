import { Link } from 'react-router';
import { RichText } from '../../shared/html/RichText';
import type { RichText as Tree } from '../../shared/html/rich-text';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useLocalizedPath } from '../../shared/storefront-context';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { BlogPostByline } from './BlogList';
import type { BlogPostCard } from './blog-post-card';

/** /blog/{identifier}: a post with its image, byline and sanitised content. */
export function BlogPostPage({
  post,
}: {
  post: BlogPostCard & { authorUrl: string | undefined; content: Tree };
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <article className="blog-post" aria-labelledby="blog-post-heading">
      <Breadcrumbs trail={[{ name: t('screens.blog'), path: '/blog' }]} current={post.title} />
      <h1 id="blog-post-heading" className="page-title">
        {post.title}
      </h1>
      <BlogPostByline post={post} authorUrl={post.authorUrl} />
      {post.image ? (
        <img
          className="blog-post__image"
          src={post.image.url}
          alt={post.image.alt}
          width={1200}
          height={675}
        />
      ) : null}
      <RichText content={post.content} className="blog-post__content cms-content" />
      <p>
        <Link to={localized('/blog')}>{t('blog.backToList')}</Link>
      </p>
    </article>
  );
}

import { Link } from 'react-router';
import { formatDate } from '../../shared/dates/format-date';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { Pager } from '../../shared/listing/Listing';
import { useDateFormat, useLocalizedPath } from '../../shared/storefront-context';
import { BLOG_SORTS, type BlogListState, blogListHref } from './blog-list-state';
import type { BlogPostCard } from './blog-post-card';

export interface BlogListData {
  heading: string;
  state: BlogListState;
  totalPages: number;
  totalPosts: number;
  posts: BlogPostCard[];
  categories: Array<{ title: string; urlKey: string }>;
}

/** /blog: 9 posts a page, newest or oldest first, of every or one category. */
export function BlogList({ blog }: { blog: BlogListData }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { state } = blog;
  const hrefOf = (next: Partial<BlogListState>) => localized(blogListHref({ ...state, ...next }));
  return (
    <section className="blog" aria-labelledby="blog-heading">
      <h1 id="blog-heading" className="page-title">
        {blog.heading}
      </h1>
      {blog.categories.length > 0 ? (
        <nav className="blog__categories" aria-label={t('blog.categories')}>
          <ul>
            <li>
              <Link
                to={hrefOf({ category: undefined, page: 1 })}
                aria-current={state.category ? undefined : 'page'}
              >
                {t('blog.allCategories')}
              </Link>
            </li>
            {blog.categories.map((category) => (
              <li key={category.urlKey}>
                <Link
                  to={hrefOf({ category: category.urlKey, page: 1 })}
                  aria-current={state.category === category.urlKey ? 'page' : undefined}
                >
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="blog__toolbar">
        <p className="blog__count">{t('blog.postCount', { count: blog.totalPosts })}</p>
        <nav aria-label={t('blog.sortBy')}>
          <ul className="blog__sort">
            {BLOG_SORTS.map((sort) => (
              <li key={sort}>
                <Link to={hrefOf({ sort, page: 1 })} aria-current={state.sort === sort ? 'true' : undefined}>
                  {t(`blog.sort.${sort}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {blog.posts.length === 0 ? (
        <p className="empty-state">{t('blog.empty')}</p>
      ) : (
        <ul className="blog__posts">
          {blog.posts.map((post) => (
            <li key={post.identifier}>
              <BlogPostTeaser post={post} />
            </li>
          ))}
        </ul>
      )}
      <Pager current={state.page} total={blog.totalPages} hrefOf={(page) => hrefOf({ page })} />
    </section>
  );
}

function BlogPostTeaser({ post }: { post: BlogPostCard }) {
  const localized = useLocalizedPath();
  return (
    <article className="blog-card">
      {post.image ? (
        <img
          className="blog-card__image"
          src={post.image.url}
          alt={post.image.alt}
          loading="lazy"
          width={640}
          height={360}
        />
      ) : null}
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <Link to={localized(post.path)}>{post.title}</Link>
        </h2>
        <BlogPostByline post={post} />
        {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}

/** Date, author and categories of a post (categories lead to the list of their posts). */
export function BlogPostByline({ post, authorUrl }: { post: BlogPostCard; authorUrl?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const dates = useDateFormat();
  return (
    <div className="blog-byline">
      {post.published ? (
        <time dateTime={post.published}>{formatDate(post.published, dates, 'long')}</time>
      ) : null}
      {post.author ? (
        <span>
          {t('blog.by')}{' '}
          {authorUrl ? (
            <a href={authorUrl} rel="author noopener noreferrer">
              {post.author}
            </a>
          ) : (
            post.author
          )}
        </span>
      ) : null}
      {post.categories.length > 0 ? (
        <ul className="blog-byline__categories" aria-label={t('blog.categories')}>
          {post.categories.map((category) => (
            <li key={category.urlKey}>
              <Link to={localized(blogListHref({ page: 1, sort: 'newest', category: category.urlKey }))}>
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

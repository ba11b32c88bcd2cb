import {
  BlogListDocument,
  BlogPostDocument,
  BlogPostPublishedDocument,
  type BlogPostSummaryFragment,
} from '../../../generated/graphql/graphql';
import { GraphQLRequestError } from '../../shared/graphql/client';
import { sanitizeHtml } from '../../shared/html/rich-text.server';
import { shopOrigins } from '../../shared/html/shop-origins';
import { publicMediaUrl } from '../../shared/media/media-url';
import type { Alternates } from '../../shared/routing/alternates';
import { localizePath } from '../../shared/routing/language-path';
import type { PageContext } from '../../shared/routing/page-context';
import { redirectWithinShop } from '../../shared/routing/safe-path';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import { blogListHref, clampPage, readBlogListState } from './blog-list-state';
import type { BlogPostCard } from './blog-post-card';

function toCard(post: BlogPostSummaryFragment, apiOrigin: string): BlogPostCard | undefined {
  if (!post.identifier || !post.title) return undefined;
  const image = publicMediaUrl(post.featured_image, apiOrigin);
  return {
    identifier: post.identifier,
    title: post.title,
    path: `/blog/${encodeURIComponent(post.identifier)}`,
    image: image ? { url: image, alt: post.featured_img_alt || post.title } : undefined,
    published: post.creation_time ?? '',
    author: post.author?.name ?? undefined,
    categories: (post.categories ?? []).flatMap((category) =>
      category?.title && category.url_key ? [{ title: category.title, urlKey: category.url_key }] : [],
    ),
    excerpt: plainTextExcerpt(post.short_filtered_content, 240),
  };
}

/** An absolute url of a same-origin path or url (images in JSON-LD and og:image). */
function absolute(context: PageContext, url: string): string {
  return new URL(url, context.config.publicUrl ?? context.url.origin).href;
}

function postingJsonLd(context: PageContext, post: BlogPostCard, url: string) {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    url,
    ...(post.published ? { datePublished: post.published } : {}),
    ...(post.image ? { image: absolute(context, post.image.url) } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
  };
}

/**
 * The blog list's loader data: 9 posts of the page, sort and category of the url. A page beyond
 * the last redirects to the last; an unknown category is not found (undefined).
 */
export async function loadBlogList(context: PageContext) {
  const { config, t } = context;
  const state = readBlogListState(context.url.searchParams);
  const fetchPage = (page: number) =>
    context.load('blog posts', () =>
      context
        .call(BlogListDocument, {
          currentPage: page,
          sort: state.sort === 'oldest' ? 'ASC' : 'DESC',
          category: state.category,
        })
        .catch((error: unknown) => {
          // The api refuses a page beyond the last one (an input error, not a failure).
          if (error instanceof GraphQLRequestError && error.category === 'graphql-input' && page > 1) {
            return undefined;
          }
          throw error;
        }),
    );
  const data = await fetchPage(state.page);
  if (!data) {
    const first = await fetchPage(1);
    const lastPage = clampPage(state.page, first?.blogPosts?.total_pages ?? 1);
    throw redirectWithinShop(
      localizePath(blogListHref({ ...state, page: lastPage }), context.language, config),
    );
  }
  const categories = (data.blogCategories ?? []).flatMap((category) =>
    category?.title && category.url_key ? [{ title: category.title, urlKey: category.url_key }] : [],
  );
  const category = categories.find((entry) => entry.urlKey === state.category);
  if (state.category && !category) return undefined;
  const posts = (data.blogPosts?.items ?? []).flatMap((post) => {
    const card = post ? toCard(post, context.apiOrigin) : undefined;
    return card ? [card] : [];
  });
  const totalPages = Math.max(1, data.blogPosts?.total_pages ?? 1);
  const heading = category ? t('blog.categoryHeading', { category: category.title }) : t('screens.blog');
  const title = state.page > 1 ? t('blog.pageTitle', { title: heading, page: state.page }) : heading;
  const canonicalPath = blogListHref(state);
  return {
    page: 'blog' as const,
    seo: context.seo(title, t('blog.description', { shopName: config.shopName }), {
      alternates: Object.fromEntries(config.languages.map((language) => [language, canonicalPath])),
      canonicalPath,
      image: posts[0]?.image?.url,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: heading,
          url: context.absoluteUrl(canonicalPath),
          blogPost: posts.map((post) => postingJsonLd(context, post, context.absoluteUrl(post.path))),
        },
      ],
    }),
    blog: {
      heading,
      state,
      totalPages,
      totalPosts: data.blogPosts?.total_count ?? posts.length,
      posts,
      categories,
    },
  };
}

/** A post's loader data, or undefined when the store view has no published post by that identifier. */
export async function loadBlogPost(context: PageContext, identifier: string) {
  const { config, t } = context;
  const [data, alternates] = await Promise.all([
    context.load('blog post', () => context.call(BlogPostDocument, { identifier })),
    context.load('blog post alternates', () => publishedIn(context, identifier)),
  ]);
  const post = data.blogPost;
  const card = post ? toCard(post, context.apiOrigin) : undefined;
  if (!post || !card) return undefined;
  const authorUrl = post.author?.author_url ?? undefined;
  const description =
    post.meta_description ||
    plainTextExcerpt(post.short_filtered_content) ||
    plainTextExcerpt(post.filtered_content);
  const url = context.absoluteUrl(card.path);
  return {
    page: 'blog-post' as const,
    seo: context.seo(post.meta_title || card.title, description || card.title, {
      keywords: post.meta_keywords,
      alternates,
      canonicalPath: card.path,
      ogType: 'article',
      image: card.image?.url,
      breadcrumbs: [{ name: t('screens.blog'), path: '/blog' }],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          ...postingJsonLd(context, card, url),
          ...(post.update_time ? { dateModified: post.update_time } : {}),
          ...(description ? { description } : {}),
          mainEntityOfPage: url,
        },
      ],
    }),
    alternates,
    post: {
      ...card,
      // Posts often open with their featured image: it is then shown once, in the content.
      image:
        post.featured_image && post.filtered_content?.includes(post.featured_image) ? undefined : card.image,
      // Only a link that leads somewhere outside: the shop has no author pages.
      authorUrl: authorUrl && /^https?:\/\//i.test(authorUrl) ? authorUrl : undefined,
      content: sanitizeHtml(post.filtered_content, {
        shopOrigins: shopOrigins(context.url, config.publicUrl),
      }),
    },
  };
}

/** The post's path in each language whose store view publishes it. */
async function publishedIn(context: PageContext, identifier: string): Promise<Alternates> {
  const languages = context.config.languages;
  const answers = await Promise.all(
    languages.map((language) => context.callFor(language)(BlogPostPublishedDocument, { identifier })),
  );
  return Object.fromEntries(
    languages.flatMap((language, index) =>
      answers[index]?.blogPost?.identifier ? [[language, `/blog/${encodeURIComponent(identifier)}`]] : [],
    ),
  );
}

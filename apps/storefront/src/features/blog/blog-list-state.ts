// The blog list's state as its url carries it: /blog?page=2&sort=oldest&category=mode. The
// defaults (page 1, newest first, every category) are left out, so each view has one url.

export const BLOG_SORTS = ['newest', 'oldest'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export interface BlogListState {
  page: number;
  sort: BlogSort;
  /** A blog category's url key; undefined lists every post. */
  category: string | undefined;
}

/** The state a url's query asks for; a page that is not a whole number ≥ 1 counts as page 1. */
export function readBlogListState(search: URLSearchParams): BlogListState {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sort: sort === 'oldest' ? 'oldest' : 'newest',
    category: search.get('category')?.trim() || undefined,
  };
}

/** A page number kept between 1 and the last page (an empty list has one, empty, page). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, Math.trunc(totalPages)));
}

/** The url (path and query, without language prefix) of a state of the blog list. */
export function blogListHref(state: BlogListState): string {
  const query = new URLSearchParams();
  if (state.category) query.set('category', state.category);
  if (state.sort !== 'newest') query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `/blog?${text}` : '/blog';
}

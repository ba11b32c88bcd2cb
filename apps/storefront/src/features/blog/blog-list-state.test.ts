import { describe, expect, it } from 'vitest';
import { blogListHref, clampPage, readBlogListState } from './blog-list-state';

describe('blog list state', () => {
  it('reads page, sort and category from the query, with defaults for missing or odd values', () => {
    expect(readBlogListState(new URLSearchParams('page=3&sort=oldest&category=mode'))).toEqual({
      page: 3,
      sort: 'oldest',
      category: 'mode',
    });
    for (const odd of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=1e400', 'sort=cheapest', '']) {
      expect(readBlogListState(new URLSearchParams(odd))).toEqual({
        page: 1,
        sort: 'newest',
        category: undefined,
      });
    }
  });

  it('keeps a page between 1 and the last page', () => {
    expect(clampPage(2, 4)).toBe(2);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(-5, 4)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('writes only what differs from the defaults into the url', () => {
    expect(blogListHref({ page: 1, sort: 'newest', category: undefined })).toBe('/blog');
    expect(blogListHref({ page: 2, sort: 'oldest', category: 'mode' })).toBe(
      '/blog?category=mode&sort=oldest&page=2',
    );
  });
});

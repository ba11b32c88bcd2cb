/** A post as the list and the post page show it (image urls as the browser loads them). */
export interface BlogPostCard {
  identifier: string;
  title: string;
  /** /blog/{identifier}, without language prefix. */
  path: string;
  image: { url: string; alt: string } | undefined;
  /** ISO timestamp of publication. */
  published: string;
  author: string | undefined;
  categories: Array<{ title: string; urlKey: string }>;
  /** The teaser as plain text. */
  excerpt: string;
}

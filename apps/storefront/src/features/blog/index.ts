// The blog: its list (/blog) and its posts (/blog/{identifier}). Loaders: blog.server.ts.
export { BlogList, type BlogListData } from './BlogList';
export { BlogPostPage } from './BlogPostPage';

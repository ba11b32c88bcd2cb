// The blog's loaders (server only: React Router keeps them out of the browser bundle).
export { loadBlogList, loadBlogPost } from './blog.server';
